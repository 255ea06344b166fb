import { screen, waitFor, within } from '@testing-library/react';
import { answer, renderWithProviders, sentTo, stubApi } from 'shared-ui/testing';
import { DashboardPage } from '../dashboard-page';

const metrics = {
  totalProperties: 2,
  totalOnLease: 1,
  totalUnits: 10,
  totalIncome: 1700,
  incomeByCurrency: [{ currency: 'USD', amount: 1700 }],
  totalTenants: 4,
  occupancyRate: 0.4,
};
const vacant = { propertyId: 'p2', name: 'Maple Court', units: 6, currentTenants: 0 };

const bankDetails = {
  accountName: 'Ada Lovelace',
  bankName: 'First Austin Bank',
  accountNumber: '****6789',
  routingNumber: '****0025',
};

const overdueRent = {
  chargeId: 'charge-1',
  leaseId: 'lease-1',
  tenantId: 'tenant-1',
  tenantName: 'Terry Tenant',
  propertyId: 'p1',
  propertyName: 'Elm Street Flats',
  amount: 850,
  currency: 'USD',
  dueDate: '2026-10-23',
  daysOverdue: 31,
};

const pendingActivitiesAsked = 'owners/pending-activities?overdueLimit=5&vacantLimit=1';

// The books are asked for this month and this year, each up to today (UTC, as the books keep it).
const today = new Date().toISOString().slice(0, 10);
const monthToDate = `books/summary?from=${today.slice(0, 7)}-01&to=${today}&byProperty=false`;
const yearToDate = `books/summary?from=${today.slice(0, 4)}-01-01&to=${today}&byProperty=false`;

/** The books of a period, with only what the dashboard reads filled in. */
const books = (...currencies: { currency: string; netOperatingIncome: number }[]) =>
  answer({
    data: {
      from: '',
      to: today,
      propertyId: null,
      currencies: currencies.map((figures) => ({
        income: { rent: 0, lateFees: 0, total: 0 },
        depositsCollected: 0,
        expenses: [],
        expensesTotal: 0,
        operatingExpenses: 0,
        months: [],
        properties: [],
        ...figures,
      })),
    },
  });

function renderDashboard({
  emailVerified = true,
  vacantProperties = [vacant],
  hasBankDetails = false,
  overdue = [] as (typeof overdueRent)[],
  overdueTotal = undefined as number | undefined,
  overdueAmounts = undefined as { currency: string; amount: number }[] | undefined,
  portfolio = metrics,
  monthBooks = books({ currency: 'USD', netOperatingIncome: 650 }),
  yearBooks = books({ currency: 'USD', netOperatingIncome: 7150.5 }),
} = {}) {
  const sent = stubApi({
    [`GET ${monthToDate}`]: monthBooks,
    [`GET ${yearToDate}`]: yearBooks,
    'GET properties/metrics': answer({ data: portfolio }),
    [`GET ${pendingActivitiesAsked}`]: answer({
      data: {
        overduePayments: overdue,
        overdueTotal: overdueTotal ?? overdue.length,
        overdueAmounts: overdueAmounts ?? [
          { currency: 'USD', amount: overdue.reduce((sum, rent) => sum + rent.amount, 0) },
        ],
        vacantProperties,
        vacantTotal: vacantProperties.length,
      },
    }),
    'GET owners': answer({
      data: {
        _id: 'o1',
        ownerId: 'o1',
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        phone: null,
        emailVerified,
        bankDetails: hasBankDetails ? bankDetails : null,
        createdAt: '2026-01-01T00:00:00.000Z',
      },
    }),
  });
  const rendered = renderWithProviders(<DashboardPage />, {
    route: '/owner',
    preloadedState: {
      session: {
        role: 'owner',
        user: { name: 'Ada Lovelace', email: 'ada@example.com', emailVerified },
      },
    },
  });
  return { ...rendered, sent };
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

it('shows the net operating income of this month and of the year so far', async () => {
  renderDashboard();
  const figures = screen.getByLabelText('Net operating income');
  expect(await within(figures).findByText('$7,150.50')).toBeInTheDocument();
  const card = (term: string) =>
    within(figures).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
  expect(card('Net operating income this month')).toBe('$650.00');
  expect(card('Net operating income year to date')).toBe('$7,150.50');
});

it('keeps the net operating income of each currency apart, never added together', async () => {
  renderDashboard({
    monthBooks: books(
      { currency: 'EUR', netOperatingIncome: -120 },
      { currency: 'USD', netOperatingIncome: 650 },
    ),
  });
  const figures = screen.getByLabelText('Net operating income');
  expect(await within(figures).findByText('-€120.00 and $650.00')).toBeInTheDocument();
});

it('says the net operating income is not known when the books cannot be read', async () => {
  renderDashboard({ yearBooks: answer({ error: 'The database is busy' }, 503) });
  const figures = screen.getByLabelText('Net operating income');
  expect(await within(figures).findByText('$650.00')).toBeInTheDocument();
  await waitFor(() =>
    expect(
      within(figures).getByText('Net operating income year to date').nextElementSibling,
    ).toHaveTextContent('—'),
  );
});

it('holds the six figures in place, labelled, while they load', async () => {
  renderDashboard();
  const loading = screen.getByLabelText('Property metrics');
  expect(loading).toHaveAttribute('aria-busy', 'true');
  expect(
    within(loading)
      .getAllByRole('term')
      .map((term) => term.textContent),
  ).toEqual(['Properties', 'On lease', 'Units', 'Tenants', 'Occupancy', 'Monthly income']);
  expect(await screen.findByText('40%')).toBeInTheDocument();
  expect(screen.getByLabelText('Property metrics')).not.toHaveAttribute('aria-busy');
});

it('shows the pending tasks together once all of them are known', async () => {
  renderDashboard({ overdue: [overdueRent] });
  expect(screen.queryAllByRole('listitem')).toEqual([]);
  await screen.findByRole('link', { name: 'Create additional properties for lease' });
  expect(screen.getAllByRole('listitem')).toHaveLength(4);
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

it('lists overdue rent with tenant, property, amount and days, linking to the tenant', async () => {
  renderDashboard({ overdue: [overdueRent], hasBankDetails: true });
  expect(
    await screen.findByRole('link', {
      name: '$850.00 overdue from Terry Tenant for Elm Street Flats (31 days)',
    }),
  ).toHaveAttribute('href', '/properties/manage-tenant/tenant-1');
});

it('asks to activate payments only while the owner has no bank details', async () => {
  renderDashboard({ hasBankDetails: false });
  expect(
    await screen.findByRole('link', { name: 'Activate payments for rent collection' }),
  ).toHaveAttribute('href', '/payment?tab=methods');
});

it('does not ask to activate payments once the bank details are there', async () => {
  renderDashboard({ hasBankDetails: true });
  await screen.findByRole('link', { name: 'Create additional properties for lease' });
  await screen.findByText('$1,700.00');
  expect(
    screen.queryByRole('link', { name: 'Activate payments for rent collection' }),
  ).not.toBeInTheDocument();
});

it('reads the oldest overdue rent and the vacant properties in one request, only as many as it shows', async () => {
  const { sent } = renderDashboard({ overdue: [overdueRent] });
  await screen.findByRole('link', { name: /overdue from Terry Tenant/ });
  expect(sentTo(sent, 'GET', pendingActivitiesAsked)).toHaveLength(1);
  expect(sent.filter((request) => request.path.startsWith('payments/'))).toEqual([]);
});

it('counts the overdue rent it does not list, with what is owed in all', async () => {
  const oldest = Array.from({ length: 5 }, (_, index) => ({
    ...overdueRent,
    chargeId: `charge-${index}`,
    daysOverdue: 150 - index * 30,
  }));
  renderDashboard({
    overdue: oldest,
    overdueTotal: 12,
    overdueAmounts: [{ currency: 'USD', amount: 10200 }],
    hasBankDetails: true,
  });
  expect(
    await screen.findByText('and 7 more overdue rent charges, $10,200.00 overdue in all'),
  ).toBeInTheDocument();
  expect(screen.getAllByRole('link', { name: /overdue from Terry Tenant/ })).toHaveLength(5);
});

it('says nothing more when every overdue rent charge is listed', async () => {
  renderDashboard({ overdue: [overdueRent], hasBankDetails: true });
  await screen.findByRole('link', { name: /overdue from Terry Tenant/ });
  expect(screen.queryByText(/more overdue rent/)).not.toBeInTheDocument();
});

it('shows the income and what is overdue in each currency, never added together', async () => {
  renderDashboard({
    portfolio: {
      ...metrics,
      totalIncome: 1800,
      incomeByCurrency: [
        { currency: 'GBP', amount: 1800 },
        { currency: 'USD', amount: 900 },
      ],
    },
    overdue: [{ ...overdueRent, currency: 'GBP', amount: 1800 }],
    overdueTotal: 3,
    overdueAmounts: [
      { currency: 'GBP', amount: 3600 },
      { currency: 'USD', amount: 900 },
    ],
    hasBankDetails: true,
  });

  expect(await screen.findByText('£1,800.00 and $900.00')).toBeInTheDocument();
  expect(
    screen.getByRole('link', {
      name: '£1,800.00 overdue from Terry Tenant for Elm Street Flats (31 days)',
    }),
  ).toBeInTheDocument();
  expect(
    screen.getByText('and 2 more overdue rent charges, £3,600.00 and $900.00 overdue in all'),
  ).toBeInTheDocument();
});
