import type { RentPaymentStatus } from 'shared-api/contract';
import { Badge, type BadgeTone } from 'shared-ui';

const states: Record<RentPaymentStatus, { label: string; tone: BadgeTone }> = {
  pending: { label: 'Pending', tone: 'warning' },
  completed: { label: 'Completed', tone: 'success' },
  failed: { label: 'Failed', tone: 'danger' },
};

/** The contract's payment statuses, in its order, from the record the compiler holds complete. */
export const paymentStatuses = Object.keys(states) as RentPaymentStatus[];

export function PaymentStatusBadge({ status }: { status: RentPaymentStatus }) {
  return <Badge tone={states[status].tone}>{states[status].label}</Badge>;
}
