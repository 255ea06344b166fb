import type { PaymentHistoryRow } from 'shared-api/contract';
import { formatMoney } from 'shared-api/contract/format-money';
import { Button, Card, Table, toast } from 'shared-ui';
import styled from 'styled-components';
import { formatCalendarDate } from '../../components/dates';
import { useDecideRentPaymentMutation, useGetAwaitingPaymentsQuery } from './reconciliation-api';
import { BankStatementImport } from './bank-statement-import';
import { LateFeesTable } from './late-fees-table';

const Sections = styled.div`
  display: grid;
  gap: 16px;
`;

const Decisions = styled.div`
  display: flex;
  gap: 8px;
`;

function DecisionButtons({ payment }: { payment: PaymentHistoryRow }) {
  const [decide, { isLoading, originalArgs }] = useDecideRentPaymentMutation();
  const deciding = (result: 'received' | 'failed') =>
    isLoading && originalArgs?.result === result && originalArgs.paymentId === payment.paymentId;
  async function mark(result: 'received' | 'failed') {
    const answer = await decide({ paymentId: payment.paymentId, result });
    if (answer.error) return;
    const amount = formatMoney(payment.amount, payment.currency);
    toast.success(
      result === 'received'
        ? `${amount} from ${payment.tenantName} marked received`
        : `${amount} from ${payment.tenantName} marked failed`,
    );
  }
  return (
    <Decisions>
      <Button loading={deciding('received')} onClick={() => mark('received')}>
        Mark received
      </Button>
      <Button variant="danger" loading={deciding('failed')} onClick={() => mark('failed')}>
        Mark failed
      </Button>
    </Decisions>
  );
}

/** Payments tenants reported, awaiting a decision; late fees; the bank statement import. */
export function ReconciliationTab() {
  const awaiting = useGetAwaitingPaymentsQuery();
  return (
    <Sections>
      <Table
        caption="Reported payments awaiting your decision"
        columns={[
          { key: 'tenant', header: 'Tenant', rowHeader: true, cell: (row) => row.tenantName },
          { key: 'property', header: 'Property', cell: (row) => row.propertyName },
          { key: 'date', header: 'Reported paid', cell: (row) => formatCalendarDate(row.date) },
          { key: 'reference', header: 'Reference', cell: (row) => row.reference },
          {
            key: 'amount',
            header: 'Amount',
            align: 'end',
            cell: (row) => formatMoney(row.amount, row.currency),
          },
          { key: 'decision', header: 'Decision', cell: (row) => <DecisionButtons payment={row} /> },
        ]}
        rows={awaiting.data ?? []}
        rowKey={(row) => row.paymentId}
        emptyText="No reported payments are waiting"
      />
      <LateFeesTable />
      <Card title="Import a bank statement" titleAs="h3">
        <BankStatementImport />
      </Card>
    </Sections>
  );
}
