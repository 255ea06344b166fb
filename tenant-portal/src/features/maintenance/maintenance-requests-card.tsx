import { Link } from 'react-router-dom';
import { Card } from 'shared-ui';
import { RequestStatusBadge } from 'shared-features';
import styled from 'styled-components';
import { useGetMyMaintenanceRequestsQuery } from './api';
import { LogRequestButton } from './log-request-button';

const Latest = styled.ul`
  display: grid;
  gap: 8px;
  margin: 0 0 12px;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 12px;
  }
`;

const Empty = styled.p`
  margin: 0 0 12px;
  color: ${({ theme }) => theme.color.textMuted};
`;

/** The dashboard's "Maintenance Requests" card: the latest three, and a way to log another. */
export function MaintenanceRequestsCard() {
  const { data: requests = [] } = useGetMyMaintenanceRequestsQuery();
  const latest = [...requests].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, 3);

  return (
    <Card
      title="Maintenance Requests"
      action={requests.length > 0 && <Link to="/maintenance">View all</Link>}
    >
      {latest.length === 0 ? (
        <Empty>No request logged yet</Empty>
      ) : (
        <Latest aria-label="Latest maintenance requests">
          {latest.map((request) => (
            <li key={request.requestId}>
              <Link to={`/maintenance/${request.requestId}`}>{request.title}</Link>
              <RequestStatusBadge status={request.status} />
            </li>
          ))}
        </Latest>
      )}
      <LogRequestButton variant="secondary" />
    </Card>
  );
}
