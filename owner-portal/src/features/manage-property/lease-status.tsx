import type { Lease } from 'shared-api/contract';
import { Badge } from 'shared-ui';

/** As the spec reads a lease's status: "Pending" while pending, "Lease Active" for any other. */
export const leaseStatusWord = (lease: Lease) =>
  lease.status === 'pending' ? 'Pending' : 'Lease Active';

export function LeaseStatusBadge({ lease }: { lease: Lease }) {
  return (
    <Badge tone={lease.status === 'pending' ? 'warning' : 'success'}>
      {leaseStatusWord(lease)}
    </Badge>
  );
}
