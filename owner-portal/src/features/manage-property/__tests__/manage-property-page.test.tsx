import { act, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'shared-ui';
import { answer, sentTo, stubApi } from 'shared-ui/testing';
import { aTenant, pendingLease } from '../../../components/__tests__/fixtures';
import { aProperty, listOf } from '../../properties/__tests__/fixtures';
import { renderRoute } from '../../properties/__tests__/render-route';
import { ManagePropertyPage } from '../manage-property-page';

jest.setTimeout(30_000);

const activeLease = {
  ...pendingLease,
  leaseId: 'lease-0',
  _id: 'lease-0',
  currentUnit: 1,
  status: 'active' as const,
  startDate: '2026-01-01',
  endDate: '2026-12-31',
};

const year = new Date().toISOString().slice(0, 4);
const yearBooks = `books/summary?from=${year}-01-01&to=${year}-12-31&propertyId=property-1`;

/** The property's books for the year, with what the overview reads filled in. */
const booksOfYear = answer({
  data: {
    from: `${year}-01-01`,
    to: `${year}-12-31`,
    propertyId: 'property-1',
    currencies: [
      {
        currency: 'USD',
        income: { rent: 15000, lateFees: 50, total: 15050 },
        depositsCollected: 7500,
        expenses: [],
        expensesTotal: 5200,
        operatingExpenses: 4000,
        netOperatingIncome: 11050,
        months: [],
        properties: [],
      },
    ],
  },
});

const propertyAnswers = {
  [`GET ${yearBooks}`]: booksOfYear,
  'GET properties/?propertyId=property-1': answer(listOf([aProperty()])),
  'GET leases/?propertyId=property-1': answer({ lease: [pendingLease, activeLease] }),
  'GET tenants/?propertyId=property-1': answer({
    data: [
      aTenant(),
      aTenant({ tenantId: 'tenant-2', name: 'Alan Turing', stage: 'lease_active' }),
    ],
  }),
  'GET maintenance?propertyId=property-1': answer({ data: [] }),
};

function renderManage(route = '/properties/manage-property/property-1', answers = {}) {
  const sent = stubApi({ ...propertyAnswers, ...answers });
  return { sent, ...renderRoute('/properties/manage-property/:id', ManagePropertyPage, route) };
}

const slowly = { timeout: 10_000 };

afterEach(() => {
  act(() => {
    toast.dismiss();
  });
  jest.restoreAllMocks();
});

test('opens on the overview with the figures from the property and its leases', async () => {
  renderManage();
  expect(await screen.findByRole('tab', { name: 'Overview' }, slowly)).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const figures = screen.getByLabelText('Property figures');
  const value = (label: string) => within(figures).getByText(label).nextSibling;
  expect(value('Units')).toHaveTextContent('6');
  expect(value('Occupied units')).toHaveTextContent('2');
  expect(value('Rent roll')).toHaveTextContent('$7,500.00 a month');
  expect(value('Vacancy')).toHaveTextContent('4 units (67%)');
  await waitFor(() => expect(value('Pending leases')).toHaveTextContent('1'));
  expect(value('Active leases')).toHaveTextContent('1');
});

test("shows the year's income, operating expenses and net operating income from the books", async () => {
  renderManage();
  const figures = await screen.findByLabelText('Property figures', {}, slowly);
  const value = (label: string) => within(figures).getByText(label).nextSibling;
  await waitFor(() => expect(value('Income this year')).toHaveTextContent('$15,050.00'));
  expect(value('Operating expenses this year')).toHaveTextContent('$4,000.00');
  expect(value('Net operating income this year')).toHaveTextContent('$11,050.00');
});

test('opens the tab the address names and puts the chosen tab in it', async () => {
  const { user, history } = renderManage('/properties/manage-property/property-1?tab=tenants');
  expect(await screen.findByRole('tab', { name: 'Tenants' }, slowly)).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const row = await screen.findByRole('row', { name: /Alan Turing/ });
  expect(within(row).getByRole('link', { name: 'Alan Turing' })).toHaveAttribute(
    'href',
    '/properties/manage-tenant/tenant-2',
  );
  expect(within(row).getByText('Lease active')).toBeInTheDocument();

  await user.click(screen.getByRole('tab', { name: 'Maintenance' }));
  expect(history.location.search).toBe('?tab=maintenance');
  expect(
    await screen.findByRole('heading', { name: 'No maintenance requests' }),
  ).toBeInTheDocument();
});

test('lists the leases as "Pending" or "Lease Active"', async () => {
  renderManage('/properties/manage-property/property-1?tab=lease');
  const pending = await screen.findByRole('row', { name: /Unit 2/ }, slowly);
  expect(pending).toHaveTextContent('Pending');
  expect(pending).toHaveTextContent('$1,500.00');
  expect(screen.getByRole('row', { name: /Unit 1/ })).toHaveTextContent('Lease Active');
});

test('asks for the missing terms of a new lease in the owner’s words', async () => {
  const { user, sent } = renderManage('/properties/manage-property/property-1?tab=lease');
  await user.click(await screen.findByRole('button', { name: 'Create lease' }, slowly));
  const modal = await screen.findByRole('dialog', { name: 'Create Lease' }, slowly);

  await user.click(within(modal).getByRole('button', { name: 'Create lease' }));

  expect(await within(modal).findByText('Choose a unit')).toBeInTheDocument();
  expect(within(modal).getByText('Start date is required')).toBeInTheDocument();
  expect(within(modal).getByText('End date is required')).toBeInTheDocument();
  expect(within(modal).queryByText(/must be a/)).not.toBeInTheDocument();
  expect(sentTo(sent, 'POST', 'leases/create')).toHaveLength(0);
});

test('creates a lease on one of the property’s units', async () => {
  const { user, sent } = renderManage('/properties/manage-property/property-1?tab=lease', {
    'POST leases/create': answer(
      { lease: { ...pendingLease, leaseId: 'lease-3', currentUnit: 4 } },
      201,
    ),
  });
  await user.click(await screen.findByRole('button', { name: 'Create lease' }, slowly));
  const modal = await screen.findByRole('dialog', { name: 'Create Lease' }, slowly);
  const unit = within(modal).getByLabelText('Unit');
  expect(
    within(unit)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Select a unit', 'Unit 1', 'Unit 2', 'Unit 3', 'Unit 4', 'Unit 5', 'Unit 6']);
  expect(within(modal).queryByLabelText('Special terms')).not.toBeInTheDocument();
  await user.type(within(modal).getByLabelText('Start date'), '2027-01-01');
  await user.type(within(modal).getByLabelText('End date'), '2027-12-31');
  await user.selectOptions(unit, 'Unit 4');
  await user.click(within(modal).getByRole('button', { name: 'Create lease' }));

  expect(await screen.findByText('Lease has been created successfully')).toBeInTheDocument();
  expect(sentTo(sent, 'POST', 'leases/create')[0]?.body).toEqual({
    propertyId: 'property-1',
    startDate: '2027-01-01',
    endDate: '2027-12-31',
    monthlyRent: 1250,
    securityDeposit: 1250,
    currentUnit: 4,
    existingTenancy: false,
    status: 'pending',
    tenantIds: [],
    lateFee: 100,
    lateFeeAfterDays: 2,
    metadata: { renewalOffered: true },
  });
});

test('records a tenancy that has already started when the owner says so', async () => {
  const { user, sent } = renderManage('/properties/manage-property/property-1?tab=lease', {
    'POST leases/create': answer(
      { lease: { ...pendingLease, leaseId: 'lease-4', currentUnit: 2 } },
      201,
    ),
  });
  await user.click(await screen.findByRole('button', { name: 'Create lease' }, slowly));
  const modal = await screen.findByRole('dialog', { name: 'Create Lease' }, slowly);
  await user.type(within(modal).getByLabelText('Start date'), '2025-06-01');
  await user.click(within(modal).getByLabelText(/This tenancy has already started/));
  await user.type(within(modal).getByLabelText('End date'), '2026-05-31');
  await user.selectOptions(within(modal).getByLabelText('Unit'), 'Unit 2');
  await user.click(within(modal).getByRole('button', { name: 'Create lease' }));

  expect(await screen.findByText('Lease has been created successfully')).toBeInTheDocument();
  expect(sentTo(sent, 'POST', 'leases/create')[0]?.body).toMatchObject({
    startDate: '2025-06-01',
    existingTenancy: true,
  });
});

test('shows a refused lease inside the modal and keeps what was typed', async () => {
  const { user } = renderManage('/properties/manage-property/property-1?tab=lease', {
    'POST leases/create': answer(
      { error: 'Unit 2 already has a pending lease from 2026-12-01 to 2027-11-30' },
      409,
    ),
  });
  await user.click(await screen.findByRole('button', { name: 'Create lease' }, slowly));
  const modal = await screen.findByRole('dialog', { name: 'Create Lease' }, slowly);
  await user.type(within(modal).getByLabelText('Start date'), '2027-01-01');
  await user.type(within(modal).getByLabelText('End date'), '2026-12-31');
  await user.selectOptions(within(modal).getByLabelText('Unit'), 'Unit 2');
  await user.click(within(modal).getByRole('button', { name: 'Create lease' }));
  expect(
    await within(modal).findByText('The end date must be after the start date'),
  ).toBeInTheDocument();

  await user.clear(within(modal).getByLabelText('End date'));
  await user.type(within(modal).getByLabelText('End date'), '2027-12-31');
  await user.click(within(modal).getByRole('button', { name: 'Create lease' }));
  expect(await within(modal).findByRole('alert')).toHaveTextContent(
    'Unit 2 already has a pending lease from 2026-12-01 to 2027-11-30',
  );
  expect(within(modal).getByLabelText('Start date')).toHaveValue('2027-01-01');
});

test('edits a lease with its start date and unit locked and its notes shown', async () => {
  const { user, sent } = renderManage('/properties/manage-property/property-1?tab=lease', {
    'PUT lease/lease-1': answer({ lease: { ...pendingLease, monthlyRent: 1600 } }),
  });
  await user.click(
    await screen.findByRole('button', { name: 'Edit the lease of unit 2 from 2026-12-01' }, slowly),
  );
  const modal = await screen.findByRole('dialog', { name: 'Edit Lease' }, slowly);
  expect(within(modal).getByLabelText('Start date')).toHaveAttribute('readonly');
  expect(within(modal).getByLabelText('Unit')).toHaveAttribute('readonly');
  expect(within(modal).getByLabelText('Unit')).toHaveValue(2);
  expect(within(modal).getByLabelText('Special terms')).toHaveValue('No smoking');
  expect(within(modal).getByLabelText('Renewal offered')).toHaveValue('no');

  await user.clear(within(modal).getByLabelText('Monthly rent'));
  await user.type(within(modal).getByLabelText('Monthly rent'), '1600');
  await user.selectOptions(within(modal).getByLabelText('Renewal offered'), 'Yes');
  await user.type(within(modal).getByLabelText('Last inspection date'), '2026-11-15');
  await user.click(within(modal).getByRole('button', { name: 'Save lease' }));

  expect(await screen.findByText('Lease has been updated successfully')).toBeInTheDocument();
  expect(sentTo(sent, 'PUT', 'lease/lease-1')[0]?.body).toEqual({
    endDate: '2027-11-30',
    monthlyRent: 1600,
    securityDeposit: 1500,
    lateFee: 100,
    lateFeeAfterDays: 2,
    metadata: {
      specialTerms: 'No smoking',
      renewalOffered: true,
      lastInspectionDate: '2026-11-15',
    },
  });
});

test('opens the Invite Tenant modal from the Tenants and the Lease tabs', async () => {
  const { user } = renderManage('/properties/manage-property/property-1?tab=lease', {
    'GET leases?propertyId=property-1': answer({ lease: [pendingLease] }),
    'GET tenants/all?propertyId=property-1&limit=200': answer({
      tenants: [],
      total: 0,
      nextCursor: null,
    }),
  });
  await user.click(await screen.findByRole('button', { name: 'Invite Tenant' }, slowly));
  const modal = await screen.findByRole('dialog', { name: 'Invite Tenant' }, slowly);
  expect(await within(modal).findByRole('button', { name: 'Send invitation' })).toBeInTheDocument();
  await user.click(within(modal).getByRole('button', { name: 'Close' }));

  await user.click(screen.getByRole('tab', { name: 'Tenants' }));
  await user.click(await screen.findByRole('button', { name: 'Invite Tenant' }));
  expect(await screen.findByRole('dialog', { name: 'Invite Tenant' })).toBeInTheDocument();
});

test('shows "not found" for another owner’s property', async () => {
  stubApi({
    'GET properties/?propertyId=property-9': answer({ error: 'Property not found' }, 404),
  });
  renderRoute(
    '/properties/manage-property/:id',
    ManagePropertyPage,
    '/properties/manage-property/property-9',
  );
  expect(await screen.findByRole('heading', { name: 'Property not found' })).toBeInTheDocument();
});
