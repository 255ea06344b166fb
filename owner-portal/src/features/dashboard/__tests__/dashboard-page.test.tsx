import { screen } from '@testing-library/react';
import { answer, renderWithProviders, stubApi } from 'shared-ui/testing';
import { DashboardPage } from '../dashboard-page';

const metrics = {
  totalProperties: 2,
  totalOnLease: 1,
  totalUnits: 10,
  totalIncome: 1700,
  totalTenants: 4,
  occupancyRate: 0.4,
};
const vacant = { propertyId: 'p2', name: 'Maple Court', units: 6, currentTenants: 0 };

function renderDashboard({ emailVerified = true, vacantProperties = [vacant] } = {}) {
  stubApi({
    'GET properties/metrics': answer({ data: metrics }),
    'GET owners/pending-activities': answer({ data: { overduePayments: [], vacantProperties } }),
  });
  return renderWithProviders(<DashboardPage />, {
    route: '/owner',
    preloadedState: {
      session: {
        role: 'owner',
        user: { name: 'Ada Lovelace', email: 'ada@example.com', emailVerified },
      },
    },
  });
}

afterEach(() => jest.restoreAllMocks());

it('welcomes the owner by name', () => {
  renderDashboard();
  expect(screen.getByRole('heading', { name: 'Welcome, Ada Lovelace' })).toBeInTheDocument();
});

it('shows the portfolio figures from the API', async () => {
  renderDashboard();
  expect(await screen.findByText('40%')).toBeInTheDocument();
  expect(screen.getByText('$1,700.00')).toBeInTheDocument();
});

it('asks an unverified owner to verify the e-mail address', async () => {
  renderDashboard({ emailVerified: false });
  expect(await screen.findByRole('link', { name: 'Verify your email address' })).toHaveAttribute(
    'href',
    '/verify-otp',
  );
});

it('does not ask a verified owner to verify again', async () => {
  renderDashboard({ emailVerified: true });
  await screen.findByRole('link', { name: 'Activate payments for rent collection' });
  expect(screen.queryByRole('link', { name: 'Verify your email address' })).not.toBeInTheDocument();
});

it('suggests adding people only while a property is vacant', async () => {
  renderDashboard({ vacantProperties: [] });
  await screen.findByRole('link', { name: 'Activate payments for rent collection' });
  expect(
    screen.queryByRole('link', { name: 'Add more people to properties' }),
  ).not.toBeInTheDocument();
  expect(
    screen.getByRole('link', { name: 'Create additional properties for lease' }),
  ).toHaveAttribute('href', '/properties/add-property');
});
