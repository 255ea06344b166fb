import { screen, within } from '@testing-library/react';
import { answer, renderWithProviders, sentTo, stubApi } from 'shared-ui/testing';
import { aTenant, tenantPage } from '../../../components/__tests__/fixtures';
import { TenantsPage } from '../tenants-page';

const grace = aTenant();
const alan = aTenant({
  _id: 'tenant-2',
  tenantId: 'tenant-2',
  name: 'Alan Turing',
  email: 'alan@example.com',
  propertyId: 'property-2',
  propertyName: 'Oak House',
  currentUnit: 1,
  stage: 'lease_active',
  leaseStatus: 'active',
});

afterEach(() => jest.restoreAllMocks());

function renderTenants(
  answers: Parameters<typeof stubApi>[0] = {},
  route = '/tenants',
  tenants = [grace, alan],
) {
  const sent = stubApi({ 'GET tenants/all': answer(tenantPage(tenants)), ...answers });
  return { sent, ...renderWithProviders(<TenantsPage />, { route }) };
}

const rows = () => screen.getAllByRole('row').slice(1);

it('lists every tenant with the home, the stage and a way to manage them', async () => {
  renderTenants();
  const row = (await screen.findByRole('rowheader', { name: 'Grace Hopper' })).closest('tr');
  if (!row) throw new Error('no row');
  expect(within(row).getByText('Maple Court, unit 2')).toBeInTheDocument();
  expect(within(row).getByText('Background check')).toBeInTheDocument();
  expect(within(row).getByText(/Invited Nov 21, 2026/)).toBeInTheDocument();
  expect(within(row).getByRole('link', { name: 'Manage Grace Hopper' })).toHaveAttribute(
    'href',
    '/properties/manage-tenant/tenant-1',
  );
  expect(screen.getByText('Lease Dec 1, 2026 to Nov 30, 2027')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Add Tenant' })).toHaveAttribute(
    'href',
    '/tenants/add-tenant',
  );
});

it('says how many tenants there are', async () => {
  renderTenants({ 'GET tenants/all': answer(tenantPage([grace, alan], 'cursor-2', 120)) });
  expect(await screen.findByText('120 tenants')).toBeInTheDocument();
});

it('searches by name or e-mail on the server', async () => {
  const { sent, user } = renderTenants({
    'GET tenants/all?search=ALAN%40': answer(tenantPage([alan])),
  });
  await screen.findByRole('rowheader', { name: 'Grace Hopper' });
  await user.type(screen.getByRole('searchbox', { name: 'Search by name or e-mail' }), 'ALAN@');
  expect(await screen.findByText('1 tenant')).toBeInTheDocument();
  expect(rows()).toHaveLength(1);
  expect(screen.getByRole('rowheader', { name: 'Alan Turing' })).toBeInTheDocument();
  expect(sentTo(sent, 'GET', 'tenants/all?search=ALAN')).toHaveLength(0);
});

it('filters by stage, read from the address', async () => {
  renderTenants(
    { 'GET tenants/all?stage=lease_active': answer(tenantPage([alan])) },
    '/tenants?stage=lease_active',
  );
  expect(await screen.findByRole('rowheader', { name: 'Alan Turing' })).toBeInTheDocument();
  expect(rows()).toHaveLength(1);
  expect(screen.getByRole('combobox', { name: 'Stage' })).toHaveValue('lease_active');
});

it('filters by property', async () => {
  const { user } = renderTenants({
    'GET tenants/all?propertyId=property-1': answer(tenantPage([grace])),
  });
  await screen.findByRole('rowheader', { name: 'Alan Turing' });
  await user.selectOptions(screen.getByRole('combobox', { name: 'Property' }), 'Maple Court');
  expect(await screen.findByText('1 tenant')).toBeInTheDocument();
  expect(rows()).toHaveLength(1);
  expect(screen.getByRole('rowheader', { name: 'Grace Hopper' })).toBeInTheDocument();
});

it('says when no tenant matches, keeping the filters to change', async () => {
  const { user } = renderTenants({ 'GET tenants/all?search=nobody': answer(tenantPage([])) });
  await screen.findByRole('rowheader', { name: 'Grace Hopper' });
  await user.type(screen.getByRole('searchbox', { name: 'Search by name or e-mail' }), 'nobody');
  expect(await screen.findByText('No tenant matches these filters')).toBeInTheDocument();
  expect(screen.getByRole('searchbox', { name: 'Search by name or e-mail' })).toHaveValue('nobody');
});

it('loads the next page from the cursor, and offers no more after the last', async () => {
  const ada = aTenant({ _id: 'tenant-3', tenantId: 'tenant-3', name: 'Ada Lovelace' });
  const { sent, user } = renderTenants({
    'GET tenants/all': answer(tenantPage([grace, alan], 'cursor-2', 3)),
    'GET tenants/all?cursor=cursor-2': answer(tenantPage([ada], null, 3)),
  });
  await screen.findByRole('rowheader', { name: 'Grace Hopper' });
  await user.click(screen.getByRole('button', { name: 'Load more' }));
  expect(await screen.findByRole('rowheader', { name: 'Ada Lovelace' })).toBeInTheDocument();
  expect(rows()).toHaveLength(3);
  expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  expect(sentTo(sent, 'GET', 'tenants/all?cursor=cursor-2')).toHaveLength(1);
});

it('offers to try again when a page could not be loaded', async () => {
  renderTenants({ 'GET tenants/all': answer({ error: 'Failed to fetch tenants' }, 503) });
  expect(await screen.findByText('Tenants could not be loaded')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
});

it('says when no tenant has been added yet, with the invite action', async () => {
  renderTenants({}, '/tenants', []);
  expect(await screen.findByText('No tenants have been added yet')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Invite a tenant' })).toHaveAttribute(
    'href',
    '/tenants/add-tenant',
  );
});
