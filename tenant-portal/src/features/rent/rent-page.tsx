import type {
  LedgerCharge,
  LedgerChargeStatus,
  RentPaymentStatus,
  TenantRent,
} from 'shared-api/contract';
import { formatMoney } from 'shared-api/contract/format-money';
import {
  Badge,
  type BadgeTone,
  Button,
  Card,
  DetailsList,
  EmptyState,
  PageHeading,
  SkeletonCards,
  Table,
} from 'shared-ui';
import styled from 'styled-components';
import { formatDay } from '../../components/format';
import { useDownloadRentReceiptMutation, useGetMyRentQuery } from './api';
import { ReportPaymentForm } from './report-payment-form';

const chargeStates: Record<LedgerChargeStatus, { label: string; tone: BadgeTone }> = {
  paid: { label: 'Paid', tone: 'success' },
  open: { label: 'Due today', tone: 'warning' },
  overdue: { label: 'Overdue', tone: 'danger' },
  upcoming: { label: 'Upcoming', tone: 'neutral' },
  waived: { label: 'Waived', tone: 'info' },
};

const paymentStates: Record<RentPaymentStatus, { label: string; tone: BadgeTone }> = {
  pending: { label: 'Awaiting confirmation', tone: 'warning' },
  completed: { label: 'Received', tone: 'success' },
  failed: { label: 'Not received', tone: 'danger' },
};

const Cards = styled.div`
  display: grid;
  gap: 16px;
`;

const Why = styled.small`
  display: block;
  font-weight: 400;
  color: ${({ theme }) => theme.color.textMuted};
`;

function ChargeName({ charge }: { charge: LedgerCharge }) {
  return (
    <>
      {charge.label}
      {charge.reason && <Why>{charge.reason}</Why>}
      {charge.waiver && <Why>Waived: {charge.waiver.reason}</Why>}
    </>
  );
}

function Balance({ rent }: { rent: TenantRent }) {
  return (
    <Card title="Balance">
      <DetailsList
        label="Balance"
        items={[
          [
            rent.credit > 0 ? 'Credit' : 'Balance',
            rent.credit > 0
              ? `${formatMoney(rent.credit, rent.currency)} in credit`
              : formatMoney(rent.balance, rent.currency),
          ],
          ['Deposit held', formatMoney(rent.depositHeld, rent.currency)],
          ['Overdue', formatMoney(rent.overdue, rent.currency)],
          [
            'Next due',
            rent.nextDue
              ? `${formatMoney(rent.nextDue.amount, rent.currency)} on ${formatDay(rent.nextDue.date)}`
              : 'Nothing more is due on this lease',
          ],
          ['Awaiting confirmation', formatMoney(rent.awaitingConfirmation, rent.currency)],
          [
            'Late fee',
            `${formatMoney(rent.lateFee, rent.currency)} when rent is unpaid ${rent.lateFeeAfterDays} days after it is due`,
          ],
        ]}
      />
    </Card>
  );
}

function PayByTransfer({ rent }: { rent: TenantRent }) {
  return (
    <Card title="Pay by bank transfer">
      {rent.bankDetails ? (
        <DetailsList
          label="Bank details"
          items={[
            ['Account name', rent.bankDetails.accountName],
            ['Bank', rent.bankDetails.bankName],
            ['Account number', rent.bankDetails.accountNumber],
            ['Routing number', rent.bankDetails.routingNumber],
            ['Payment reference', rent.paymentReference],
          ]}
        />
      ) : (
        <p>The owner has not given bank details yet; ask them how to pay.</p>
      )}
      <ReportPaymentForm rent={rent} />
    </Card>
  );
}

function Payments({ rent }: { rent: TenantRent }) {
  const [download, downloading] = useDownloadRentReceiptMutation();
  return (
    <Table
      caption="Payments"
      columns={[
        {
          key: 'date',
          header: 'Date',
          rowHeader: true,
          cell: (payment) => formatDay(payment.date),
        },
        { key: 'type', header: 'Type', cell: (payment) => payment.type },
        {
          key: 'status',
          header: 'Status',
          cell: (payment) => (
            <Badge tone={paymentStates[payment.status].tone}>
              {paymentStates[payment.status].label}
            </Badge>
          ),
        },
        {
          key: 'amount',
          header: 'Amount',
          align: 'end',
          cell: (payment) => formatMoney(payment.amount, rent.currency),
        },
        {
          key: 'receipt',
          header: 'Receipt',
          cell: (payment) =>
            payment.hasReceipt ? (
              <Button
                variant="ghost"
                aria-label={`Receipt for ${formatMoney(payment.amount, rent.currency)} on ${formatDay(payment.date)}`}
                loading={
                  downloading.isLoading && downloading.originalArgs?.paymentId === payment.paymentId
                }
                onClick={() => void download({ paymentId: payment.paymentId, date: payment.date })}
              >
                Download receipt
              </Button>
            ) : null,
        },
      ]}
      rows={[...rent.payments].reverse()}
      rowKey={(payment) => payment.paymentId}
      emptyText="No payments yet"
    />
  );
}

/** What is owed and paid so far, and the next charge to come; later months are left out. */
function Charges({ rent }: { rent: TenantRent }) {
  const next = rent.charges.find((charge) => charge.status === 'upcoming');
  return (
    <Table
      caption="Charges"
      columns={[
        {
          key: 'charge',
          header: 'Charge',
          rowHeader: true,
          cell: (charge) => <ChargeName charge={charge} />,
        },
        { key: 'due', header: 'Due', cell: (charge) => formatDay(charge.dueDate) },
        {
          key: 'amount',
          header: 'Amount',
          align: 'end',
          cell: (charge) => formatMoney(charge.amount, rent.currency),
        },
        {
          key: 'paid',
          header: 'Paid',
          align: 'end',
          cell: (charge) => formatMoney(charge.paid, rent.currency),
        },
        {
          key: 'status',
          header: 'Status',
          cell: (charge) => (
            <Badge tone={chargeStates[charge.status].tone}>
              {chargeStates[charge.status].label}
            </Badge>
          ),
        },
      ]}
      rows={rent.charges.filter((charge) => charge.status !== 'upcoming' || charge === next)}
      rowKey={(charge) => charge.id}
      emptyText="No charges yet"
    />
  );
}

/** The tenant's rent ledger: what is owed and why, how to pay, and what was paid. */
export function RentPage() {
  const rent = useGetMyRentQuery();
  return (
    <>
      <PageHeading title="Rent" description="What you owe, how to pay, and what you have paid." />
      {rent.isLoading ? (
        <SkeletonCards count={3} label="Loading your rent" />
      ) : !rent.data ? (
        <EmptyState
          title="Your rent starts once the owner has your move-in payment"
          text="When the owner confirms it, your monthly rent appears here."
        />
      ) : (
        <Cards>
          <Balance rent={rent.data} />
          <PayByTransfer rent={rent.data} />
          <Charges rent={rent.data} />
          <Payments rent={rent.data} />
        </Cards>
      )}
    </>
  );
}
