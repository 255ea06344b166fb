import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../testing';
import { TextField } from '../text-field';

test('marks the field invalid and describes it with the error', () => {
  renderWithProviders(<TextField label="Email" error="Enter a valid email address" />);

  const field = screen.getByRole('textbox', { name: 'Email' });
  expect(field).toBeInvalid();
  expect(field).toHaveAccessibleDescription('Enter a valid email address');
});

test('describes the field with its hint when there is no error', () => {
  renderWithProviders(<TextField label="First name" hint="As on your ID" state="success" />);

  const field = screen.getByRole('textbox', { name: 'First name' });
  expect(field).toBeValid();
  expect(field).toHaveAccessibleDescription('As on your ID');
});

test('cannot be typed into when disabled', async () => {
  const { user } = renderWithProviders(<TextField label="Email" disabled defaultValue="" />);

  const field = screen.getByRole('textbox', { name: 'Email' });
  await user.type(field, 'owner@example.com');

  expect(field).toBeDisabled();
  expect(field).toHaveValue('');
});
