import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { Owner, Tenant } from 'shared-api/contract';
import { answer, renderWithProviders, sentTo, stubApi } from 'shared-ui/testing';
import { aTenant, pendingLease } from '../../../components/__tests__/fixtures';
import { ManageTenantPage } from '../manage-tenant-page';

const owner: Owner = {
  _id: 'owner-1',
  ownerId: 'owner-1',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: null,
  emailVerified: true,
  bankDetails: {
    accountName: 'Ada Lovelace',
    bankName: 'First Bank',
    accountNumber: '****6789',
    routingNumber: '****4321',
  },
  createdAt: '2026-11-01T10:00:00.000Z',
};

// The review and the tabs behind the overview load their code on first render.
const slowly = { timeout: 10_000 };

const submittedCheck: Tenant['backgroundCheck'] = {
  status: 'Pending',
  inChecks: 'In Progress',
  submittedAt: '2026-11-22T08:00:00.000Z',
  reviewedAt: null,
  data: {
    ssn: '*****6789',
    driverLicense: null,
    bankStatement: null,
    proofOfAddress: null,
    proofOfIncome: {
      documentId: 'doc-1',
      kind: 'proofOfIncome',
      fileName: 'payslip.pdf',
      contentType: 'application/pdf',
      size: 20480,
      uploadedAt: '2026-11-22T07:55:00.000Z',
    },
  },
};

const signature = {
  fullName: 'Grace Hopper',
  signedAt: '2026-11-22T12:00:00.000Z',
  ipAddress: '203.0.113.9',
  userAgent: 'Mozilla/5.0 Chromium',
};

afterEach(() => jest.restoreAllMocks());

function renderPage(tenant: Tenant, answers: Parameters<typeof stubApi>[0] = {}) {
  const sent = stubApi({
    'GET tenants/tenant/tenant-1': answer({ data: tenant }),
    'GET owners': answer({ data: owner }),
    'GET lease/lease-1': answer({ lease: pendingLease }),
    'GET tenants/tenant/tenant-1/mails': answer({ data: [] }),
    ...answers,
  });
  const rendered = renderWithProviders(
    <Routes>
      <Route path="/properties/manage-tenant/:id" element={<ManageTenantPage />} />
    </Routes>,
    {
      route: '/properties/manage-tenant/tenant-1',
      preloadedState: {
        session: { role: 'owner', user: { name: owner.name, email: owner.email } },
      },
    },
  );
  return { sent, ...rendered };
}

it('heads the page with the tenant, the home and "Lease Pending" until the lease is active', async () => {
  renderPage(aTenant());
  expect(await screen.findByRole('heading', { name: 'Grace Hopper' })).toBeInTheDocument();
  expect(screen.getByText('Maple Court, unit 2')).toBeInTheDocument();
  expect(screen.getByText('Lease Pending')).toBeInTheDocument();
  const progress = screen.getByRole('list', { name: 'Tenancy progress' });
  expect(within(progress).getAllByRole('listitem')).toHaveLength(6);
  expect(
    within(progress)
      .getByText(/Background check/)
      .closest('li'),
  ).toHaveAttribute('aria-current', 'step');
});

it('shows the submitted check with the SSN as its last four and passes it', async () => {
  const { sent, user } = renderPage(aTenant({ backgroundCheck: submittedCheck }), {
    'PUT tenants/tenant/tenant-1/background-check': answer({
      data: aTenant({ stage: 'create_lease' }),
    }),
  });
  expect(await screen.findByText('*****6789', {}, slowly)).toBeInTheDocument();
  expect(screen.getByText(/payslip\.pdf/)).toBeInTheDocument();
  expect(
    screen.getByText("Not provided: Driver's license, Bank statement, Proof of address."),
  ).toBeInTheDocument();
  expect(screen.queryByText(/not provided$/)).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Passed check' }));
  expect(sentTo(sent, 'PUT', 'tenants/tenant/tenant-1/background-check')[0]?.body).toEqual({
    result: 'passed',
  });
});

it('asks to confirm before failing a check', async () => {
  const { sent, user } = renderPage(aTenant({ backgroundCheck: submittedCheck }), {
    'PUT tenants/tenant/tenant-1/background-check': answer({
      data: aTenant({ stage: 'check_failed' }),
    }),
  });
  await user.click(await screen.findByRole('button', { name: 'Failed check' }, slowly));
  expect(sentTo(sent, 'PUT', 'tenants/tenant/tenant-1/background-check')).toHaveLength(0);
  await user.click(await screen.findByRole('button', { name: 'Fail the check' }));
  expect(sentTo(sent, 'PUT', 'tenants/tenant/tenant-1/background-check')[0]?.body).toEqual({
    result: 'failed',
  });
});

it("shows a refused review's reason and leaves the page as it was", async () => {
  const { user } = renderPage(aTenant({ backgroundCheck: submittedCheck }), {
    'PUT tenants/tenant/tenant-1/background-check': answer(
      { error: 'This background check was already reviewed as passed' },
      409,
    ),
  });
  await user.click(await screen.findByRole('button', { name: 'Passed check' }, slowly));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'This background check was already reviewed as passed',
  );
  expect(screen.getByRole('button', { name: 'Passed check' })).toBeInTheDocument();
});

it('downloads a document with the session token and saves it under its name', async () => {
  const createObjectURL = jest.fn(() => 'blob:payslip');
  Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  const { sent, user } = renderPage(aTenant({ backgroundCheck: submittedCheck }), {
    'GET tenants/tenant/tenant-1/documents/doc-1': answer('%PDF-1.7'),
  });
  await user.click(await screen.findByRole('button', { name: 'Download Proof of income' }));

  expect(sentTo(sent, 'GET', 'tenants/tenant/tenant-1/documents/doc-1')).toHaveLength(1);
  expect(createObjectURL).toHaveBeenCalledTimes(1);
  expect(click).toHaveBeenCalled();
});

it('sends the lease once the check has passed', async () => {
  const { sent, user } = renderPage(aTenant({ stage: 'create_lease' }), {
    'POST tenants/tenant/tenant-1/lease/send': answer({ data: aTenant({ stage: 'lease_sent' }) }),
  });
  const send = await screen.findByRole('button', { name: 'Send lease' });
  await screen.findByText(/will get the lease by e-mail/);
  await user.click(send);
  expect(sentTo(sent, 'POST', 'tenants/tenant/tenant-1/lease/send')).toHaveLength(1);
});

it('points an owner without bank details to Settings before sending the lease', async () => {
  renderPage(aTenant({ stage: 'create_lease' }), {
    'GET owners': answer({ data: { ...owner, bankDetails: null } }),
  });
  expect(await screen.findByRole('link', { name: 'Add bank details in Settings' })).toHaveAttribute(
    'href',
    '/settings',
  );
  expect(screen.getByRole('button', { name: 'Send lease' })).toBeDisabled();
});

it('shows the signature record and confirms a reported payment', async () => {
  const { sent, user } = renderPage(
    aTenant({
      stage: 'payment',
      signature,
      payment: {
        ...aTenant().payment,
        hasPaid: true,
        status: 'awaiting_confirmation',
        reportedAt: '2026-11-22T13:00:00.000Z',
      },
    }),
    { 'PUT tenants/tenant/tenant-1/payment': answer({ data: aTenant({ stage: 'lease_active' }) }) },
  );
  expect(await screen.findByText('203.0.113.9')).toBeInTheDocument();
  expect(screen.getByText('Mozilla/5.0 Chromium')).toBeInTheDocument();
  expect(await screen.findByText(/reported paying \$3,000\.00/)).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Payment received' }));
  // Activating the lease mails the tenant: it is confirmed first.
  const confirm = await screen.findByRole('dialog', { name: 'Confirm the payment was received?' });
  expect(sentTo(sent, 'PUT', 'tenants/tenant/tenant-1/payment')).toHaveLength(0);
  await user.click(within(confirm).getByRole('button', { name: 'Confirm payment received' }));
  expect(sentTo(sent, 'PUT', 'tenants/tenant/tenant-1/payment')[0]?.body).toEqual({
    result: 'received',
  });
});

it('asks to confirm before marking the payment not received, and can be cancelled', async () => {
  const reported = aTenant({
    stage: 'payment',
    signature,
    payment: {
      ...aTenant().payment,
      hasPaid: true,
      status: 'awaiting_confirmation',
      reportedAt: '2026-11-22T13:00:00.000Z',
    },
  });
  const { sent, user } = renderPage(reported, {
    'PUT tenants/tenant/tenant-1/payment': answer({ data: aTenant({ stage: 'lease_signed' }) }),
  });
  await user.click(await screen.findByRole('button', { name: 'Payment not received' }));
  let confirm = await screen.findByRole('dialog', { name: 'Mark the payment not received?' });
  await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(sentTo(sent, 'PUT', 'tenants/tenant/tenant-1/payment')).toHaveLength(0);

  await user.click(screen.getByRole('button', { name: 'Payment not received' }));
  confirm = await screen.findByRole('dialog', { name: 'Mark the payment not received?' });
  await user.click(within(confirm).getByRole('button', { name: 'Mark not received' }));
  expect(sentTo(sent, 'PUT', 'tenants/tenant/tenant-1/payment')[0]?.body).toEqual({
    result: 'not_received',
  });
});

const stageState = (name: string) =>
  within(screen.getByRole('list', { name: 'Tenancy progress' }))
    .getByText(new RegExp(`^${name}`))
    .closest('li');

it('shows the lease as created, and its sending under way, once the check has passed', async () => {
  renderPage(aTenant({ stage: 'create_lease' }));
  await screen.findByRole('button', { name: 'Send lease' });
  expect(stageState('Background check')).toHaveTextContent('completed');
  expect(stageState('Create lease')).toHaveTextContent('completed');
  expect(stageState('Lease sent')).toHaveAttribute('aria-current', 'step');
});

it('keeps the signed lease signed and the payment under way after "Payment not received"', async () => {
  renderPage(
    aTenant({
      stage: 'lease_signed',
      signature,
      payment: { ...aTenant().payment, status: 'not_received' },
    }),
  );
  expect(await screen.findByText(/You marked the payment not received/)).toBeInTheDocument();
  expect(stageState('Lease signed')).toHaveTextContent('completed');
  expect(stageState('Payment')).toHaveAttribute('aria-current', 'step');
});

it('says "Lease Active" with every stage done once the lease is active', async () => {
  renderPage(aTenant({ stage: 'lease_active', leaseStatus: 'active', signature }));
  expect(await screen.findByText('Lease Active')).toBeInTheDocument();
  const progress = screen.getByRole('list', { name: 'Tenancy progress' });
  expect(within(progress).queryByRole('listitem', { current: 'step' })).not.toBeInTheDocument();
});

it('ends the flow on a failed check', async () => {
  renderPage(aTenant({ stage: 'check_failed' }));
  expect(await screen.findByText(/The background check failed/)).toBeInTheDocument();
  expect(screen.getAllByText('Check failed').length).toBeGreaterThan(0);
  expect(screen.queryByText('Lease Pending')).not.toBeInTheDocument();
  expect(stageState('Background check')).toHaveTextContent('failed');
  expect(stageState('Background check')).not.toHaveAttribute('aria-current');
  expect(stageState('Create lease')).toHaveTextContent('not started');
  expect(screen.queryByRole('button', { name: 'Send lease' })).not.toBeInTheDocument();
});

it('lists the e-mails sent to the tenant on the Communication tab', async () => {
  const { user } = renderPage(aTenant(), {
    'GET tenants/tenant/tenant-1/mails': answer({
      data: [
        {
          mailId: 'mail-1',
          subject: 'Ada Lovelace invites you to rent Maple Court, unit 2',
          sentAt: '2026-11-21T09:30:00.000Z',
        },
      ],
    }),
  });
  await user.click(await screen.findByRole('tab', { name: 'Communication' }));
  expect(
    await screen.findByText('Ada Lovelace invites you to rent Maple Court, unit 2', {}, slowly),
  ).toBeInTheDocument();
});

it('shows the real lease terms on the Lease Details tab', async () => {
  const { user } = renderPage(aTenant());
  await user.click(await screen.findByRole('tab', { name: 'Lease Details' }));
  expect(await screen.findByText('No smoking', {}, slowly)).toBeInTheDocument();
  expect(screen.getByText('Dec 1, 2026')).toBeInTheDocument();
});

it('answers another owner\'s tenant id with "Tenant not found"', async () => {
  renderPage(aTenant(), {
    'GET tenants/tenant/tenant-1': answer({ error: 'Tenant not found' }, 404),
  });
  expect(await screen.findByRole('heading', { name: 'Tenant not found' })).toBeInTheDocument();
});
