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

test('keeps the logo and the headline above the screen for phones, where the brand panel is hidden', () => {
  renderWithProviders(
    <AuthLayout>
      <h1>Tenant sign in</h1>
    </AuthLayout>,
  );

  const main = screen.getByRole('main');
  const phoneBrand = within(main).getByTestId('auth-phone-brand');
  expect(within(phoneBrand).getByRole('link', { name: 'Homestead home' })).toHaveAttribute(
    'href',
    '/',
  );
  expect(phoneBrand).toHaveTextContent('Homestead');
  expect(phoneBrand).toHaveTextContent(
    'Manage properties, collect payments with ease and confidence',
  );
});
