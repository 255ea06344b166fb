import type { RentPaymentStatus } from 'shared-api/contract';
import { Badge, type BadgeTone } from 'shared-ui';

const states: Record<RentPaymentStatus, { label: string; tone: BadgeTone }> = {
  pending: { label: 'Pending', tone: 'warning' },
  completed: { label: 'Completed', tone: 'success' },
  failed: { label: 'Failed', tone: 'danger' },
};

export function PaymentStatusBadge({ status }: { status: RentPaymentStatus }) {
  return <Badge tone={states[status].tone}>{states[status].label}</Badge>;
}
