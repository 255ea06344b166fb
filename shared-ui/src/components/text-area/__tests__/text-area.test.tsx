import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../testing';
import { TextArea } from '../text-area';

test('is a labelled multi-line field that keeps line breaks', async () => {
  const { user } = renderWithProviders(
    <TextArea label="Description" placeholder="Describe the issue in detail" />,
  );

  const field = screen.getByRole('textbox', { name: 'Description' });
  await user.type(field, 'Kitchen tap leaks{Enter}Since Monday');

  expect(field).toHaveValue('Kitchen tap leaks\nSince Monday');
});

test('shows its error like a text field does', () => {
  renderWithProviders(<TextArea label="Description" error="Describe the issue" />);

  expect(screen.getByRole('textbox', { name: 'Description' })).toHaveAccessibleDescription(
    'Describe the issue',
  );
});
