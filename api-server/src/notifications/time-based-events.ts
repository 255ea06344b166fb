import { and, asc, eq, gte, isNotNull, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { daysBetween, todayUtc } from '../calendar';
import type { Database } from '../db/connection';
import { leases, properties, rentLedgerCharges, tenants } from '../db/schema';
import { moneyText } from '../money';
import { recordNotifications, type NotificationEvent } from './notifier';

export const rentDueNoticeDays = 3;
export const leaseEndingNoticeDays = 60;
/** After downtime, overdue rent is still announced if it fell due this many days ago at most. */
export const overdueCatchUpDays = 45;

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

const longDate = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

/**
 * The rent of active leases still owed today that fell due at most `overdueCatchUpDays` ago or falls
 * due within `rentDueNoticeDays`, from the ledgers the database keeps (migration 0011). A stored
 * ledger stands once every late fee has fallen due; today, a rent charge due later is not yet
 * behind the late fees falling due between today and its due date, so the money they take goes to
 * it first.
 */
export const rentOwedAroundQuery = (db: Database, today: string) => {
  const laterFees = sql`coalesce((
    select sum(f.owed_cents) from ${rentLedgerCharges} f
    where f.lease_id = ${rentLedgerCharges.leaseId} and f.kind = 'late_fee'
      and f.due_on > ${today} and f.due_on < ${rentLedgerCharges.dueOn}), 0)`;
  const owedToday = sql<number>`${rentLedgerCharges.owedCents} - least(${rentLedgerCharges.owedCents},
    greatest(0, ${rentLedgerCharges.receivedCents} - (${rentLedgerCharges.owedBeforeCents} - ${laterFees})))`;
  return db
    .select({
      chargeId: rentLedgerCharges.chargeId,
      dueOn: rentLedgerCharges.dueOn,
      owedCents: owedToday.mapWith(Number),
      currency: rentLedgerCharges.currency,
      propertyName: properties.name,
      tenantIds: sql<string[]>`coalesce((
        select json_agg(t.id order by t.position) from ${tenants} t
        where t.lease_id = ${leases.id}), '[]'::json)`,
    })
    .from(rentLedgerCharges)
    .innerJoin(leases, and(eq(leases.id, rentLedgerCharges.leaseId), eq(leases.status, 'active')))
    .innerJoin(properties, eq(properties.id, leases.propertyId))
    .where(
      and(
        eq(rentLedgerCharges.kind, 'rent'),
        sql`${rentLedgerCharges.paidCents} < ${rentLedgerCharges.owedCents}`,
        gte(rentLedgerCharges.dueOn, addDays(today, -overdueCatchUpDays)),
        lte(rentLedgerCharges.dueOn, addDays(today, rentDueNoticeDays)),
        sql`${owedToday} > 0`,
      ),
    )
    .orderBy(asc(leases.position), asc(rentLedgerCharges.dueOn));
};

/**
 * The date-driven events as of `now`: rent due within 3 days, rent overdue, a lease ending within
 * 60 days. Each carries a key naming it, so looking again (on any server, after any downtime) finds
 * the same events and records none twice.
 */
export async function timeBasedEvents(
  app: FastifyInstance,
  now: Date,
): Promise<NotificationEvent[]> {
  const today = todayUtc(now);
  const events: NotificationEvent[] = [];
  for (const charge of await rentOwedAroundQuery(app.db, today)) {
    const owed = moneyText(charge.owedCents, charge.currency);
    const soon = charge.dueOn >= today && charge.dueOn <= addDays(today, rentDueNoticeDays);
    const overdue = charge.dueOn < today && daysBetween(charge.dueOn, today) <= overdueCatchUpDays;
    for (const tenantId of charge.tenantIds) {
      if (soon) {
        events.push({
          recipient: { role: 'tenant', id: tenantId },
          kind: 'rent_due',
          title: `Rent of ${owed} is due on ${longDate(charge.dueOn)}`,
          body: `Your rent for ${charge.propertyName} falls due on ${longDate(charge.dueOn)}.`,
          link: '/tenant',
          eventKey: `rent_due:${charge.chargeId}:${tenantId}`,
        });
      }
      if (overdue) {
        events.push({
          recipient: { role: 'tenant', id: tenantId },
          kind: 'rent_overdue',
          title: `Rent of ${owed} is overdue`,
          body: `Your rent for ${charge.propertyName} was due on ${longDate(charge.dueOn)}. Late fees may apply.`,
          link: '/tenant',
          eventKey: `rent_overdue:${charge.chargeId}:${tenantId}`,
        });
      }
    }
  }
  const ending = await app.db
    .select({ lease: leases, tenantId: tenants.id })
    .from(leases)
    .innerJoin(tenants, eq(tenants.leaseId, leases.id))
    .where(
      and(
        eq(leases.status, 'active'),
        isNotNull(tenants.passwordHash),
        gte(leases.endDate, today),
        lte(leases.endDate, addDays(today, leaseEndingNoticeDays)),
      ),
    );
  for (const { lease, tenantId } of ending) {
    events.push({
      recipient: { role: 'tenant', id: tenantId },
      kind: 'lease_ending',
      title: `Your lease ends on ${longDate(lease.endDate)}`,
      body: `Your lease ends in ${daysBetween(today, lease.endDate)} days. Talk to your landlord about renewing or moving out.`,
      link: '/lease',
      eventKey: `lease_ending:${lease.id}:${lease.endDate}:${tenantId}`,
    });
  }
  return events;
}

/**
 * Records every time-based event due as of `now` that no server has recorded yet, in a few
 * statements however many there are. Answers how many it recorded.
 */
export async function announceTimeBasedEvents(app: FastifyInstance, now: Date) {
  return recordNotifications(app, await timeBasedEvents(app, now));
}
