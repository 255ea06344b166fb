import { Link } from 'react-router-dom';
import type { MaintenanceRequest } from 'shared-api/contract';
import { longDate, RequestStatusBadge, Table } from 'shared-ui';

const columns = [
  {
    key: 'title',
    header: 'Issue',
    rowHeader: true,
    cell: (request: MaintenanceRequest) => (
      <Link to={`/maintenance/${request.requestId}`}>{request.title}</Link>
    ),
  },
  {
    key: 'property',
    header: 'Property',
    cell: (request: MaintenanceRequest) => `${request.propertyName}, unit ${request.currentUnit}`,
  },
  { key: 'tenant', header: 'Tenant', cell: (request: MaintenanceRequest) => request.tenant.name },
  { key: 'priority', header: 'Priority', cell: (request: MaintenanceRequest) => request.priority },
  {
    key: 'status',
    header: 'Status',
    cell: (request: MaintenanceRequest) => <RequestStatusBadge status={request.status} />,
  },
  {
    key: 'filed',
    header: 'Filed',
    cell: (request: MaintenanceRequest) => longDate(request.createdAt),
  },
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
