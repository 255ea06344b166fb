import type { Transaction } from '../db/connection';
import { leaseSignatures, payments } from '../db/schema';
import { activateLease } from '../payments/move-in-payments';
import { type LeaseRow, moveInAmountCents } from '../tenants/tenant-records';

/**
 * A demo tenant's last steps, all at `at`: the lease signed, the move-in payment received, and the
 * lease active (as when the owner marks that payment received).
 */
export async function signedAndMovedIn(
  transaction: Transaction,
  lease: LeaseRow,
  tenant: { id: string; name: string },
  at: Date,
) {
  await transaction.insert(leaseSignatures).values({
    leaseId: lease.id,
    tenantId: tenant.id,
    fullName: tenant.name,
    signedAt: at,
    ipAddress: '127.0.0.1',
    userAgent: 'Homestead demo data',
  });
  await transaction.insert(payments).values({
    ownerId: lease.ownerId,
    leaseId: lease.id,
    tenantId: tenant.id,
    kind: 'move_in',
    amountCents: moveInAmountCents(lease),
    status: 'received',
    reportedAt: at,
    decidedAt: at,
  });
  await activateLease(transaction, lease, tenant.id, at);
}
