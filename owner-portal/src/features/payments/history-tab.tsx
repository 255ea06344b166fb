import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { PaymentHistoryRow } from 'shared-api/contract';
import { formatMoney } from 'shared-api/contract/format-money';
import { Button, DateInput, Select, Table, saveFile, toast } from 'shared-ui';
import styled from 'styled-components';
import { formatCalendarDate } from '../../components/dates';
import { PropertyPicker } from '../../components/property-picker';
import { TenantPicker } from '../../components/tenant-picker';
import {
  type HistoryFilters,
  useGetPaymentHistoryQuery,
  useLazyExportPaymentHistoryQuery,
} from './api';
import { PaymentStatusBadge, paymentStatuses } from './payment-status-badge';

const pageSize = 20;

const Filters = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: 12px;
  align-items: end;
  margin-bottom: 16px;
`;

const Pager = styled.nav`
  display: flex;
  gap: 12px;
  align-items: center;
  justify-content: flex-end;
  margin-top: 12px;
`;

const columns = [
  {
    key: 'tenant',
    header: 'Tenant',
    rowHeader: true,
    cell: (row: PaymentHistoryRow) =>
      row.tenantId ? (
        <Link to={`/properties/manage-tenant/${row.tenantId}`}>{row.tenantName}</Link>
      ) : (
        row.tenantName
      ),
  },
  { key: 'property', header: 'Property', cell: (row: PaymentHistoryRow) => row.propertyName },
  {
    key: 'status',
    header: 'Status',
    cell: (row: PaymentHistoryRow) => <PaymentStatusBadge status={row.status} />,
  },
  { key: 'type', header: 'Type', cell: (row: PaymentHistoryRow) => row.type },
  { key: 'date', header: 'Date', cell: (row: PaymentHistoryRow) => formatCalendarDate(row.date) },
  {
    key: 'amount',
    header: 'Amount',
    align: 'end' as const,
    cell: (row: PaymentHistoryRow) => formatMoney(row.amount, row.currency),
  },
];

/**
 * Every payment, filtered by property (any of the owner's, found by searching), tenant, status and
 * dates, a page at a time.
 */
export function HistoryTab() {
  const [filters, setFilters] = useState<HistoryFilters>({});
  const [page, setPage] = useState(1);
  const history = useGetPaymentHistoryQuery({ ...filters, page });
  const [exportHistory, exporting] = useLazyExportPaymentHistoryQuery();
  const choose = (changes: HistoryFilters) => {
    setFilters((current) => ({ ...current, ...changes }));
    setPage(1);
  };
  const total = history.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / pageSize));

  async function exportCsv() {
    const file = await exportHistory(filters);
    if (file.data === undefined) return;
    saveFile(new Blob([file.data], { type: 'text/csv' }), 'payment-history.csv');
    toast.success('Payment history exported');
  }

  return (
    <>
      <Filters role="group" aria-label="Filter payments">
        <PropertyPicker
          value={filters.propertyId ?? ''}
          onChange={(propertyId) => choose({ propertyId: propertyId || undefined })}
        />
        <TenantPicker value={filters.tenantId} onChange={(tenantId) => choose({ tenantId })} />
        <Select
          label="Status"
          placeholder="Any status"
          value={filters.status ?? ''}
          onChange={(event) =>
            choose({
              status: paymentStatuses.find((status) => status === event.target.value),
            })
          }
          options={paymentStatuses.map((status) => ({ value: status, label: status }))}
        />
        <DateInput
          label="From"
          value={filters.from ?? ''}
          onChange={(event) => choose({ from: event.target.value || undefined })}
        />
        <DateInput
          label="To"
          value={filters.to ?? ''}
          onChange={(event) => choose({ to: event.target.value || undefined })}
        />
        <Button variant="secondary" onClick={exportCsv} loading={exporting.isFetching}>
          Export CSV
        </Button>
      </Filters>
      <Table
        caption="Payment history"
        hideCaption
        columns={columns}
        rows={history.data?.data ?? []}
        rowKey={(row) => row.paymentId}
        emptyText={history.isLoading ? 'Loading payments…' : 'No payments match these filters'}
      />
      <Pager aria-label="History pages">
        <span>
          Page {page} of {pages} ({total} {total === 1 ? 'payment' : 'payments'})
        </span>
        <Button variant="ghost" disabled={page <= 1} onClick={() => setPage(page - 1)}>
          Previous
        </Button>
        <Button variant="ghost" disabled={page >= pages} onClick={() => setPage(page + 1)}>
          Next
        </Button>
      </Pager>
    </>
  );
}
