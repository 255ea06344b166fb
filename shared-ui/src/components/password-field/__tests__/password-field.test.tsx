import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../testing';
import { PasswordField } from '../password-field';

test('shows and hides the password with its toggle', async () => {
  const { user } = renderWithProviders(<PasswordField label="Password" />);
  const field = screen.getByLabelText('Password');
  expect(field).toHaveAttribute('type', 'password');

  await user.click(screen.getByRole('button', { name: 'Show password' }));
  expect(field).toHaveAttribute('type', 'text');

  await user.click(screen.getByRole('button', { name: 'Hide password' }));
  expect(field).toHaveAttribute('type', 'password');
});
