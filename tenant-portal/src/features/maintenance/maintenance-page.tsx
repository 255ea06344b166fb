import type { MaintenanceRequest } from 'shared-api/contract';
import { Button, EmptyState, ErrorState, PageHeading, SkeletonCards, Table } from 'shared-ui';
import { longDate, maintenanceRequestColumns } from 'shared-features';
import styled from 'styled-components';
import { useGetMyMaintenanceRequestsQuery } from './api';
import { LogRequestButton } from './log-request-button';

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-bottom: 16px;
`;

const columns = [
  maintenanceRequestColumns.issue,
  maintenanceRequestColumns.priority,
  {
    key: 'date',
    header: 'Repair date',
    cell: (request: MaintenanceRequest) => longDate(request.date),
  },
  maintenanceRequestColumns.status,
  maintenanceRequestColumns.filed,
] as const;

/** The tenant's maintenance requests with their status; each opens its own page. */
export function MaintenancePage() {
  const requests = useGetMyMaintenanceRequestsQuery();

  return (
    <>
      <PageHeading
        title="Maintenance"
        description="Your maintenance requests and where each one stands."
      />
      {requests.isLoading && <SkeletonCards count={2} label="Loading your requests" />}
      {requests.isError && (
        <ErrorState
          title="Your requests could not be loaded"
          message="Please try again in a moment."
          action={<Button onClick={() => requests.refetch()}>Try again</Button>}
        />
      )}
      {requests.data && requests.data.length === 0 && (
        <EmptyState
          title="No request logged yet"
          text="Something needs fixing at home? Tell your landlord here, with photos."
          action={<LogRequestButton />}
        />
      )}
      {requests.data && requests.data.length > 0 && (
        <>
          <Actions>
            <LogRequestButton />
          </Actions>
          <Table
            caption="Your maintenance requests"
            hideCaption
            columns={columns}
            rows={requests.data}
            rowKey={(request) => request.requestId}
            emptyText="No request logged yet"
          />
        </>
      )}
    </>
  );
}
