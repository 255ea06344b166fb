import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../testing';
import { AuthLayout } from '../auth-layout';

test('frames the screen with the brand panel: headline, subline and a logo link home', () => {
  renderWithProviders(
    <AuthLayout>
      <h1>Sign in to your account</h1>
    </AuthLayout>,
  );

  const brand = screen.getByTestId('auth-brand-panel');
  expect(brand).toHaveTextContent('Manage properties, collect payments with ease and confidence');
  expect(brand).toHaveTextContent('Set up your properties and handle payments seamlessly');
  expect(within(brand).getByRole('link', { name: 'Homestead home' })).toHaveAttribute('href', '/');
  expect(screen.getByRole('main')).toHaveTextContent('Sign in to your account');
});
