import {
  type MaintenanceStatus,
  maintenanceStatusLabels,
} from 'shared-api/contract/maintenance-statuses';
import { Badge, type BadgeTone } from 'shared-ui';

const tones: Record<MaintenanceStatus, BadgeTone> = {
  open: 'info',
  in_progress: 'warning',
  resolved: 'success',
  cancelled: 'neutral',
};

export function RequestStatusBadge({ status }: { status: MaintenanceStatus }) {
  return <Badge tone={tones[status]}>{maintenanceStatusLabels[status]}</Badge>;
}
