import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { MaintenanceRequestDetail } from 'shared-api/contract';
import styled from 'styled-components';
import { useCommentOnMaintenanceRequestMutation, useGetMaintenanceRequestQuery } from './api';
import { longDate } from './long-date';
import { RequestStatusBadge } from './request-status-badge';
import { Details, RequestPhotos, RequestTimeline } from './request-timeline';
import { ErrorState, PageHeading, deferred, SkeletonCards } from 'shared-ui';

// The comment form, with the form and schema libraries, loads once the request is shown.
const CommentForm = deferred(() => import('./comment-form').then((module) => module.CommentForm));

const Section = styled.h2`
  font-size: ${({ theme }) => theme.font.size.md};
  margin: 0 0 12px;
`;

export interface MaintenanceRequestViewProps {
  /** Why the request in the address could not be shown to this reader. */
  notFoundMessage: string;
  description: (request: MaintenanceRequestDetail) => string;
  /** Extra `dt`/`dd` rows shown after the status. */
  parties?: (request: MaintenanceRequestDetail) => ReactNode;
  /** What this reader can do with the request, shown above its photos. */
  actions: (request: MaintenanceRequestDetail) => ReactNode;
}

/** The request in the address: its details, photos, history and the comment form. */
export function MaintenanceRequestView({
  notFoundMessage,
  description,
  parties,
  actions,
}: MaintenanceRequestViewProps) {
  const { requestId = '' } = useParams();
  const request = useGetMaintenanceRequestQuery(requestId);
  const [comment] = useCommentOnMaintenanceRequestMutation();

  if (request.isLoading) return <SkeletonCards count={1} label="Loading the request" />;
  if (!request.data) {
    return (
      <ErrorState
        title="Request not found"
        message={notFoundMessage}
        action={<Link to="/maintenance">Back to Maintenance</Link>}
      />
    );
  }
  const { data } = request;

  return (
    <>
      <PageHeading title={data.title} description={description(data)} />
      <p>
        <Link to="/maintenance">Back to Maintenance</Link>
      </p>
      <Details>
        <dt>Status</dt>
        <dd>
          <RequestStatusBadge status={data.status} />
        </dd>
        {parties?.(data)}
        <dt>Priority level</dt>
        <dd>{data.priority}</dd>
        <dt>Repair Date</dt>
        <dd>{longDate(data.date)}</dd>
        <dt>Description</dt>
        <dd>{data.description}</dd>
      </Details>
      {actions(data)}
      <Section>Photos</Section>
      <RequestPhotos request={data} />
      <Section>History</Section>
      <RequestTimeline updates={data.updates} />
      <CommentForm onComment={(body) => comment({ requestId: data.requestId, body }).unwrap()} />
    </>
  );
}
