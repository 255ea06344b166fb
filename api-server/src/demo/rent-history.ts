import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createLeasePayload } from 'shared-api/contract';
import { todayUtc } from '../calendar';
import { leases, rentPaymentDecisions, rentPayments, tenants } from '../db/schema';
import { LeaseBook } from '../leases/lease-book';
import { monthlyDueDates } from '../payments/rent-schedule';
import { signedAndMovedIn } from './move-in';

/** Maple Court's let units: who lives there and what they pay (the property asks $1,450 a unit). */
const mapleTenancies = [
  { unit: 1, name: 'Marcus Bell', rent: 1450 },
  { unit: 2, name: 'Priya Raman', rent: 1450 },
  { unit: 3, name: 'Jordan Alvarez', rent: 1425 },
  { unit: 4, name: 'Hannah Cho', rent: 1475 },
  { unit: 5, name: 'Samuel Okafor', rent: 1450 },
  { unit: 6, name: 'Lucia Moreno', rent: 1395 },
  { unit: 7, name: 'Ethan Brooks', rent: 1500 },
  { unit: 8, name: 'Grace Whitaker', rent: 1450 },
  { unit: 9, name: 'Omar Haddad', rent: 1425 },
  { unit: 10, name: 'Nina Petrova', rent: 1475 },
];

const dayAfter = (day: string, days: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/**
 * A year of rent on Maple Court: ten of its twelve units let since the first of the month a year
 * ago, on two-year leases recorded as existing tenancies, each moved in by its move-in payment and
 * paying every month since by bank transfer, recorded by the owner as received (as the owner's
 * "Record a payment" writes it). The books then read a year of income against the year of expenses.
 */
export async function seedDemoRentHistory(
  app: FastifyInstance,
  ownerId: string,
  maple: { propertyId: string },
) {
  const today = todayUtc();
  const started = new Date(`${today.slice(0, 7)}-01T00:00:00Z`);
  started.setUTCFullYear(started.getUTCFullYear() - 1);
  const startDate = started.toISOString().slice(0, 10);
  const ends = new Date(started);
  ends.setUTCFullYear(ends.getUTCFullYear() + 2);
  const endDate = dayAfter(ends.toISOString().slice(0, 10), -1);
  const movedIn = new Date(`${startDate}T12:00:00Z`);
  const book = new LeaseBook(app);

  for (const [index, tenancy] of mapleTenancies.entries()) {
    const { lease } = await book.create(
      ownerId,
      createLeasePayload.parse({
        propertyId: maple.propertyId,
        startDate,
        endDate,
        monthlyRent: tenancy.rent,
        securityDeposit: tenancy.rent,
        currentUnit: tenancy.unit,
        existingTenancy: true,
      }),
    );
    const first = tenancy.name.split(' ')[0]!.toLowerCase();
    await app.db.transaction(async (transaction) => {
      const [leaseRow] = await transaction
        .select()
        .from(leases)
        .where(eq(leases.id, lease.leaseId));
      if (!leaseRow) throw new Error('A demo lease was not created');
      const [tenant] = await transaction
        .insert(tenants)
        .values({
          ownerId,
          leaseId: lease.leaseId,
          name: tenancy.name,
          email: `${first}@maple.demo.homestead.local`,
          phone: `+1512555${String(300 + tenancy.unit).padStart(4, '0')}`,
          address: `410 Maple Avenue, unit ${tenancy.unit}, Austin, TX 78701`,
          backgroundCheck: 'passed',
          backgroundCheckSubmittedAt: movedIn,
          backgroundCheckReviewedAt: movedIn,
          leaseSentAt: movedIn,
          invitationExpiresAt: movedIn,
          createdAt: movedIn,
        })
        .returning();
      if (!tenant) throw new Error('A demo tenant was not created');
      // The move-in payment covers the deposit and the first month; each later month is paid
      // within the grace days, by today at the latest.
      await signedAndMovedIn(transaction, leaseRow, tenant, movedIn);
      const months = monthlyDueDates(startDate, endDate)
        .filter((dueOn, month) => month > 0 && dueOn <= today)
        .map((dueOn) => ({ dueOn, paidOn: [dayAfter(dueOn, index % 4), today].sort()[0]! }));
      // A year of payments written at once: the lease's ledger is derived once at the end, not
      // again for each payment and its decision (rent_ledgers.deferred, migration 0011).
      await transaction.execute(sql`set local rent_ledgers.deferred = 'on'`);
      const paid = await transaction
        .insert(rentPayments)
        .values(
          months.map(({ dueOn, paidOn }) => ({
            ownerId,
            leaseId: lease.leaseId,
            tenantId: tenant.id,
            amountCents: leaseRow.monthlyRentCents,
            paidOn,
            method: 'bank_transfer' as const,
            source: 'owner' as const,
            requestKey: `owner:demo-${tenancy.unit}-${dueOn}`,
            recordedAs: `demo-${tenancy.unit}-${dueOn}`,
            createdAt: new Date(`${paidOn}T10:00:00Z`),
          })),
        )
        .returning({ id: rentPayments.id, paidOn: rentPayments.paidOn });
      if (paid.length !== months.length) throw new Error('A demo rent payment was not recorded');
      if (paid.length > 0)
        await transaction.insert(rentPaymentDecisions).values(
          paid.map((payment) => ({
            paymentId: payment.id,
            result: 'received' as const,
            decidedAt: new Date(`${payment.paidOn}T18:00:00Z`),
          })),
        );
      await transaction.execute(sql`select refresh_rent_ledgers(array[${lease.leaseId}]::uuid[])`);
    });
  }
}
