import { Link, useParams } from 'react-router-dom';
import { Button, ErrorState, PageHeading, SkeletonCards, toast } from 'shared-ui';
import styled from 'styled-components';
import {
  useCancelMyMaintenanceRequestMutation,
  useCommentOnMyMaintenanceRequestMutation,
  useGetMyMaintenanceRequestQuery,
} from './api';
import { CommentForm } from './comment-form';
import { longDate } from './long-date';
import { RequestStatusBadge } from './request-status-badge';
import { Details, RequestPhotos, RequestTimeline } from './request-timeline';

const Section = styled.h2`
  font-size: ${({ theme }) => theme.font.size.md};
  margin: 0 0 12px;
`;

/** One of the tenant's requests: what was asked, its photos, its history and the conversation. */
export function RequestPage() {
  const { requestId = '' } = useParams();
  const request = useGetMyMaintenanceRequestQuery(requestId);
  const [comment] = useCommentOnMyMaintenanceRequestMutation();
  const [cancel, cancelling] = useCancelMyMaintenanceRequestMutation();

  if (request.isLoading) return <SkeletonCards count={1} label="Loading the request" />;
  if (!request.data) {
    return (
      <ErrorState
        title="Request not found"
        message="This maintenance request does not exist or is not yours."
        action={<Link to="/maintenance">Back to Maintenance</Link>}
      />
    );
  }
  const { data } = request;

  async function cancelRequest() {
    try {
      await cancel(data.requestId).unwrap();
      toast.success('Your request has been cancelled');
    } catch {
      // The error toast has said why.
    }
  }

  return (
    <>
      <PageHeading title={data.title} description={`Maintenance request at ${data.propertyName}`} />
      <p>
        <Link to="/maintenance">Back to Maintenance</Link>
      </p>
      <Details>
        <dt>Status</dt>
        <dd>
          <RequestStatusBadge status={data.status} />
        </dd>
        <dt>Priority level</dt>
        <dd>{data.priority}</dd>
        <dt>Repair Date</dt>
        <dd>{longDate(data.date)}</dd>
        <dt>Description</dt>
        <dd>{data.description}</dd>
      </Details>
      {data.status === 'open' && (
        <p>
          <Button variant="danger" loading={cancelling.isLoading} onClick={cancelRequest}>
            Cancel request
          </Button>
        </p>
      )}
      <Section>Photos</Section>
      <RequestPhotos request={data} />
      <Section>History</Section>
      <RequestTimeline updates={data.updates} />
      <CommentForm onComment={(body) => comment({ requestId: data.requestId, body }).unwrap()} />
    </>
  );
}
