import { screen } from '@testing-library/react';
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
} as Property;

afterEach(() => jest.restoreAllMocks());

function renderAddTenant(answers: Parameters<typeof stubApi>[0] = {}) {
  const sent = stubApi({
    'GET properties?limit=200': answer({ data: [property], total: 1, nextCursor: null }),
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
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Property' }), 'property-1');
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
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Property' }), 'property-1');
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

it("shows the server's refusal on the Lease tab and keeps everything typed", async () => {
  const { user } = renderAddTenant({
    'POST tenants/create': answer({ error: 'This lease already has an active tenant' }, 409),
  });
  await fillPersonalInformation(user);
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Property' }), 'property-1');
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Lease' }), 'lease-1');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.click(await screen.findByRole('button', { name: 'Send invitation' }));

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'This lease already has an active tenant',
  );
  await user.click(screen.getByRole('tab', { name: 'Personal Information' }));
  expect(await screen.findByLabelText('Full name')).toHaveValue('Grace Hopper');
});
