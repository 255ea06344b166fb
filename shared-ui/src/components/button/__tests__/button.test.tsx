import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../testing';
import { Button } from '../button';

test('is disabled and shows a spinner while loading', () => {
  renderWithProviders(<Button loading>Create account</Button>);

  expect(screen.getByRole('button', { name: /create account/i })).toBeDisabled();
  expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
});

test('runs its action when clicked and not loading', async () => {
  const onClick = jest.fn();
  const { user } = renderWithProviders(<Button onClick={onClick}>Create account</Button>);

  await user.click(screen.getByRole('button', { name: 'Create account' }));

  expect(onClick).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});
