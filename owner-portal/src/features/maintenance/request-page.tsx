import { Link, useParams } from 'react-router-dom';
import { type MaintenanceStatus, maintenanceStatusLabels } from 'shared-api/contract';
import { Button, ErrorState, PageHeading, SkeletonCards, toast } from 'shared-ui';
import styled from 'styled-components';
import {
  useChangeMaintenanceStatusMutation,
  useCommentOnMaintenanceRequestMutation,
  useGetMaintenanceRequestQuery,
} from './api';
import { CommentForm } from './comment-form';
import { longDate } from './long-date';
import { RequestStatusBadge } from './request-status-badge';
import { Details, RequestPhotos, RequestTimeline } from './request-timeline';

const Section = styled.h2`
  font-size: ${({ theme }) => theme.font.size.md};
  margin: 0 0 12px;
`;

const Moves = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-bottom: 24px;
`;

/** The next steps the owner can take from each status. */
const movesFrom: Partial<Record<MaintenanceStatus, { to: MaintenanceStatus; label: string }[]>> = {
  open: [
    { to: 'in_progress', label: 'Mark in progress' },
    { to: 'resolved', label: 'Mark resolved' },
  ],
  in_progress: [
    { to: 'resolved', label: 'Mark resolved' },
    { to: 'open', label: 'Reopen' },
  ],
};

/** One request as the owner sees it: its details, photos, history, status changes and comments. */
export function RequestPage() {
  const { requestId = '' } = useParams();
  const request = useGetMaintenanceRequestQuery(requestId);
  const [changeStatus, changing] = useChangeMaintenanceStatusMutation();
  const [comment] = useCommentOnMaintenanceRequestMutation();

  if (request.isLoading) return <SkeletonCards count={1} label="Loading the request" />;
  if (!request.data) {
    return (
      <ErrorState
        title="Request not found"
        message="This maintenance request does not exist or is not on one of your properties."
        action={<Link to="/maintenance">Back to Maintenance</Link>}
      />
    );
  }
  const { data } = request;

  async function moveTo(status: MaintenanceStatus) {
    try {
      await changeStatus({ requestId: data.requestId, status }).unwrap();
      toast.success(
        `Status changed to ${maintenanceStatusLabels[status].toLowerCase()}: the tenant has been told`,
      );
    } catch {
      // The error toast has said why.
    }
  }

  return (
    <>
      <PageHeading
        title={data.title}
        description={`Maintenance request at ${data.propertyName}, unit ${data.currentUnit}`}
      />
      <p>
        <Link to="/maintenance">Back to Maintenance</Link>
      </p>
      <Details>
        <dt>Status</dt>
        <dd>
          <RequestStatusBadge status={data.status} />
        </dd>
        <dt>Property</dt>
        <dd>
          <Link to={`/properties/manage-property/${data.propertyId}`}>{data.propertyName}</Link>,
          unit {data.currentUnit}
        </dd>
        <dt>Tenant</dt>
        <dd>
          <Link to={`/properties/manage-tenant/${data.tenant.tenantId}`}>{data.tenant.name}</Link>
        </dd>
        <dt>Priority level</dt>
        <dd>{data.priority}</dd>
        <dt>Repair Date</dt>
        <dd>{longDate(data.date)}</dd>
        <dt>Description</dt>
        <dd>{data.description}</dd>
      </Details>
      {movesFrom[data.status] && (
        <Moves>
          {movesFrom[data.status]?.map((move) => (
            <Button
              key={move.to}
              variant={move.to === 'open' ? 'secondary' : 'primary'}
              disabled={changing.isLoading}
              onClick={() => moveTo(move.to)}
            >
              {move.label}
            </Button>
          ))}
        </Moves>
      )}
      <Section>Photos</Section>
      <RequestPhotos request={data} />
      <Section>History</Section>
      <RequestTimeline updates={data.updates} />
      <CommentForm onComment={(body) => comment({ requestId: data.requestId, body }).unwrap()} />
    </>
  );
}
