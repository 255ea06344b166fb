import { useSearchParams } from 'react-router-dom';
import { propertiesApi } from 'shared-api';
import type { MaintenanceListQuery } from 'shared-api/contract';
import {
  type MaintenanceStatus,
  maintenancePriorities,
  maintenanceStatusLabels,
  maintenanceStatuses,
} from 'shared-api/contract/maintenance-statuses';
import { Button, EmptyState, ErrorState, PageHeading, Select, SkeletonCards } from 'shared-ui';
import styled from 'styled-components';
import { PropertyPicker } from '../../components/property-picker';
import { useGetMaintenanceRequestsQuery } from './api';
import { isFiltered } from './api';
import { RequestsTable } from './requests-table';

const Filters = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: 0 16px;
`;

const { useGetPropertyQuery } = propertiesApi;

const statusOptions = maintenanceStatuses.map((status) => ({
  value: status,
  label: maintenanceStatusLabels[status],
}));
const priorityOptions = maintenancePriorities.map((priority) => ({
  value: priority,
  label: priority,
}));

const isStatus = (value: string | null): value is MaintenanceStatus =>
  (maintenanceStatuses as readonly (string | null)[]).includes(value);

/** The list's filters, kept in the page's address so that a filtered list can be shared. */
function maintenanceFiltersOf(search: URLSearchParams): MaintenanceListQuery {
  const status = search.get('status');
  return {
    status: isStatus(status) ? status : undefined,
    propertyId: search.get('propertyId') || undefined,
    priority: search.get('priority') || undefined,
  };
}

/** Every maintenance request across the owner's properties, open and most urgent first. */
export function MaintenancePage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = maintenanceFiltersOf(searchParams);
  const { status = '', propertyId = '', priority = '' } = filters;
  // The filtered property's name, offered whatever the picker's search finds (a shared address may
  // name any of the owner's properties).
  const filteredProperty = useGetPropertyQuery(propertyId, { skip: !propertyId }).data;
  const requests = useGetMaintenanceRequestsQuery(filters);
  const filtered = isFiltered(searchParams);

  // Filters live in the address, so a filtered list can be bookmarked and shared.
  function filterBy(name: string, value: string) {
    const next = new URLSearchParams(searchParams);
    if (value) next.set(name, value);
    else next.delete(name);
    setSearchParams(next, { replace: true });
  }

  return (
    <>
      <PageHeading
        title="Maintenance"
        description="Maintenance requests from your tenants, across all your properties."
      />
      <Filters>
        <Select
          label="Status"
          placeholder="Any status"
          options={statusOptions}
          value={status}
          onChange={(event) => filterBy('status', event.target.value)}
        />
        <PropertyPicker
          placeholder="Any property"
          value={propertyId}
          onChange={(chosen) => filterBy('propertyId', chosen)}
          selected={
            filteredProperty && { value: filteredProperty.propertyId, label: filteredProperty.name }
          }
        />
        <Select
          label="Priority"
          placeholder="Any priority"
          options={priorityOptions}
          value={priority}
          onChange={(event) => filterBy('priority', event.target.value)}
        />
      </Filters>
      {requests.isLoading && <SkeletonCards count={2} label="Loading maintenance requests" />}
      {requests.isError && (
        <ErrorState
          title="Maintenance requests could not be loaded"
          message="Please try again in a moment."
          action={<Button onClick={() => requests.refetch()}>Try again</Button>}
        />
      )}
      {requests.data?.length === 0 && !filtered && (
        <EmptyState
          title="No maintenance requests yet"
          text="When a tenant reports something that needs fixing, it appears here."
        />
      )}
      {requests.data && (requests.data.length > 0 || filtered) && (
        <RequestsTable requests={requests.data} caption="Maintenance requests" />
      )}
    </>
  );
}
