import { Link } from 'react-router-dom';
import type { Tenant } from 'shared-api/contract';
import { Table, type TableColumn } from 'shared-ui';
import { TenantStageBadge } from '../../components/tenant-stage-badge';

const columns: TableColumn<Tenant>[] = [
  {
    key: 'name',
    header: 'Name',
    rowHeader: true,
    cell: (tenant) => (
      <Link to={`/properties/manage-tenant/${tenant.tenantId}`}>{tenant.name}</Link>
    ),
  },
  { key: 'email', header: 'Email', cell: (tenant) => tenant.email },
  { key: 'unit', header: 'Unit', cell: (tenant) => `Unit ${tenant.currentUnit}` },
  { key: 'stage', header: 'Stage', cell: (tenant) => <TenantStageBadge stage={tenant.stage} /> },
];

/** The property's tenants, each leading to their manage-tenant page. */
export function PropertyTenantsTable({ tenants }: { tenants: Tenant[] }) {
  return (
    <Table
      caption="Tenants"
      hideCaption
      columns={columns}
      rows={tenants}
      rowKey={(tenant) => tenant.tenantId}
      emptyText="No tenants yet. Invite one onto a pending lease."
    />
  );
}
