import { createEvent, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { renderWithProviders } from '../../../testing';
import { DropZone } from '../drop-zone';

const photo = (name: string, type = 'image/png') => new File(['image bytes'], name, { type });
const fileInput = () =>
  screen.getByLabelText<HTMLInputElement>('Attach a file', { selector: 'input' });
const zone = () => screen.getByRole('group', { name: 'Attach a file' });

function dragEvent(type: 'dragEnter' | 'drop', files: File[]) {
  const event = createEvent[type](zone());
  Object.defineProperty(event, 'dataTransfer', {
    value: {
      files,
      items: files.map((file) => ({ kind: 'file', type: file.type, getAsFile: () => file })),
      types: ['Files'],
    },
  });
  return event;
}

test('invites a drag and says "Drop Files Here" while files are dragged over it', async () => {
  renderWithProviders(<DropZone label="Attach a file" />);
  expect(screen.getByText('Drag & Drop Files Here')).toBeInTheDocument();

  fireEvent(zone(), dragEvent('dragEnter', [photo('leak.png')]));

  expect(await screen.findByText('Drop Files Here')).toBeInTheDocument();
  expect(screen.queryByText('Drag & Drop Files Here')).not.toBeInTheDocument();
});

test('lists dropped images and reports them', async () => {
  const onChange = jest.fn();
  renderWithProviders(<DropZone label="Attach a file" onChange={onChange} />);

  fireEvent(zone(), dragEvent('drop', [photo('leak.png'), photo('ceiling.webp', 'image/webp')]));

  const chosen = await screen.findByRole('list', { name: 'Chosen files' });
  expect(chosen).toHaveTextContent('leak.png');
  expect(chosen).toHaveTextContent('ceiling.webp');
  expect(onChange).toHaveBeenLastCalledWith([
    expect.objectContaining({ name: 'leak.png' }),
    expect.objectContaining({ name: 'ceiling.webp' }),
  ]);
});

test('opens the file picker from the "Browse File" button', async () => {
  const { user } = renderWithProviders(<DropZone label="Attach a file" />);
  const pick = jest.spyOn(fileInput(), 'click');

  await user.click(screen.getByRole('button', { name: 'Browse File' }));

  expect(pick).toHaveBeenCalled();
});

test('accepts PNG, JPEG, WebP and SVG, several at once', async () => {
  const { user } = renderWithProviders(<DropZone label="Attach a file" />);

  await user.upload(fileInput(), [
    photo('a.png'),
    photo('b.jpg', 'image/jpeg'),
    photo('c.webp', 'image/webp'),
    photo('d.svg', 'image/svg+xml'),
  ]);

  expect(await screen.findAllByRole('button', { name: /^Remove / })).toHaveLength(4);
});

test('rejects a text file and says why', async () => {
  const user = userEvent.setup({ applyAccept: false });
  renderWithProviders(<DropZone label="Attach a file" />);

  await user.upload(fileInput(), new File(['notes'], 'notes.txt', { type: 'text/plain' }));

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'notes.txt was not added: only PNG, JPEG, WebP and SVG images are accepted.',
  );
  expect(screen.queryByRole('list', { name: 'Chosen files' })).not.toBeInTheDocument();
});

test('removes a chosen file', async () => {
  const { user } = renderWithProviders(<DropZone label="Attach a file" />);
  await user.upload(fileInput(), [photo('leak.png'), photo('tap.png')]);

  await user.click(await screen.findByRole('button', { name: 'Remove leak.png' }));

  const chosen = screen.getByRole('list', { name: 'Chosen files' });
  expect(chosen).not.toHaveTextContent('leak.png');
  expect(chosen).toHaveTextContent('tap.png');
});

test('has no accessibility violations with files chosen', async () => {
  const { user, container } = renderWithProviders(<DropZone label="Attach a file" />);
  await user.upload(fileInput(), photo('leak.png'));
  await screen.findByRole('list', { name: 'Chosen files' });

  expect(await axe(container)).toHaveNoViolations();
});
