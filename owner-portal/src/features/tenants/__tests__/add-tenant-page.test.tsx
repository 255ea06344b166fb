import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { Property } from 'shared-api/contract';
import { answer, renderWithProviders, sentTo, stubApi } from 'shared-ui/testing';
import { aTenant, pendingLease } from '../../../components/__tests__/fixtures';
import { AddTenantPage } from '../add-tenant-page';

const property = {
  _id: 'property-1',
  propertyId: 'property-1',
  name: 'Maple Court',
  monthlyRent: 1500,
  securityDeposit: 1500,
  units: 4,
  currency: 'USD',
} as Property;

/** One property, as the page reads the chosen one. */
const propertyRead = (one: Property) => ({
  [`GET properties/?propertyId=${one.propertyId}`]: answer({
    data: [one],
    total: 1,
    nextCursor: null,
  }),
});

afterEach(() => jest.restoreAllMocks());

function renderAddTenant(answers: Parameters<typeof stubApi>[0] = {}) {
  const sent = stubApi({
    'GET properties?limit=20': answer({ data: [property], total: 1, nextCursor: null }),
    ...propertyRead(property),
    'GET leases?propertyId=property-1': answer({ lease: [pendingLease] }),
    'POST tenants/create': answer({ data: aTenant() }, 201),
    ...answers,
  });
  const rendered = renderWithProviders(
    <Routes>
      <Route path="/tenants/add-tenant" element={<AddTenantPage />} />
      <Route path="/properties/manage-tenant/:id" element={<h1>Managing the tenant</h1>} />
    </Routes>,
    { route: '/tenants/add-tenant' },
  );
  return { sent, ...rendered };
}

async function fillPersonalInformation(user: ReturnType<typeof renderAddTenant>['user']) {
  await user.type(await screen.findByLabelText('Full name'), 'Grace Hopper');
  await user.type(screen.getByLabelText('Email'), 'grace@example.com');
  await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '5551234567');
  await user.type(screen.getByLabelText('Current address'), '1 Harbour Road');
  await user.click(screen.getByRole('button', { name: 'Next' }));
}

/** Chooses the first property the picker offers, once it is offered. */
async function chooseMapleCourt(user: ReturnType<typeof renderAddTenant>['user']) {
  const choice = await screen.findByRole('combobox', { name: 'Property' });
  await user.selectOptions(
    choice,
    await within(choice).findByRole('option', { name: 'Maple Court' }),
  );
}

it('keeps the owner on Personal Information until it is valid', async () => {
  const { user } = renderAddTenant();
  await user.click(await screen.findByRole('button', { name: 'Next' }));
  expect(await screen.findByText('Name is required')).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Personal Information' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
});

it('invites onto a pending lease after reading the terms back', async () => {
  const { sent, user } = renderAddTenant();
  await fillPersonalInformation(user);
  await chooseMapleCourt(user);
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Lease' }), 'lease-1');
  // The short choice's lease, its dates and rent, said under the list.
  expect(screen.getByRole('combobox', { name: 'Lease' })).toHaveAccessibleDescription(
    / to .+ a month$/,
  );
  await user.click(screen.getByRole('button', { name: 'Next' }));

  expect(await screen.findByText('$3,000.00')).toBeInTheDocument();
  expect(screen.getByText('+15551234567')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Send invitation' }));

  expect(await screen.findByRole('heading', { name: 'Managing the tenant' })).toBeInTheDocument();
  expect(sentTo(sent, 'POST', 'leases/create')).toHaveLength(0);
  expect(sentTo(sent, 'POST', 'tenants/create')[0]?.body).toMatchObject({
    leaseId: 'lease-1',
    email: 'grace@example.com',
  });
});

it('creates the lease from new terms, then invites onto it', async () => {
  const { sent, user } = renderAddTenant({
    'POST leases/create': answer({ lease: { ...pendingLease, leaseId: 'lease-9' } }, 201),
  });
  await fillPersonalInformation(user);
  await chooseMapleCourt(user);
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Lease' }), 'new');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByText('Start date is required')).toBeInTheDocument();

  await user.type(screen.getByLabelText('Start date'), '2027-01-01');
  await user.type(screen.getByLabelText('End date'), '2027-12-31');
  await user.type(screen.getByLabelText('Unit'), '3');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.click(await screen.findByRole('button', { name: 'Send invitation' }));

  expect(await screen.findByRole('heading', { name: 'Managing the tenant' })).toBeInTheDocument();
  expect(sentTo(sent, 'POST', 'leases/create')[0]?.body).toMatchObject({
    propertyId: 'property-1',
    startDate: '2027-01-01',
    endDate: '2027-12-31',
    monthlyRent: 1500,
    securityDeposit: 1500,
    currentUnit: 3,
  });
  expect(sentTo(sent, 'POST', 'tenants/create')[0]?.body).toMatchObject({ leaseId: 'lease-9' });
});

it('adds the tenant on a property found by searching, beyond the first ones offered', async () => {
  // The owner has 10,000 properties: the picker first offers the newest 20, the rest by search.
  const newest = Array.from({ length: 20 }, (_, index) => ({
    ...property,
    _id: `property-${10_000 - index}`,
    propertyId: `property-${10_000 - index}`,
    name: `Maple Court ${10_000 - index}`,
  }));
  const far = {
    ...property,
    _id: 'property-17',
    propertyId: 'property-17',
    name: 'Willow Row 17',
    monthlyRent: 2100,
    securityDeposit: 900,
    currency: 'CAD',
  } as Property;
  const { sent, user } = renderAddTenant({
    'GET properties?limit=20': answer({ data: newest, total: 10_000, nextCursor: 'c20' }),
    'GET properties?search=Willow+Row+17&limit=20': answer({ data: [far], total: 1 }),
    ...propertyRead(far),
    'GET leases?propertyId=property-17': answer({ lease: [] }),
    'POST leases/create': answer(
      { lease: { ...pendingLease, leaseId: 'lease-17', propertyId: 'property-17' } },
      201,
    ),
  });
  await fillPersonalInformation(user);
  const choice = await screen.findByRole('combobox', { name: 'Property' });
  await waitFor(() =>
    expect(within(choice).getByRole('option', { name: 'Maple Court 10000' })).toBeInTheDocument(),
  );
  expect(within(choice).queryByRole('option', { name: 'Willow Row 17' })).toBeNull();

  await user.type(screen.getByLabelText('Find a property'), 'Willow Row 17');
  const option = await within(choice).findByRole('option', { name: 'Willow Row 17' });
  await user.selectOptions(choice, option);
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Lease' }), 'new');
  // The new lease's rent and deposit start as the chosen property's own.
  await waitFor(() => expect(screen.getByLabelText('Monthly rent')).toHaveValue(2100));
  expect(screen.getByLabelText('Security deposit')).toHaveValue(900);
  // Searching again keeps the chosen property chosen and named.
  await user.clear(screen.getByLabelText('Find a property'));
  await user.type(screen.getByLabelText('Find a property'), 'Maple');
  expect(choice).toHaveValue('property-17');
  await user.type(screen.getByLabelText('Start date'), '2027-01-01');
  await user.type(screen.getByLabelText('End date'), '2027-12-31');
  await user.type(screen.getByLabelText('Unit'), '3');
  await user.click(screen.getByRole('button', { name: 'Next' }));

  // The terms read back name the property found.
  expect(await screen.findByLabelText('Lease to be sent')).toHaveTextContent('Willow Row 17');
  await user.click(screen.getByRole('button', { name: 'Send invitation' }));

  expect(await screen.findByRole('heading', { name: 'Managing the tenant' })).toBeInTheDocument();
  expect(sentTo(sent, 'POST', 'leases/create')[0]?.body).toMatchObject({
    propertyId: 'property-17',
    monthlyRent: 2100,
    securityDeposit: 900,
  });
  expect(sentTo(sent, 'POST', 'tenants/create')[0]?.body).toMatchObject({ leaseId: 'lease-17' });
  expect(sentTo(sent, 'GET', 'properties?limit=200')).toHaveLength(0);
});

it("shows the server's refusal on the Lease tab and keeps everything typed", async () => {
  const { user } = renderAddTenant({
    'POST tenants/create': answer({ error: 'This lease already has an active tenant' }, 409),
  });
  await fillPersonalInformation(user);
  await chooseMapleCourt(user);
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Lease' }), 'lease-1');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.click(await screen.findByRole('button', { name: 'Send invitation' }));

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'This lease already has an active tenant',
  );
  await user.click(screen.getByRole('tab', { name: 'Personal Information' }));
  expect(await screen.findByLabelText('Full name')).toHaveValue('Grace Hopper');
});
