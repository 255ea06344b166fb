import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, renderWithProviders, sentTo, stubApi } from 'shared-ui/testing';
import { PaymentsPage } from '../payments-page';

const months = Array.from({ length: 12 }, (_, index) => ({
  month: `2026-${String(index + 1).padStart(2, '0')}`,
  due: index === 10 ? 950 : 0,
  collected: index === 10 ? 850 : 0,
}));

const dollars = {
  currency: 'USD',
  totalRevenue: 850,
  pending: 950,
  awaitingConfirmation: 950,
  failed: 0,
  due: 950,
  collected: 850,
  collectionRate: 0.894,
  months,
};

const summary = { from: '2026-11-01', to: '2026-11-30', currencies: [dollars], hasTenants: true };

const reported = {
  paymentId: 'pay-1',
  leaseId: 'lease-1',
  tenantId: 'tenant-1',
  tenantName: 'Terry Tenant',
  propertyId: 'prop-1',
  propertyName: 'Elm Street Flats',
  status: 'pending',
  type: 'Rent by bank transfer',
  date: '2026-11-20',
  amount: 950,
  currency: 'USD',
  reference: 'HS-ABCDEF12',
};

function renderPage(overrides: Record<string, ReturnType<typeof answer>> = {}) {
  const sent = stubApi({
    'GET payments/summary': answer({ data: summary }),
    'GET payments/history?page=1': answer({ data: [reported], total: 1, page: 1, pageSize: 20 }),
    'GET payments/awaiting': answer({ data: [reported] }),
    'GET payments/late-fees': answer({ data: [], total: 0, nextCursor: null }),
    'GET properties?limit=20': answer({ data: [], total: 0, nextCursor: null }),
    'GET tenants/all?limit=20': answer({ tenants: [], total: 0, nextCursor: null }),
    'PUT payments/pay-1/decision': answer({ data: { ...reported, status: 'completed' } }),
    ...overrides,
  });
  renderWithProviders(<PaymentsPage />, {
    route: '/payment',
    preloadedState: {
      session: { role: 'owner', user: { name: 'Ada', email: 'ada@example.com' } },
    },
  });
  return sent;
}

afterEach(() => jest.restoreAllMocks());

it('shows the four cards from the summary of this month', async () => {
  renderPage();
  const cards = await screen.findByLabelText('Payment summary');
  expect(within(cards).getByText('Total Revenue').nextSibling).toHaveTextContent('$850.00');
  // Pending is what tenants reported and the owner has not confirmed yet.
  expect(within(cards).getByText('Pending').nextSibling).toHaveTextContent(
    '$950.00Reported, awaiting your confirmation',
  );
  expect(within(cards).getByText('Failed').nextSibling).toHaveTextContent('$0.00');
  expect(within(cards).getByText('Collection Rate').nextSibling).toHaveTextContent(
    '89%$850.00 collected of $950.00 due',
  );
});

it('shows a set of cards and a chart per currency, each named, never added together', async () => {
  const pounds = {
    ...dollars,
    currency: 'GBP',
    totalRevenue: 1800,
    pending: 0,
    awaitingConfirmation: 0,
    due: 1800,
    collected: 1800,
    collectionRate: 1,
  };
  renderPage({
    'GET payments/summary': answer({ data: { ...summary, currencies: [pounds, dollars] } }),
  });

  const poundCards = await screen.findByLabelText('Payment summary, British Pound (GBP)');
  expect(within(poundCards).getByText('Total Revenue').nextSibling).toHaveTextContent('£1,800.00');
  expect(within(poundCards).getByText('Collection Rate').nextSibling).toHaveTextContent(
    '100%£1,800.00 collected of £1,800.00 due',
  );
  const dollarCards = screen.getByLabelText('Payment summary, US Dollar (USD)');
  expect(within(dollarCards).getByText('Total Revenue').nextSibling).toHaveTextContent('$850.00');
  expect(screen.getByRole('heading', { name: 'British Pound (GBP)' })).toBeInTheDocument();
  expect(
    screen.getByRole('heading', { name: 'Due and collected, last 12 months, US Dollar (USD)' }),
  ).toBeInTheDocument();
  expect(
    within(
      screen.getByRole('table', { name: 'Due and collected per month, British Pound (GBP)' }),
    ).getByRole('row', { name: /November 2026/ }),
  ).toHaveTextContent('November 2026£950.00£850.00');
});

it('lists the history with tenant, status, type, date and amount', async () => {
  renderPage();
  const row = (await screen.findAllByRole('row', { name: /Terry Tenant/ }))[0];
  expect(row).toHaveTextContent('Pending');
  expect(row).toHaveTextContent('Rent by bank transfer');
  expect(row).toHaveTextContent('$950.00');
});

it('filters the history by a property found by searching, beyond the first ones offered', async () => {
  // The owner has 10,000 properties: the filter first offers the newest 20, the rest by search.
  const newest = Array.from({ length: 20 }, (_, index) => ({
    propertyId: `prop-${10_000 - index}`,
    name: `Maple Court ${10_000 - index}`,
    currency: 'USD',
  }));
  const far = { propertyId: 'prop-17', name: 'Willow Row 17', currency: 'USD' };
  const sent = renderPage({
    'GET properties?limit=20': answer({ data: newest, total: 10_000, nextCursor: 'c20' }),
    'GET properties?search=Willow+Row+17&limit=20': answer({ data: [far], total: 1 }),
    'GET payments/history?propertyId=prop-17&page=1': answer({
      data: [{ ...reported, paymentId: 'pay-17', propertyId: 'prop-17', propertyName: far.name }],
      total: 1,
      page: 1,
      pageSize: 20,
    }),
  });
  const filters = await screen.findByRole('group', { name: 'Filter payments' });
  await waitFor(() =>
    expect(within(filters).getAllByRole('option', { name: /Maple Court/ })).toHaveLength(20),
  );
  expect(within(filters).queryByRole('option', { name: 'Willow Row 17' })).toBeNull();

  await userEvent.type(within(filters).getByLabelText('Find a property'), 'Willow Row 17');
  const option = await within(filters).findByRole('option', { name: 'Willow Row 17' });
  await userEvent.selectOptions(within(filters).getByLabelText('Property'), option);
  expect(await screen.findByRole('row', { name: /Willow Row 17/ })).toBeVisible();
  expect(sentTo(sent, 'GET', 'payments/history?propertyId=prop-17&page=1')).toHaveLength(1);
  expect(within(filters).getByLabelText('Property')).toHaveValue('prop-17');
  expect(sentTo(sent, 'GET', 'properties?limit=200')).toHaveLength(0);
});

it('marks a reported payment received from the Reconciliation tab', async () => {
  const sent = renderPage();
  await userEvent.click(await screen.findByRole('tab', { name: 'Reconciliation' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Mark received' }));
  await waitFor(() =>
    expect(sentTo(sent, 'PUT', 'payments/pay-1/decision')).toEqual([
      expect.objectContaining({ body: { result: 'received' } }),
    ]),
  );
});

const lateFee = (month: string) => ({
  chargeId: `charge-${month}`,
  leaseId: 'lease-1',
  tenantId: 'tenant-1',
  tenantName: 'Terry Tenant',
  propertyName: 'Elm Street Flats',
  label: `${month} late fee`,
  reason: `${month} rent was paid late`,
  amount: 50,
  currency: 'USD',
  dueDate: '2026-09-04',
});

it('lists the oldest late fees first and loads the next page from its cursor', async () => {
  const sent = renderPage({
    'GET payments/late-fees': answer({
      data: [lateFee('August')],
      total: 2,
      nextCursor: '2026-09-04.lease-1',
    }),
    'GET payments/late-fees?cursor=2026-09-04.lease-1': answer({
      data: [lateFee('September')],
      total: 2,
      nextCursor: null,
    }),
  });
  await userEvent.click(await screen.findByRole('tab', { name: 'Reconciliation' }));
  const fees = await screen.findByRole('region', { name: 'Late fees owed' });
  expect(await within(fees).findByText('August rent was paid late')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
  expect(await within(fees).findByText('September rent was paid late')).toBeInTheDocument();
  expect(within(fees).getByText('August rent was paid late')).toBeInTheDocument();
  expect(sentTo(sent, 'GET', 'payments/late-fees?cursor=2026-09-04.lease-1')).toHaveLength(1);
  expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
});

it('says so when no tenant has been added yet', async () => {
  renderPage({ 'GET payments/summary': answer({ data: { ...summary, hasTenants: false } }) });
  expect(await screen.findByText('No tenants have been added yet')).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Payment methods' })).toBeInTheDocument();
});
