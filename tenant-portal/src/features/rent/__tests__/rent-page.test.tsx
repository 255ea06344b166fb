import { screen, waitFor } from '@testing-library/react';
import type { TenantRent } from 'shared-api/contract';
import { answer, renderWithProviders, sentTo, stubApi } from 'shared-ui/testing';
import { tenantSession } from '../../../testing/fixtures';
import { RentPage } from '../rent-page';

const rent: TenantRent = {
  leaseId: 'lease-1',
  tenantId: 'tenant-1',
  tenantName: 'Tom Tenant',
  propertyId: 'property-1',
  propertyName: 'Elm Street Flats',
  currency: 'USD',
  today: '2026-04-10',
  balance: 950,
  credit: 0,
  depositHeld: 850,
  overdue: 950,
  awaitingConfirmation: 0,
  nextDue: { date: '2026-05-01', amount: 850 },
  lateFee: 100,
  lateFeeAfterDays: 2,
  paymentReference: 'HS-ABCDEF12',
  bankDetails: {
    accountName: 'Olive Owner',
    bankName: 'First Austin Bank',
    accountNumber: '000123456789',
    routingNumber: '111000025',
  },
  charges: [
    {
      id: 'rent-3',
      kind: 'rent',
      label: 'March 2026 rent',
      dueDate: '2026-03-01',
      amount: 850,
      paid: 850,
      status: 'paid',
      reason: null,
      feeFor: null,
      waiver: null,
    },
    {
      id: 'rent-4',
      kind: 'rent',
      label: 'April 2026 rent',
      dueDate: '2026-04-01',
      amount: 850,
      paid: 0,
      status: 'overdue',
      reason: null,
      feeFor: null,
      waiver: null,
    },
    {
      id: 'late-fee:rent-4',
      kind: 'late_fee',
      label: 'Late fee on April 2026 rent',
      dueDate: '2026-04-04',
      amount: 100,
      paid: 0,
      status: 'overdue',
      reason: '$100 late fee: April rent unpaid 2 days after it was due',
      feeFor: 'rent-4',
      waiver: null,
    },
    {
      id: 'rent-5',
      kind: 'rent',
      label: 'May 2026 rent',
      dueDate: '2026-05-01',
      amount: 850,
      paid: 0,
      status: 'upcoming',
      reason: null,
      feeFor: null,
      waiver: null,
    },
    {
      id: 'rent-6',
      kind: 'rent',
      label: 'June 2026 rent',
      dueDate: '2026-06-01',
      amount: 850,
      paid: 0,
      status: 'upcoming',
      reason: null,
      feeFor: null,
      waiver: null,
    },
  ],
  payments: [
    {
      paymentId: 'move-in',
      type: 'Move-in payment',
      method: 'bank_transfer',
      status: 'completed',
      date: '2026-03-01',
      amount: 1700,
      reference: 'HS-ABCDEF12',
      hasReceipt: true,
    },
  ],
};

afterEach(() => jest.restoreAllMocks());

test('shows the balance, why the late fee exists, and only the next charge to come', async () => {
  stubApi({ 'GET tenants/rent': answer({ data: rent }) });
  renderWithProviders(<RentPage />, { route: '/rent', preloadedState: tenantSession });
  expect(await screen.findByLabelText('Balance')).toHaveTextContent('Balance$950.00');
  expect(screen.getByLabelText('Balance')).toHaveTextContent('Next due$850.00 on');
  // The deposit is held apart from the balance, never credit against rent.
  expect(screen.getByLabelText('Balance')).toHaveTextContent('Deposit held$850.00');
  expect(
    screen.getByText('$100 late fee: April rent unpaid 2 days after it was due'),
  ).toBeVisible();
  expect(screen.getByLabelText('Bank details')).toHaveTextContent('Payment referenceHS-ABCDEF12');
  expect(screen.getByRole('rowheader', { name: /May 2026 rent/ })).toBeInTheDocument();
  expect(screen.queryByRole('rowheader', { name: /June 2026 rent/ })).not.toBeInTheDocument();
});

test('shows every amount of a ledger in its property’s currency', async () => {
  stubApi({ 'GET tenants/rent': answer({ data: { ...rent, currency: 'GBP' } }) });
  renderWithProviders(<RentPage />, { route: '/rent', preloadedState: tenantSession });
  const balance = await screen.findByLabelText('Balance');
  expect(balance).toHaveTextContent('Balance£950.00');
  expect(balance).toHaveTextContent('Deposit held£850.00');
  expect(balance).toHaveTextContent('Next due£850.00 on');
  expect(screen.getByRole('row', { name: /^April 2026 rent/ })).toHaveTextContent('£850.00£0.00');
  expect(screen.getByRole('row', { name: /Move-in payment/ })).toHaveTextContent('£1,700.00');
  expect(screen.getByLabelText('Amount sent (GBP)')).toHaveValue('950');
});

test("I've made this payment sends the chosen amount; a retry keeps the same request id", async () => {
  const sent = stubApi({
    'GET tenants/rent': answer({ data: rent }),
    'POST tenants/rent/payments': answer({ error: 'The service is busy' }, 503),
  });
  const { user } = renderWithProviders(<RentPage />, {
    route: '/rent',
    preloadedState: tenantSession,
  });
  const amount = await screen.findByLabelText('Amount sent (USD)');
  expect(amount).toHaveValue('950');
  await user.clear(amount);
  await user.type(amount, '0');
  await user.click(screen.getByRole('button', { name: "I've made this payment" }));
  expect(await screen.findByText('Amount must be more than 0')).toBeVisible();
  await user.clear(amount);
  await user.type(amount, '400.50');
  await user.click(screen.getByRole('button', { name: "I've made this payment" }));
  await user.click(screen.getByRole('button', { name: "I've made this payment" }));
  await waitFor(() => expect(sentTo(sent, 'POST', 'tenants/rent/payments')).toHaveLength(2));
  const [first, second] = sentTo(sent, 'POST', 'tenants/rent/payments');
  expect(first?.body).toEqual({
    amount: 400.5,
    requestId: expect.stringMatching(/^[0-9a-f]{32}$/),
  });
  expect(second?.body).toEqual(first?.body);
  expect(amount).toHaveValue('400.50');
});
