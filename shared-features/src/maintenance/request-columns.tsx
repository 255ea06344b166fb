import { Link } from 'react-router-dom';
import type { MaintenanceRequest } from 'shared-api/contract';
import { longDate } from './long-date';
import { RequestStatusBadge } from './request-status-badge';
import type { TableColumn } from 'shared-ui';

/** The columns every table of maintenance requests shows; each portal adds its own around them. */
export const maintenanceRequestColumns = {
  issue: {
    key: 'title',
    header: 'Issue',
    rowHeader: true,
    cell: (request) => <Link to={`/maintenance/${request.requestId}`}>{request.title}</Link>,
  },
  priority: { key: 'priority', header: 'Priority', cell: (request) => request.priority },
  status: {
    key: 'status',
    header: 'Status',
    cell: (request) => <RequestStatusBadge status={request.status} />,
  },
  filed: { key: 'filed', header: 'Filed', cell: (request) => longDate(request.createdAt) },
} satisfies Record<string, TableColumn<MaintenanceRequest>>;
