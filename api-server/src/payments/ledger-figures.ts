import { type SQL, and, asc, count, desc, eq, gte, lt, lte, sql } from 'drizzle-orm';
import type {
  OpenLateFee,
  PaymentHistoryQuery,
  PaymentHistoryRow,
  PaymentSummary,
} from 'shared-api/contract';
import { daysBetween } from '../calendar';
import type { Database } from '../db/connection';
import {
  leases,
  ownerRentDays,
  properties,
  rentLedgerCharges,
  rentLedgerPayments,
  tenants,
} from '../db/schema';
import { badRequest } from '../http/errors';
import { isUuid } from '../http/ids';
import { toDollars } from '../money';
import { addDays } from '../calendar';
import { lateFeeLabel, lateFeeReason } from './rent-ledgers';

/*
 * The owner's whole-portfolio rent figures, read from the ledgers the database derives once per
 * write (migration 0011) rather than drawn again on every read. A derived ledger stands as of the
 * end of time: a charge due by today owes and was paid exactly what today's ledger says, and a
 * late fee exists today once its due date has come, so "today" is only ever compared with dates.
 */

const firstTenantOf = sql<string | null>`(
  select t.id from ${tenants} t where t.lease_id = ${leases.id} order by t.position limit 1)`;
const tenantNamesOf = sql<string>`coalesce((
  select string_agg(t.name, ', ' order by t.position) from ${tenants} t
  where t.lease_id = ${leases.id}), '')`;

/** Where a page of owed charges starts: after this due date and, on that day, this lease. */
export interface OwedChargesAfter {
  dueOn: string;
  leaseId: string;
}

/** A page of owed charges: how many, after which charge (null for the first page). */
export interface OwedChargesPage {
  limit: number;
  after: OwedChargesAfter | null;
}

/** A real day of years 1000 to 9999 (PostgreSQL knows no year 0). */
const isCalendarDay = (day: string) =>
  /^[1-9]\d{3}-\d{2}-\d{2}$/.test(day) &&
  new Date(`${day}T00:00:00Z`).toISOString().startsWith(day);

/** The cursor of a page's last charge, passed back to read the next page. */
export const owedChargesCursor = ({ dueOn, leaseId }: OwedChargesAfter) => `${dueOn}.${leaseId}`;

/** Reads a cursor back; anything that no page handed out answers 400. */
export function owedChargesAfter(cursor: string): OwedChargesAfter {
  const [dueOn = '', leaseId = '', ...rest] = cursor.split('.');
  if (rest.length > 0 || !isCalendarDay(dueOn) || !isUuid(leaseId)) {
    throw badRequest('This page link is not valid; start again from the first page');
  }
  return { dueOn, leaseId: leaseId.toLowerCase() };
}

/** The owner's charges of a kind still owed on a day, in the order of the owed-charges index. */
function owedCharges(
  ownerId: string,
  kind: 'rent' | 'late_fee',
  due: SQL,
  after: OwedChargesAfter | null = null,
) {
  return and(
    eq(rentLedgerCharges.ownerId, ownerId),
    eq(rentLedgerCharges.kind, kind),
    sql`${rentLedgerCharges.paidCents} < ${rentLedgerCharges.owedCents}`,
    due,
    after
      ? sql`(${rentLedgerCharges.dueOn}, ${rentLedgerCharges.leaseId}) > (${after.dueOn}::date, ${after.leaseId}::uuid)`
      : undefined,
  );
}

const overdueOn = (today: string) => lt(rentLedgerCharges.dueOn, today);
const lateFeesDueBy = (today: string) => lte(rentLedgerCharges.dueOn, today);

/** How many charges and what they still owe, per currency. */
const owedTotalQuery = (db: Database, where: SQL | undefined) =>
  db
    .select({
      currency: rentLedgerCharges.currency,
      total: count(),
      owedCents:
        sql<number>`coalesce(sum(${rentLedgerCharges.owedCents} - ${rentLedgerCharges.paidCents}), 0)`.mapWith(
          Number,
        ),
    })
    .from(rentLedgerCharges)
    .where(where)
    .groupBy(rentLedgerCharges.currency)
    .orderBy(desc(count()), rentLedgerCharges.currency);

/** The owed totals' count over every currency, and their amounts one per currency. */
const totalsOf = (rows: { currency: string; total: number; owedCents: number }[]) => ({
  total: rows.reduce((sum, row) => sum + row.total, 0),
  totalAmounts: rows.map((row) => ({ currency: row.currency, amount: toDollars(row.owedCents) })),
});

/**
 * A page of rent charges still unpaid after their due date, oldest first and on the same day by
 * lease: the query, so its plan can be checked.
 */
export const overdueRentQuery = (
  db: Database,
  ownerId: string,
  today: string,
  page: OwedChargesPage,
) =>
  db
    .select({
      chargeId: rentLedgerCharges.chargeId,
      leaseId: rentLedgerCharges.leaseId,
      tenantId: firstTenantOf,
      tenantName: tenantNamesOf,
      propertyId: leases.propertyId,
      propertyName: properties.name,
      owedCents:
        sql<number>`${rentLedgerCharges.owedCents} - ${rentLedgerCharges.paidCents}`.mapWith(
          Number,
        ),
      currency: rentLedgerCharges.currency,
      dueOn: rentLedgerCharges.dueOn,
    })
    .from(rentLedgerCharges)
    .innerJoin(leases, eq(leases.id, rentLedgerCharges.leaseId))
    .innerJoin(properties, eq(properties.id, leases.propertyId))
    .where(owedCharges(ownerId, 'rent', overdueOn(today), page.after))
    .orderBy(asc(rentLedgerCharges.dueOn), asc(rentLedgerCharges.leaseId))
    .limit(page.limit);

/** How many rent charges are overdue over the owner's leases, and what is still owed on them. */
export const overdueRentTotalQuery = (db: Database, ownerId: string, today: string) =>
  owedTotalQuery(db, owedCharges(ownerId, 'rent', overdueOn(today)));

/** One more row than the page, so the page knows whether another follows. */
async function pageOf<Row extends { dueOn: string; leaseId: string }>(
  rows: Promise<Row[]>,
  limit: number,
) {
  const read = await rows;
  const page = read.slice(0, limit);
  const last = page.at(-1);
  return { rows: page, nextCursor: read.length > limit && last ? owedChargesCursor(last) : null };
}

/**
 * A page of the owner's overdue rent, oldest first, with how many charges are overdue in all and
 * what is owed on them.
 */
export async function overdueRentOf(
  db: Database,
  ownerId: string,
  today: string,
  page: OwedChargesPage,
) {
  const [{ rows, nextCursor }, totals] = await Promise.all([
    pageOf(overdueRentQuery(db, ownerId, today, { ...page, limit: page.limit + 1 }), page.limit),
    overdueRentTotalQuery(db, ownerId, today),
  ]);
  return {
    charges: rows.map(({ owedCents, dueOn, ...charge }) => ({
      ...charge,
      amount: toDollars(owedCents),
      dueDate: dueOn,
      daysOverdue: daysBetween(dueOn, today),
    })),
    ...totalsOf(totals),
    nextCursor,
  };
}

/** A page of late fees fallen due and neither paid nor waived: the query, so its plan can be checked. */
export const openLateFeesQuery = (
  db: Database,
  ownerId: string,
  today: string,
  page: OwedChargesPage,
) =>
  db
    .select({
      charge: rentLedgerCharges,
      tenantId: firstTenantOf,
      tenantName: tenantNamesOf,
      propertyName: properties.name,
      lateFeeAfterDays: leases.lateFeeAfterDays,
    })
    .from(rentLedgerCharges)
    .innerJoin(leases, eq(leases.id, rentLedgerCharges.leaseId))
    .innerJoin(properties, eq(properties.id, leases.propertyId))
    .where(owedCharges(ownerId, 'late_fee', lateFeesDueBy(today), page.after))
    .orderBy(asc(rentLedgerCharges.dueOn), asc(rentLedgerCharges.leaseId))
    .limit(page.limit);

/** A page of the late fees not yet paid nor waived over the owner's leases, oldest first. */
export async function openLateFeesOf(
  db: Database,
  ownerId: string,
  today: string,
  page: OwedChargesPage,
): Promise<{ fees: OpenLateFee[]; total: number; nextCursor: string | null }> {
  const [{ rows, nextCursor }, totals] = await Promise.all([
    pageOf(
      openLateFeesQuery(db, ownerId, today, { ...page, limit: page.limit + 1 }).then((read) =>
        read.map((row) => ({ ...row, dueOn: row.charge.dueOn, leaseId: row.charge.leaseId })),
      ),
      page.limit,
    ),
    owedTotalQuery(db, owedCharges(ownerId, 'late_fee', lateFeesDueBy(today))),
  ]);
  const fees = rows.map(({ charge, tenantId, tenantName, propertyName, lateFeeAfterDays }) => {
    const rentDueOn = charge.rentDueOn ?? charge.dueOn;
    return {
      chargeId: charge.feeFor ?? '',
      leaseId: charge.leaseId,
      tenantId,
      tenantName,
      propertyName,
      label: lateFeeLabel(rentDueOn),
      reason: lateFeeReason(charge.amountCents, charge.currency, rentDueOn, lateFeeAfterDays),
      amount: toDollars(charge.amountCents) - toDollars(charge.paidCents),
      currency: charge.currency,
      dueDate: charge.dueOn,
    };
  });
  return { fees, total: totalsOf(totals).total, nextCursor };
}

type HistoryFilters = Omit<PaymentHistoryQuery, 'page' | 'pageSize'>;

const rowTenantId = sql<string | null>`coalesce(${rentLedgerPayments.tenantId}, (
  select t.id from ${tenants} t where t.lease_id = ${rentLedgerPayments.leaseId}
  order by t.position limit 1))`;

/** The history's filters; null when a filter names nothing that could match. */
function historyConditions(ownerId: string, filters: HistoryFilters): SQL[] | null {
  if (filters.propertyId !== undefined && !isUuid(filters.propertyId)) return null;
  if (filters.tenantId !== undefined && !isUuid(filters.tenantId)) return null;
  return [
    eq(rentLedgerPayments.ownerId, ownerId),
    ...(filters.status ? [eq(rentLedgerPayments.status, filters.status)] : []),
    ...(filters.from ? [gte(rentLedgerPayments.day, filters.from)] : []),
    ...(filters.to ? [lte(rentLedgerPayments.day, filters.to)] : []),
    ...(filters.propertyId ? [eq(rentLedgerPayments.propertyId, filters.propertyId)] : []),
    // A tenant's payments are on the tenant's own lease, which finds them by index.
    ...(filters.tenantId
      ? [
          sql`${rentLedgerPayments.leaseId} = (select t.lease_id from ${tenants} t where t.id = ${filters.tenantId})`,
          sql`${rowTenantId} = ${filters.tenantId}`,
        ]
      : []),
  ];
}

/** Newest first, and on the same day the one recorded last first: a page, or every row. */
export const paymentHistoryQuery = (
  db: Database,
  conditions: SQL[],
  page: { limit: number; offset: number } | null,
) => {
  const query = db
    .select({
      payment: rentLedgerPayments,
      tenantId: rowTenantId,
      tenantName: sql<string>`coalesce((
        select string_agg(t.name, ', ' order by t.position) from ${tenants} t
        where t.lease_id = ${rentLedgerPayments.leaseId}), '')`,
      propertyName: properties.name,
    })
    .from(rentLedgerPayments)
    .innerJoin(properties, eq(properties.id, rentLedgerPayments.propertyId))
    .where(and(...conditions))
    .orderBy(
      desc(rentLedgerPayments.day),
      desc(rentLedgerPayments.leasePosition),
      desc(rentLedgerPayments.paymentPosition),
    );
  return page ? query.limit(page.limit).offset(page.offset) : query;
};

const historyRowOf = ({
  payment,
  tenantId,
  tenantName,
  propertyName,
}: Awaited<ReturnType<typeof paymentHistoryQuery>>[number]): PaymentHistoryRow => ({
  paymentId: payment.paymentId,
  leaseId: payment.leaseId,
  tenantId,
  tenantName,
  propertyId: payment.propertyId,
  propertyName,
  status: payment.status,
  type: payment.type,
  date: payment.day,
  amount: toDollars(payment.amountCents),
  currency: payment.currency,
  reference: payment.reference,
});

/** Every payment over the owner's leases matching the filters, newest first. */
export async function allPaymentsOf(
  db: Database,
  ownerId: string,
  filters: HistoryFilters,
): Promise<PaymentHistoryRow[]> {
  const conditions = historyConditions(ownerId, filters);
  if (!conditions) return [];
  return (await paymentHistoryQuery(db, conditions, null)).map(historyRowOf);
}

/** How many payments match: by status and day from the owner's days, else counted. */
async function historyTotal(
  db: Database,
  ownerId: string,
  filters: HistoryFilters,
  conditions: SQL[],
) {
  if (filters.propertyId || filters.tenantId) {
    const [counted] = await db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(rentLedgerPayments)
      .where(and(...conditions));
    return counted?.total ?? 0;
  }
  const counts = {
    completed: ownerRentDays.completed,
    pending: ownerRentDays.pending,
    failed: ownerRentDays.failed,
  };
  const counted = filters.status
    ? sql`${counts[filters.status]}`
    : sql`${counts.completed} + ${counts.pending} + ${counts.failed}`;
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${counted}), 0)`.mapWith(Number) })
    .from(ownerRentDays)
    .where(
      and(
        eq(ownerRentDays.ownerId, ownerId),
        filters.from ? gte(ownerRentDays.day, filters.from) : undefined,
        filters.to ? lte(ownerRentDays.day, filters.to) : undefined,
      ),
    );
  return row?.total ?? 0;
}

/** A page of the owner's payment history, newest first, with how many match in all. */
export async function paymentHistoryPageOf(
  db: Database,
  ownerId: string,
  query: PaymentHistoryQuery,
) {
  const conditions = historyConditions(ownerId, query);
  const page = { page: query.page, pageSize: query.pageSize };
  if (!conditions) return { data: [], total: 0, ...page };
  const [rows, total] = await Promise.all([
    paymentHistoryQuery(db, conditions, {
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    }),
    historyTotal(db, ownerId, query, conditions),
  ]);
  return { data: rows.map(historyRowOf), total, ...page };
}

/** Payments the tenants said they made, awaiting the owner's decision, oldest first. */
export async function awaitingPaymentsOf(db: Database, ownerId: string) {
  return (await allPaymentsOf(db, ownerId, { status: 'pending' })).reverse();
}

const firstOfMonth = (date: string) => `${date.slice(0, 7)}-01`;
const lastOfMonth = (date: string) => addDays(firstOfMonth(addDays(firstOfMonth(date), 32)), -1);

const sumOf = (column: SQL | typeof ownerRentDays.dueCents, when: SQL) =>
  sql<number>`coalesce(sum(${column}) filter (where ${when}), 0)::float8`.mapWith(Number);

/** The owner's figures for a period, per currency, as sums over the owner's days. */
export const rentSummaryQuery = (
  db: Database,
  ownerId: string,
  { from, to, today }: { from: string; to: string; today: string },
) => {
  const inPeriod = sql`${ownerRentDays.day} between ${from} and ${to}`;
  // Charges count once due: a late fee exists from its due date on.
  const dueInPeriod = sql`${inPeriod} and ${ownerRentDays.day} <= ${today}`;
  return db
    .select({
      currency: ownerRentDays.currency,
      revenue: sumOf(ownerRentDays.completedCents, inPeriod),
      failed: sumOf(ownerRentDays.failedCents, inPeriod),
      awaiting: sumOf(ownerRentDays.pendingCents, sql`true`),
      due: sumOf(ownerRentDays.dueCents, dueInPeriod),
      settled: sumOf(ownerRentDays.settledCents, dueInPeriod),
    })
    .from(ownerRentDays)
    .where(eq(ownerRentDays.ownerId, ownerId))
    .groupBy(ownerRentDays.currency)
    .orderBy(desc(count()), ownerRentDays.currency);
};

/** In each month of a span and currency, the charges due (by today) and what of them is paid. */
export const rentMonthsQuery = (
  db: Database,
  ownerId: string,
  { from, to, today }: { from: string; to: string; today: string },
) =>
  db
    .select({
      currency: ownerRentDays.currency,
      month: sql<string>`to_char(${ownerRentDays.day}, 'YYYY-MM')`,
      due: sumOf(ownerRentDays.dueCents, sql`${ownerRentDays.day} <= ${today}`),
      collected: sumOf(ownerRentDays.settledCents, sql`${ownerRentDays.day} <= ${today}`),
    })
    .from(ownerRentDays)
    .where(
      and(
        eq(ownerRentDays.ownerId, ownerId),
        gte(ownerRentDays.day, from),
        lte(ownerRentDays.day, to),
      ),
    )
    .groupBy(ownerRentDays.currency, sql`2`);

/**
 * The four cards for a period (this month by default) and the last twelve months of charges due
 * against what of them is collected, one set per currency. Revenue is the money received in the
 * period; pending, the payments reported and not yet confirmed; the collection rate, what is paid
 * of the charges that fell due in the period (by today) over those charges, as each month of the
 * chart counts it. An owner with no figures yet gets one set, in `currency`.
 */
export async function rentSummaryOf(
  db: Database,
  ownerId: string,
  period: { from?: string; to?: string },
  today: string,
  currency: string,
): Promise<Omit<PaymentSummary, 'hasTenants'>> {
  const from = period.from ?? firstOfMonth(today);
  const to = period.to ?? lastOfMonth(today);
  const monthStarts = Array.from({ length: 12 }, (_, index) => {
    let month = firstOfMonth(today);
    for (let back = 11 - index; back > 0; back -= 1) month = firstOfMonth(addDays(month, -1));
    return month;
  });
  const [figures, months] = await Promise.all([
    rentSummaryQuery(db, ownerId, { from, to, today }),
    rentMonthsQuery(db, ownerId, {
      from: monthStarts[0] ?? firstOfMonth(today),
      to: lastOfMonth(today),
      today,
    }),
  ]);
  const byMonth = new Map(months.map((month) => [`${month.currency}|${month.month}`, month]));
  const noFigures = { currency, revenue: 0, failed: 0, awaiting: 0, due: 0, settled: 0 };
  return {
    from,
    to,
    currencies: (figures.length > 0 ? figures : [noFigures]).map((figure) => ({
      currency: figure.currency,
      totalRevenue: toDollars(figure.revenue),
      pending: toDollars(figure.awaiting),
      awaitingConfirmation: toDollars(figure.awaiting),
      failed: toDollars(figure.failed),
      due: toDollars(figure.due),
      collected: toDollars(figure.settled),
      collectionRate: figure.due === 0 ? null : figure.settled / figure.due,
      months: monthStarts.map((month) => {
        const counted = byMonth.get(`${figure.currency}|${month.slice(0, 7)}`);
        return {
          month: month.slice(0, 7),
          due: toDollars(counted?.due ?? 0),
          collected: toDollars(counted?.collected ?? 0),
        };
      }),
    })),
  };
}
