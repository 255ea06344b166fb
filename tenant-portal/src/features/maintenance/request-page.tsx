import { Button, toast } from 'shared-ui';
import { MaintenanceRequestView } from 'shared-features';
import { useCancelMyMaintenanceRequestMutation } from './api';

/** One of the tenant's requests: what was asked, its photos, its history and the conversation. */
export function RequestPage() {
  const [cancel, cancelling] = useCancelMyMaintenanceRequestMutation();

  async function cancelRequest(requestId: string) {
    try {
      await cancel(requestId).unwrap();
      toast.success('Your request has been cancelled');
    } catch {
      // The error toast has said why.
    }
  }

  return (
    <MaintenanceRequestView
      notFoundMessage="This maintenance request does not exist or is not yours."
      description={(request) => `Maintenance request at ${request.propertyName}`}
      actions={(request) =>
        request.status === 'open' && (
          <p>
            <Button
              variant="danger"
              loading={cancelling.isLoading}
              onClick={() => cancelRequest(request.requestId)}
            >
              Cancel request
            </Button>
          </p>
        )
      }
    />
  );
}
