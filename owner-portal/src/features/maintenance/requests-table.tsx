import type { MaintenanceRequest } from 'shared-api/contract';
import { Table } from 'shared-ui';
import { maintenanceRequestColumns } from 'shared-features';

const columns = [
  maintenanceRequestColumns.issue,
  {
    key: 'property',
    header: 'Property',
    cell: (request: MaintenanceRequest) => `${request.propertyName}, unit ${request.currentUnit}`,
  },
  { key: 'tenant', header: 'Tenant', cell: (request: MaintenanceRequest) => request.tenant.name },
  maintenanceRequestColumns.priority,
  maintenanceRequestColumns.status,
  maintenanceRequestColumns.filed,
] as const;

export function RequestsTable({
  requests,
  caption,
}: {
  requests: MaintenanceRequest[];
  caption: string;
}) {
  return (
    <Table
      caption={caption}
      hideCaption
      columns={columns}
      rows={requests}
      rowKey={(request) => request.requestId}
      emptyText="No maintenance requests match"
    />
  );
}
