import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { renderWithProviders } from '../../../testing';
import { OtpInput } from '../otp-input';

const box = (n: number) => screen.getByRole('textbox', { name: `Digit ${n} of 6` });

test('has six boxes, each labelled with its position', () => {
  renderWithProviders(<OtpInput onComplete={jest.fn()} />);

  expect(screen.getAllByRole('textbox')).toHaveLength(6);
  expect(box(1)).toBeInTheDocument();
  expect(box(6)).toBeInTheDocument();
});

test('moves to the next box as each digit is typed', async () => {
  const { user } = renderWithProviders(<OtpInput onComplete={jest.fn()} />);

  await user.click(box(1));
  await user.keyboard('4');

  expect(box(1)).toHaveValue('4');
  expect(box(2)).toHaveFocus();
});

test('ignores anything that is not a digit', async () => {
  const { user } = renderWithProviders(<OtpInput onComplete={jest.fn()} />);

  await user.click(box(1));
  await user.keyboard('a-');

  expect(box(1)).toHaveValue('');
  expect(box(1)).toHaveFocus();
});

test('fills all six boxes from a pasted code, whichever box has focus, and reports it complete', async () => {
  const onComplete = jest.fn();
  const { user } = renderWithProviders(<OtpInput onComplete={onComplete} />);

  await user.click(box(3));
  await user.paste('482 913');

  expect([1, 2, 3, 4, 5, 6].map((n) => (box(n) as HTMLInputElement).value).join('')).toBe('482913');
  expect(onComplete).toHaveBeenCalledWith('482913');
});

test('reports the code once the sixth digit is typed', async () => {
  const onComplete = jest.fn();
  const { user } = renderWithProviders(<OtpInput onComplete={onComplete} />);

  await user.click(box(1));
  await user.keyboard('48291');
  expect(onComplete).not.toHaveBeenCalled();
  await user.keyboard('3');

  expect(onComplete).toHaveBeenCalledTimes(1);
  expect(onComplete).toHaveBeenCalledWith('482913');
});

test('Backspace on an empty box goes back to the previous one and clears it', async () => {
  const { user } = renderWithProviders(<OtpInput onComplete={jest.fn()} />);

  await user.click(box(1));
  await user.keyboard('48');
  expect(box(3)).toHaveFocus();
  await user.keyboard('{Backspace}');

  expect(box(2)).toHaveFocus();
  expect(box(2)).toHaveValue('');
  expect(box(1)).toHaveValue('4');
});

test('typing over a filled box replaces its digit', async () => {
  const { user } = renderWithProviders(<OtpInput onComplete={jest.fn()} />);

  await user.click(box(1));
  await user.keyboard('48');
  await user.click(box(1));
  await user.keyboard('7');

  expect(box(1)).toHaveValue('7');
  expect(box(2)).toHaveValue('8');
});

test('has no accessibility violations', async () => {
  const { container } = renderWithProviders(
    <OtpInput onComplete={jest.fn()} error="That code has expired" />,
  );

  expect(await axe(container)).toHaveNoViolations();
});
