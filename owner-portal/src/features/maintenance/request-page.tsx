import { Link } from 'react-router-dom';
import {
  type MaintenanceStatus,
  maintenanceStatusLabels,
} from 'shared-api/contract/maintenance-statuses';
import { Button, toast } from 'shared-ui';
import { MaintenanceRequestView } from 'shared-features';
import styled from 'styled-components';
import { useChangeMaintenanceStatusMutation } from './api';
import { RequestVendor } from './request-vendor';

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
  const [changeStatus, changing] = useChangeMaintenanceStatusMutation();

  async function moveTo(requestId: string, status: MaintenanceStatus) {
    try {
      await changeStatus({ requestId, status }).unwrap();
      toast.success(
        `Status changed to ${maintenanceStatusLabels[status].toLowerCase()}: the tenant has been told`,
      );
    } catch {
      // The error toast has said why.
    }
  }

  return (
    <MaintenanceRequestView
      notFoundMessage="This maintenance request does not exist or is not on one of your properties."
      description={(request) =>
        `Maintenance request at ${request.propertyName}, unit ${request.currentUnit}`
      }
      parties={(request) => (
        <>
          <dt>Property</dt>
          <dd>
            <Link to={`/properties/manage-property/${request.propertyId}`}>
              {request.propertyName}
            </Link>
            , unit {request.currentUnit}
          </dd>
          <dt>Tenant</dt>
          <dd>
            <Link to={`/properties/manage-tenant/${request.tenant.tenantId}`}>
              {request.tenant.name}
            </Link>
          </dd>
        </>
      )}
      actions={(request) => (
        <>
          {movesFrom[request.status] && (
            <Moves>
              {movesFrom[request.status]?.map((move) => (
                <Button
                  key={move.to}
                  variant={move.to === 'open' ? 'secondary' : 'primary'}
                  disabled={changing.isLoading}
                  onClick={() => moveTo(request.requestId, move.to)}
                >
                  {move.label}
                </Button>
              ))}
            </Moves>
          )}
          <RequestVendor request={request} />
        </>
      )}
    />
  );
}
