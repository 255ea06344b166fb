import { lazy, Suspense, useState } from 'react';
import { Button, Modal, type ButtonProps } from 'shared-ui';

const loadModal = () => {
  Modal.preload();
  return import('./maintenance-request-modal');
};
const MaintenanceRequestModal = lazy(() =>
  loadModal().then((module) => ({ default: module.MaintenanceRequestModal })),
);

/**
 * "Log requests": the button is drawn at once, the request form (with its form and schema
 * libraries) loads when the tenant points at or presses it, and opens as soon as it is there.
 */
export function LogRequestButton({ variant }: { variant?: ButtonProps['variant'] }) {
  const [wanted, setWanted] = useState(false);
  const button = (
    <Button
      variant={variant}
      onPointerEnter={() => void loadModal()}
      onFocus={() => void loadModal()}
      onClick={() => setWanted(true)}
    >
      Log requests
    </Button>
  );
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <MaintenanceRequestModal
        defaultOpen
        trigger={<Button variant={variant}>Log requests</Button>}
      />
    </Suspense>
  );
}
