import { screen, waitFor, within } from '@testing-library/react';
import { Toaster } from 'shared-ui';
import { answer, renderWithProviders, sentTo, stubApi } from 'shared-ui/testing';
import { InviteTenantModal } from '../invite-tenant-modal';
import { aTenant, pendingLease, tenantPage } from './fixtures';

afterEach(() => jest.restoreAllMocks());

function renderModal(answers: Parameters<typeof stubApi>[0], onOpenChange = jest.fn()) {
  const sent = stubApi({
    'GET leases?propertyId=property-1': answer({ lease: [pendingLease] }),
    'GET tenants/all?propertyId=property-1&limit=200': answer(tenantPage([])),
    ...answers,
  });
  return {
    sent,
    onOpenChange,
    ...renderWithProviders(
      <>
        <InviteTenantModal propertyId="property-1" open onOpenChange={onOpenChange} />
        <Toaster />
      </>,
    ),
  };
}

async function fillIn(user: ReturnType<typeof renderModal>['user']) {
  await user.type(await screen.findByLabelText('Full name'), 'Grace Hopper');
  await user.type(screen.getByLabelText('Email'), 'grace@example.com');
  await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '555 123 4567');
  await user.type(screen.getByLabelText('Address'), '1 Harbour Road');
}

it('invites the tenant onto the pending lease, says so and closes', async () => {
  const { sent, user, onOpenChange } = renderModal({
    'POST tenants/create': answer({ data: aTenant() }, 201),
  });
  await fillIn(user);
  await user.click(screen.getByRole('button', { name: 'Send invitation' }));

  expect(await screen.findByText('Tenant created successfully')).toBeInTheDocument();
  await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  expect(sentTo(sent, 'POST', 'tenants/create')[0]?.body).toEqual({
    leaseId: 'lease-1',
    name: 'Grace Hopper',
    email: 'grace@example.com',
    phone: '+15551234567',
    address: '1 Harbour Road',
  });
});

it("shows the server's refusal inside the modal and keeps what was typed", async () => {
  const { user } = renderModal({
    'POST tenants/create': answer({ error: 'This lease already has an active tenant' }, 409),
  });
  await fillIn(user);
  await user.click(screen.getByRole('button', { name: 'Send invitation' }));

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'This lease already has an active tenant',
  );
  expect(screen.getByLabelText('Full name')).toHaveValue('Grace Hopper');
});

it('checks the fields with the contract before sending anything', async () => {
  const { sent, user } = renderModal({});
  await screen.findByLabelText('Full name');
  await user.click(screen.getByRole('button', { name: 'Send invitation' }));

  expect(await screen.findByText('Email is required')).toBeInTheDocument();
  expect(sentTo(sent, 'POST', 'tenants/create')).toHaveLength(0);
});

it('links to the lease tab when the property has no pending lease', async () => {
  renderModal({ 'GET leases?propertyId=property-1': answer({ lease: [] }) });
  expect(await screen.findByRole('link', { name: 'Create a lease first' })).toHaveAttribute(
    'href',
    '/properties/manage-property/property-1?tab=lease',
  );
});

it('sends a fresh link to a tenant already invited, showing when the last one went', async () => {
  const { sent, user } = renderModal({
    'GET tenants/all?propertyId=property-1&limit=200': answer(tenantPage([aTenant()])),
    'POST tenants/tenant/tenant-1/invitation': answer({ data: aTenant() }),
  });
  expect(await screen.findByText(/Invitation sent Nov 21, 2026/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Resend invitation to Grace Hopper' }));

  expect(await screen.findByRole('status')).toHaveTextContent(
    'A new invitation link was sent to grace@example.com',
  );
  expect(sentTo(sent, 'POST', 'tenants/tenant/tenant-1/invitation')).toHaveLength(1);
});

it('offers each lease in a short choice and says its terms under the list', async () => {
  renderModal({});
  const lease = await screen.findByRole('combobox', { name: 'Lease' });
  const [choice] = within(lease).getAllByRole('option');
  expect(choice).toHaveTextContent(/^Unit \d+, from \w{3} \d{1,2}, \d{4}$/);
  expect(choice!.textContent!.length).toBeLessThanOrEqual(28);
  expect(lease).toHaveAccessibleDescription(/ to .+ a month$/);
});

it('lists a tenant whose check failed as "Check failed", with no link to resend', async () => {
  renderModal({
    'GET tenants/all?propertyId=property-1&limit=200': answer(
      tenantPage([aTenant({ stage: 'check_failed' })]),
    ),
  });
  const invited = await screen.findByRole('region', { name: 'Already invited' });
  expect(invited).toHaveTextContent('Check failed');
  expect(invited).not.toHaveTextContent('Invitation sent');
  expect(within(invited).queryByRole('button')).not.toBeInTheDocument();
});
