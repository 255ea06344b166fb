import { screen } from '@testing-library/react';
import { answer, renderWithProviders, stubApi } from 'shared-ui/testing';
import { activeTenant, tenantSession } from '../../../testing/fixtures';
import { ProfilePage } from '../profile-page';

afterEach(() => jest.restoreAllMocks());

test("shows the tenant's details and the home they rent, with a way to the settings", async () => {
  stubApi({ 'GET tenants': answer({ tenant: activeTenant }) });
  renderWithProviders(<ProfilePage />, { route: '/profile', preloadedState: tenantSession });

  const details = await screen.findByLabelText('Your details');
  expect(details).toHaveTextContent('E-mailtom@example.com');
  expect(details).toHaveTextContent('Phone+15125550199');
  expect(details).toHaveTextContent('HomeElm Street Flats, unit 2');
  expect(details).toHaveTextContent('LeaseActive');
  expect(screen.getByRole('link', { name: 'Account settings' })).toHaveAttribute(
    'href',
    '/settings',
  );
});
