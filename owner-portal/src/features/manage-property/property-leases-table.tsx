import type { ReactNode } from 'react';
import type { Lease } from 'shared-api/contract';
import { formatMoney } from 'shared-api/contract/format-money';
import { Table, type TableColumn } from 'shared-ui';
import { formatCalendarDate } from '../../components/dates';
import { LeaseStatusBadge } from './lease-status';

const columns: TableColumn<Lease>[] = [
  { key: 'unit', header: 'Unit', cell: (lease) => `Unit ${lease.currentUnit}`, rowHeader: true },
  { key: 'start', header: 'Start date', cell: (lease) => formatCalendarDate(lease.startDate) },
  { key: 'end', header: 'End date', cell: (lease) => formatCalendarDate(lease.endDate) },
  {
    key: 'rent',
    header: 'Monthly rent',
    cell: (lease) => formatMoney(lease.monthlyRent, lease.currency),
    align: 'end',
  },
  { key: 'status', header: 'Status', cell: (lease) => <LeaseStatusBadge lease={lease} /> },
];

/** A property's leases, newest first; `action` adds a last column, e.g. "Edit". */
export function PropertyLeasesTable({
  leases,
  action,
}: {
  leases: Lease[];
  action?: { header: string; cell: (lease: Lease) => ReactNode };
}) {
  return (
    <Table
      caption="Leases"
      hideCaption
      columns={action ? [...columns, { key: 'action', ...action }] : columns}
      rows={leases}
      rowKey={(lease) => lease.leaseId}
      emptyText="No leases yet."
    />
  );
}
