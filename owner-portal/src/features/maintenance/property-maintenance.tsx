import { EmptyState } from 'shared-ui';
import { useGetMaintenanceRequestsQuery } from './api';
import { RequestsTable } from './requests-table';

/** Manage property's Maintenance tab: the requests filed on one property. */
export function PropertyMaintenance({ propertyId }: { propertyId: string }) {
  const { data: requests } = useGetMaintenanceRequestsQuery({ propertyId });
  if (!requests) return null;
  if (requests.length === 0) {
    return (
      <EmptyState
        titleAs="h3"
        title="No maintenance requests"
        text="Requests your tenants log for this property will appear here."
      />
    );
  }
  return <RequestsTable requests={requests} caption="Maintenance requests for this property" />;
}
