import type { LedgerChargeStatus, MoveInPaymentStatus, Tenant } from 'shared-api/contract';
import { formatMoney } from 'shared-api/contract/format-money';
import { Badge, type BadgeTone, Card, SkeletonCards, Table } from 'shared-ui';
import styled from 'styled-components';
import { formatCalendarDate, formatMoment } from '../../components/dates';
import { Facts } from '../../components/facts';
import { useTenancyMoney } from './api';
import { useGetTenantRentLedgerQuery } from './records-api';

const moveInStates: Record<MoveInPaymentStatus, { label: string; tone: BadgeTone }> = {
  not_paid: { label: 'Not paid', tone: 'neutral' },
  awaiting_confirmation: { label: 'Awaiting your confirmation', tone: 'warning' },
  received: { label: 'Received', tone: 'success' },
  not_received: { label: 'Not received', tone: 'danger' },
};

const chargeStates: Record<LedgerChargeStatus, { label: string; tone: BadgeTone }> = {
  paid: { label: 'Paid', tone: 'success' },
  open: { label: 'Due', tone: 'warning' },
  overdue: { label: 'Overdue', tone: 'danger' },
  upcoming: { label: 'Upcoming', tone: 'neutral' },
  waived: { label: 'Waived', tone: 'info' },
};

const Sections = styled.div`
  display: grid;
  gap: 16px;
`;

/** Monthly charges exist once the lease is active: before that there is only the move-in payment. */
function RentCharges({ leaseId }: { leaseId: string }) {
  const { data: ledger, isLoading, isError } = useGetTenantRentLedgerQuery(leaseId);
  if (isLoading) return <SkeletonCards count={1} label="Loading the rent charges" />;
  if (isError || !ledger) return <p>The rent charges could not be loaded.</p>;
  return (
    <Table
      caption="Monthly rent charges"
      columns={[
        { key: 'label', header: 'Charge', cell: (charge) => charge.label, rowHeader: true },
        { key: 'due', header: 'Due', cell: (charge) => formatCalendarDate(charge.dueDate) },
        {
          key: 'amount',
          header: 'Amount',
          cell: (charge) => formatMoney(charge.amount, ledger.currency),
          align: 'end',
        },
        {
          key: 'paid',
          header: 'Paid',
          cell: (charge) => formatMoney(charge.paid, ledger.currency),
          align: 'end',
        },
        {
          key: 'status',
          header: 'State',
          cell: (charge) => (
            <Badge tone={chargeStates[charge.status].tone}>
              {chargeStates[charge.status].label}
            </Badge>
          ),
        },
      ]}
      rows={ledger.charges.filter((charge) => charge.kind !== 'deposit')}
      rowKey={(charge) => charge.id}
      emptyText="No rent charges yet"
    />
  );
}

export function PaymentsTab({ tenant }: { tenant: Tenant }) {
  const moveIn = moveInStates[tenant.payment.status];
  const money = useTenancyMoney(tenant);
  return (
    <Sections>
      <Card title="Move-in payment" titleAs="h3">
        <Facts
          label="Move-in payment"
          facts={[
            ['Amount', money(tenant.payment.moveInAmount)],
            ['Monthly rent', money(tenant.payment.currentMonthlyRent)],
            ['Security deposit', money(tenant.payment.securityDeposit)],
            [
              'State',
              <Badge key="state" tone={moveIn.tone}>
                {moveIn.label}
              </Badge>,
            ],
            [
              'Reported by the tenant',
              tenant.payment.reportedAt ? formatMoment(tenant.payment.reportedAt) : 'Not yet',
            ],
            [
              'Received',
              tenant.payment.lastPaymentDate
                ? formatCalendarDate(tenant.payment.lastPaymentDate)
                : 'Not yet',
            ],
          ]}
        />
      </Card>
      {tenant.leaseStatus === 'active' ? (
        <RentCharges leaseId={tenant.leaseId} />
      ) : (
        <p>Monthly rent charges start once the lease is active.</p>
      )}
    </Sections>
  );
}
