import { eq } from 'drizzle-orm';
import type { Database } from '../db/connection';
import type { TenantMetrics, TenantPaymentStatus } from 'shared-api/contract';
import { daysBetween, todayUtc } from '../calendar';
import { leases } from '../db/schema';
import { toDollars } from '../money';
import { loadLedgers } from '../payments/rent-ledgers';
import { type TenantRecord, addressLine, loadTenantRecord } from './tenant-records';

/**
 * Until the owner has the move-in payment, its state; afterwards the lease's ledger: a charge
 * (rent, deposit or late fee) unpaid past its due date makes it overdue, one due today due, otherwise paid.
 */
async function paymentStatusOf(
  db: Database,
  record: TenantRecord,
  today: string,
): Promise<TenantPaymentStatus> {
  const moveIn = record.moveInPayment?.status ?? 'not_paid';
  if (moveIn !== 'received') return moveIn;
  const [entry] = await loadLedgers(db, eq(leases.id, record.lease.id), today);
  const charges = entry?.ledger.charges ?? [];
  if (charges.some((charge) => charge.status === 'overdue')) return 'overdue';
  return charges.some((charge) => charge.status === 'open') ? 'due' : 'paid';
}

/** The signed-in tenant's dashboard figures, drawn from their lease and its payments. */
export async function tenantMetrics(db: Database, tenantId: string): Promise<TenantMetrics> {
  const record = await loadTenantRecord(db, tenantId);
  const { lease } = record;
  const today = todayUtc();
  const monthlyRent = toDollars(lease.monthlyRentCents);
  return {
    tenant: {
      name: record.tenant.name,
      address: addressLine(record.propertyAddress, lease.currentUnit),
    },
    metrics: {
      monthlyIncome: monthlyRent,
      daysUntilLeaseExpiry: Math.max(0, daysBetween(today, lease.endDate)),
      leaseStatus: lease.status,
      paymentStatus: await paymentStatusOf(db, record, today),
    },
    lease: {
      monthlyRent,
      currency: record.propertyCurrency,
      startDate: lease.startDate,
      endDate: lease.endDate,
    },
  };
}
