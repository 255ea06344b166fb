import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { answer, renderWithProviders, sentTo, stubApi } from 'shared-ui/testing';
import { MaintenancePage } from '../maintenance-page';
import { RequestPage } from '../request-page';

const ownerSession = {
  session: { role: 'owner' as const, user: { name: 'Olive Owner', email: 'olive@example.com' } },
};

const request = {
  _id: 'r1',
  requestId: 'r1',
  title: 'No heating',
  priority: 'Urgent',
  date: '2026-12-01',
  description: 'The radiators are cold.',
  status: 'open',
  propertyId: 'p1',
  propertyName: 'Maple Court',
  currentUnit: 2,
  tenant: { tenantId: 't1', name: 'Toni Tenant' },
  photoCount: 0,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

const properties = {
  'GET properties?limit=20': answer({
    data: [{ propertyId: 'p1', name: 'Maple Court' }],
    total: 1,
    nextCursor: null,
  }),
  'GET properties/?propertyId=p1': answer({
    data: [{ propertyId: 'p1', name: 'Maple Court' }],
    total: 1,
    nextCursor: null,
  }),
};

// The owner has 10,000 properties: the filter first offers the newest 20, the rest by search.
const newest = Array.from({ length: 20 }, (_, index) => ({
  propertyId: `p${10_000 - index}`,
  name: `Maple Court ${10_000 - index}`,
}));
const far = { propertyId: 'p17', name: 'Willow Row 17' };
const manyProperties = {
  'GET properties?limit=20': answer({ data: newest, total: 10_000, nextCursor: 'c20' }),
  'GET properties?search=Willow+Row+17&limit=20': answer({ data: [far], total: 1 }),
  'GET properties/?propertyId=p17': answer({ data: [far], total: 1, nextCursor: null }),
};

afterEach(() => jest.restoreAllMocks());

it('lists every request with its property, tenant, priority and status', async () => {
  stubApi({ ...properties, 'GET maintenance': answer({ data: [request] }) });
  renderWithProviders(<MaintenancePage />, { route: '/maintenance', preloadedState: ownerSession });
  expect(await screen.findByRole('link', { name: 'No heating' })).toHaveAttribute(
    'href',
    '/maintenance/r1',
  );
  const row = screen.getByRole('row', { name: /No heating/ });
  expect(within(row).getByText('Maple Court, unit 2')).toBeInTheDocument();
  expect(within(row).getByText('Toni Tenant')).toBeInTheDocument();
  expect(within(row).getByText('Urgent')).toBeInTheDocument();
  expect(within(row).getByText('Open')).toBeInTheDocument();
});

it('asks the server for the requests of the chosen status and property', async () => {
  const sent = stubApi({
    ...properties,
    'GET maintenance': answer({ data: [request] }),
    'GET maintenance?status=in_progress': answer({ data: [] }),
    'GET maintenance?status=in_progress&propertyId=p1': answer({ data: [] }),
  });
  const { user } = renderWithProviders(<MaintenancePage />, {
    route: '/maintenance',
    preloadedState: ownerSession,
  });
  await screen.findByRole('link', { name: 'No heating' });
  await user.selectOptions(screen.getByLabelText('Status'), 'in_progress');
  await screen.findByRole('option', { name: 'Maple Court' });
  await user.selectOptions(screen.getByLabelText('Property'), 'p1');
  await waitFor(() =>
    expect(sentTo(sent, 'GET', 'maintenance?status=in_progress&propertyId=p1')).toHaveLength(1),
  );
  expect(await screen.findByText('No maintenance requests match')).toBeInTheDocument();
});

it('filters by a property found by searching, beyond the first ones offered', async () => {
  const sent = stubApi({
    ...manyProperties,
    'GET maintenance': answer({ data: [request] }),
    'GET maintenance?propertyId=p17': answer({
      data: [{ ...request, _id: 'r17', requestId: 'r17', title: 'Leaking tap', propertyId: 'p17' }],
    }),
  });
  const { user } = renderWithProviders(<MaintenancePage />, {
    route: '/maintenance',
    preloadedState: ownerSession,
  });
  await screen.findByRole('link', { name: 'No heating' });
  await waitFor(() =>
    expect(screen.getAllByRole('option', { name: /Maple Court/ })).toHaveLength(20),
  );
  expect(screen.queryByRole('option', { name: 'Willow Row 17' })).toBeNull();

  await user.type(screen.getByLabelText('Find a property'), 'Willow Row 17');
  const option = await screen.findByRole('option', { name: 'Willow Row 17' });
  await user.selectOptions(screen.getByLabelText('Property'), option);
  expect(await screen.findByRole('link', { name: 'Leaking tap' })).toBeVisible();
  expect(sentTo(sent, 'GET', 'maintenance?propertyId=p17')).toHaveLength(1);
  expect(screen.getByLabelText('Property')).toHaveValue('p17');
  expect(sentTo(sent, 'GET', 'properties?limit=200')).toHaveLength(0);
});

it('names the filtered property of a shared address though it is not among the first offered', async () => {
  stubApi({ ...manyProperties, 'GET maintenance?propertyId=p17': answer({ data: [] }) });
  renderWithProviders(<MaintenancePage />, {
    route: '/maintenance?propertyId=p17',
    preloadedState: ownerSession,
  });
  const property = screen.getByLabelText('Property');
  await waitFor(() => expect(property).toHaveValue('p17'));
  expect(within(property).getByRole('option', { name: 'Willow Row 17' })).toHaveProperty(
    'selected',
    true,
  );
  expect(await screen.findByText('No maintenance requests match')).toBeInTheDocument();
});

it('moves an open request to in progress', async () => {
  const detail = { ...request, photos: [], updates: [] };
  const sent = stubApi({
    'GET maintenance/r1': answer({ data: detail }),
    'PUT maintenance/r1/status': answer({ data: { ...detail, status: 'in_progress' } }),
  });
  const { user } = renderWithProviders(
    <Routes>
      <Route path="/maintenance/:requestId" element={<RequestPage />} />
    </Routes>,
    { route: '/maintenance/r1', preloadedState: ownerSession },
  );
  await user.click(await screen.findByRole('button', { name: 'Mark in progress' }));
  await waitFor(() =>
    expect(sentTo(sent, 'PUT', 'maintenance/r1/status')[0]?.body).toEqual({
      status: 'in_progress',
    }),
  );
});
