import { Button, ErrorState } from 'shared-ui/first-screen';

const remoteLabels = {
  auth_app: 'Sign-in',
  owner_portal: 'Owner portal',
  tenant_portal: 'Tenant portal',
} as const;

/** Stands where a remote's page would be when that remote could not be loaded. */
export function RemoteErrorPanel({
  remote,
  onRetry,
}: {
  remote: keyof typeof remoteLabels;
  onRetry: () => void;
}) {
  return (
    <ErrorState
      title={`${remoteLabels[remote]} is unavailable`}
      message="This part of the application could not be loaded. Check your connection and try again; the rest of the application keeps working."
      action={<Button onClick={onRetry}>Try again</Button>}
    />
  );
}
