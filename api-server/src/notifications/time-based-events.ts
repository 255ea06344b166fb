import { and, eq, gte, isNotNull, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { daysBetween, todayUtc } from '../calendar';
import { leases, tenants } from '../db/schema';
import { toDollars } from '../money';
import { loadLedgers } from '../payments/rent-ledgers';
import type { NotificationEvent } from './notifier';

export const rentDueNoticeDays = 3;
export const leaseEndingNoticeDays = 60;
/** After downtime, overdue rent is still announced if it fell due this many days ago at most. */
export const overdueCatchUpDays = 45;

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

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
  const ledgers = await loadLedgers(app.db, eq(leases.status, 'active'), today);
  for (const entry of ledgers) {
    for (const charge of entry.ledger.charges) {
      if (charge.kind !== 'rent') continue;
      const owed = toDollars(charge.owedCents - charge.paidCents);
      const soon =
        (charge.status === 'upcoming' || charge.status === 'open') &&
        charge.dueOn <= addDays(today, rentDueNoticeDays);
      const overdue =
        charge.status === 'overdue' && daysBetween(charge.dueOn, today) <= overdueCatchUpDays;
      for (const tenantId of entry.tenantIds) {
        if (soon) {
          events.push({
            recipient: { role: 'tenant', id: tenantId },
            kind: 'rent_due',
            title: `Rent of ${money.format(owed)} is due on ${longDate(charge.dueOn)}`,
            body: `Your rent for ${entry.propertyName} falls due on ${longDate(charge.dueOn)}.`,
            link: '/tenant',
            eventKey: `rent_due:${charge.id}:${tenantId}`,
          });
        }
        if (overdue) {
          events.push({
            recipient: { role: 'tenant', id: tenantId },
            kind: 'rent_overdue',
            title: `Rent of ${money.format(owed)} is overdue`,
            body: `Your rent for ${entry.propertyName} was due on ${longDate(charge.dueOn)}. Late fees may apply.`,
            link: '/tenant',
            eventKey: `rent_overdue:${charge.id}:${tenantId}`,
          });
        }
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

/** Records every time-based event due as of `now` that no server has recorded yet. */
export async function announceTimeBasedEvents(app: FastifyInstance, now: Date) {
  let recorded = 0;
  for (const event of await timeBasedEvents(app, now)) {
    if (await app.notify(event)) recorded += 1;
  }
  return recorded;
}
