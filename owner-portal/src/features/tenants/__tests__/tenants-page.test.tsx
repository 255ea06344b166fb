import { screen, within } from '@testing-library/react';
import { answer, renderWithProviders, stubApi } from 'shared-ui/testing';
import { aTenant } from '../../../components/__tests__/fixtures';
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

function renderTenants(tenants = [grace, alan], route = '/tenants') {
  stubApi({ 'GET tenants/all': answer({ tenants }) });
  return renderWithProviders(<TenantsPage />, { route });
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

it('searches by name or e-mail', async () => {
  const { user } = renderTenants();
  await screen.findByRole('rowheader', { name: 'Grace Hopper' });
  await user.type(screen.getByRole('searchbox', { name: 'Search by name or e-mail' }), 'ALAN@');
  expect(rows()).toHaveLength(1);
  expect(screen.getByRole('rowheader', { name: 'Alan Turing' })).toBeInTheDocument();
});

it('filters by stage and property, read from the address', async () => {
  renderTenants([grace, alan], '/tenants?stage=lease_active');
  expect(await screen.findByRole('rowheader', { name: 'Alan Turing' })).toBeInTheDocument();
  expect(rows()).toHaveLength(1);
  expect(screen.getByRole('combobox', { name: 'Stage' })).toHaveValue('lease_active');
});

it('filters by property', async () => {
  const { user } = renderTenants();
  await screen.findByRole('rowheader', { name: 'Grace Hopper' });
  await user.selectOptions(screen.getByRole('combobox', { name: 'Property' }), 'Maple Court');
  expect(rows()).toHaveLength(1);
  expect(screen.getByRole('rowheader', { name: 'Grace Hopper' })).toBeInTheDocument();
});

it('says when no tenant has been added yet, with the invite action', async () => {
  renderTenants([]);
  expect(await screen.findByText('No tenants have been added yet')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Invite a tenant' })).toHaveAttribute(
    'href',
    '/tenants/add-tenant',
  );
});
