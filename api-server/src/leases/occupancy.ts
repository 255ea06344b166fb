import { and, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Transaction } from '../db/connection';
import { properties, rentCharges, tenants } from '../db/schema';

/**
 * The property's side of a lease: who lives there (`current_tenants`, read by the owner's metrics)
 * and whether it is on lease (read by the metrics and the vacant-property list). The caller drops
 * the owner's kept property list once the transaction is committed.
 */
export async function moveIn(transaction: Transaction, propertyId: string, tenantId: string) {
  await transaction
    .update(properties)
    .set({
      currentTenants: sql`case when ${properties.currentTenants} @> jsonb_build_array(${tenantId}::text) then ${properties.currentTenants} else ${properties.currentTenants} || jsonb_build_array(${tenantId}::text) end`,
      isOnLease: true,
      updatedAt: new Date(),
    })
    .where(eq(properties.id, propertyId));
}

/**
 * A lease that ends takes its tenants off the property, which stays on lease only while another of
 * its leases is active; rent it would have charged after today is no longer due.
 */
export async function moveOut(
  transaction: Transaction,
  lease: { id: string; propertyId: string },
  today: string,
) {
  const leaving = await transaction
    .select({ id: tenants.id })
    .from(tenants)
    .where(eq(tenants.leaseId, lease.id));
  for (const tenant of leaving) {
    await transaction
      .update(properties)
      .set({ currentTenants: sql`${properties.currentTenants} - ${tenant.id}::text` })
      .where(eq(properties.id, lease.propertyId));
  }
  await transaction
    .update(properties)
    .set({
      isOnLease: sql`exists (select 1 from leases other where other.property_id = ${lease.propertyId} and other.status = 'active' and other.id <> ${lease.id})`,
      updatedAt: new Date(),
    })
    .where(eq(properties.id, lease.propertyId));
  await transaction
    .delete(rentCharges)
    .where(
      and(
        eq(rentCharges.leaseId, lease.id),
        isNull(rentCharges.paidAt),
        gt(rentCharges.dueOn, today),
      ),
    );
}

/** Whether any tenant of the lease has been sent it: from then on its terms are fixed. */
export async function leaseWasSent(transaction: Transaction, leaseId: string) {
  const [sent] = await transaction
    .select({ id: tenants.id })
    .from(tenants)
    .where(and(eq(tenants.leaseId, leaseId), isNotNull(tenants.leaseSentAt)))
    .limit(1);
  return sent !== undefined;
}
