import { act, screen, waitFor, within } from '@testing-library/react';
import { answer, renderWithProviders, sentTo, stubApi } from 'shared-ui/testing';
import { activeTenant, metrics, tenantSession } from '../../../testing/fixtures';
import { DashboardPage } from '../dashboard-page';

afterEach(() => jest.restoreAllMocks());

const dashboardAnswers = {
  'GET tenants/metrics': answer({ data: metrics }),
  'GET tenants': answer({ tenant: activeTenant }),
  'GET maintenance': answer({ data: [] }),
};

const answers = (overrides = {}) => ({ ...dashboardAnswers, ...overrides });

test('greets the tenant with the home they rent and the four lease figures', async () => {
  stubApi(answers());
  renderWithProviders(<DashboardPage />, { route: '/tenant', preloadedState: tenantSession });

  expect(await screen.findByRole('heading', { name: 'Welcome, Tom Tenant' })).toBeInTheDocument();
  expect(screen.getByText(/Multi-family unit/)).toHaveTextContent(
    'Multi-family unit12 Elm Street, unit 2, Austin, TX 78701, US',
  );
  const figures = screen.getByLabelText('Lease summary');
  expect(within(figures).getByText('Monthly Income').nextSibling).toHaveTextContent('$850.00');
  expect(within(figures).getByText('Lease Expires').nextSibling).toHaveTextContent('97 days');
  expect(within(figures).getByText('Lease Status').nextSibling).toHaveTextContent('Active');
  expect(within(figures).getByText('Payment Status').nextSibling).toHaveTextContent(
    'Awaiting confirmation',
  );
});

test('shows the active lease and the maintenance requests card', async () => {
  stubApi(answers());
  renderWithProviders(<DashboardPage />, { route: '/tenant', preloadedState: tenantSession });

  const lease = await screen.findByLabelText('Active lease');
  expect(await within(lease).findByText('Elm Street Flats, unit 2')).toBeInTheDocument();
  expect(lease).toHaveTextContent('Monthly Rent$850.00');
  expect(lease).toHaveTextContent(/Lease Term\w+ 1, 2026 - \w+ 28, 2027/);
  expect(lease).toHaveTextContent('Payment FrequencyMonthly');
  expect(await screen.findByText('No request logged yet')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Log requests' })).toBeInTheDocument();
});

test('draws the lease with its home, so the card does not grow once drawn', async () => {
  const sent = stubApi(answers());
  const answerOf = jest.mocked(global.fetch).getMockImplementation()!;
  let sendHome!: () => void;
  const home = new Promise<void>((resolve) => (sendHome = resolve));
  jest.mocked(global.fetch).mockImplementation(async (input, init) => {
    if (new URL((input as Request).url).pathname === '/api/tenants') await home;
    return answerOf(input, init);
  });
  renderWithProviders(<DashboardPage />, { route: '/tenant', preloadedState: tenantSession });

  await waitFor(() => expect(sentTo(sent, 'GET', 'tenants/metrics')).toHaveLength(1));
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(screen.queryByRole('heading', { name: 'Welcome, Tom Tenant' })).not.toBeInTheDocument();

  sendHome();
  await screen.findByRole('heading', { name: 'Welcome, Tom Tenant' });
  expect(screen.getByLabelText('Active lease')).toHaveTextContent('Elm Street Flats, unit 2');
});

test('a lease not active yet shows where onboarding stands and the way back to it', async () => {
  stubApi(
    answers({
      'GET tenants/metrics': answer({
        data: { ...metrics, metrics: { ...metrics.metrics, leaseStatus: 'pending' } },
      }),
      'GET tenants': answer({
        tenant: { ...activeTenant, stage: 'lease_signed', leaseStatus: 'pending' },
      }),
    }),
  );
  renderWithProviders(<DashboardPage />, { route: '/tenant', preloadedState: tenantSession });

  expect(await screen.findByText(/the move-in payment by bank transfer is next/)).toBeVisible();
  expect(screen.getByRole('link', { name: 'Continue where you left off' })).toHaveAttribute(
    'href',
    '/tenant/background-check',
  );
});

test('reads no figures for a signed-in tenant without a lease', async () => {
  const sent = stubApi(answers());
  renderWithProviders(<DashboardPage />, {
    route: '/tenant',
    preloadedState: {
      session: { ...tenantSession.session, user: { name: 'Tom', email: 't@x.io' } },
    },
  });

  expect(screen.getByRole('heading', { name: 'No lease yet' })).toBeInTheDocument();
  expect(sentTo(sent, 'GET', 'tenants/metrics')).toHaveLength(0);
});
