import { type SQL, and, asc, eq, sql } from 'drizzle-orm';
import type {
  LedgerCharge,
  LedgerPayment,
  PaymentHistoryRow,
  RentLedger,
  RentPaymentMethod,
  RentPaymentStatus,
} from 'shared-api/contract';
import { daysBetween, todayUtc } from '../calendar';
import type { Database } from '../db/connection';
import {
  lateFeeWaivers,
  leases,
  payments,
  properties,
  rentLedgerCharges,
  rentPaymentDecisions,
  rentPayments,
  tenants,
} from '../db/schema';
import { moneyText, toDollars } from '../money';

type LeaseRow = typeof leases.$inferSelect;
type RentPaymentRow = typeof rentPayments.$inferSelect;

/** What the tenant writes on the transfer, the same reference the lease terms show. */
export const paymentReferenceOf = (tenantId: string) => `HS-${tenantId.slice(0, 8).toUpperCase()}`;

/** One payment as both sides see it, whatever way it came in. */
export interface RecordedPayment {
  paymentId: string;
  leaseId: string;
  tenantId: string | null;
  type: string;
  method: RentPaymentMethod;
  status: RentPaymentStatus;
  /** The day shown: when the money was paid, or for the move-in payment when it was received. */
  date: string;
  amountCents: number;
  reference: string;
  isMoveIn: boolean;
  /** How the payment was told of: the statement line, the tenant's report, the owner's record. */
  statementLine: string | null;
  reportedAs: string | null;
  recordedAs: string | null;
}

/** How many days apart the tellings of one transfer may be dated: when sent, recorded, booked. */
const transferDays = 10;

/**
 * Whether a payment already in the books may be the transfer of this amount on this day that is
 * told of again: a bank transfer of the same amount, near the day, not failed.
 */
export const mayBeTransfer = (payment: RecordedPayment, amountCents: number, day: string) =>
  payment.method === 'bank_transfer' &&
  payment.status !== 'failed' &&
  payment.amountCents === amountCents &&
  Math.abs(daysBetween(payment.date, day)) <= transferDays;

/** A charge of the ledger as the database derives it (migrations 0011 and 0019), with its state today. */
export interface ChargeToday {
  id: string;
  kind: LedgerCharge['kind'];
  dueOn: string;
  /** For rent, the month's own due date; for a late fee, the due date of the rent it is for. */
  rentDueOn: string | null;
  amountCents: number;
  /** What is owed: the amount, or nothing once waived. */
  owedCents: number;
  paidCents: number;
  status: LedgerCharge['status'];
  /** For a late fee: the rent charge it is for. */
  feeFor: string | null;
  waiver: { reason: string; waivedAt: string } | null;
}

/** A lease's money today: every figure is a sum over the derived charges and the payments. */
export interface LedgerToday {
  charges: ChargeToday[];
  receivedCents: number;
  /** Received money not applied to any charge: money in = applied + credit. */
  creditCents: number;
  /** What is owed on charges due by today, less credit: below zero it is credit. */
  balanceCents: number;
  overdueCents: number;
  awaitingCents: number;
  /** The part of the deposit paid: held by the owner, never credit against rent. */
  depositHeldCents: number;
  nextDue: { dueOn: string; amountCents: number } | null;
}

/** A lease whose rent is collected (its move-in payment was received), with its ledger today. */
export interface LeaseLedger {
  lease: LeaseRow;
  propertyName: string;
  /** The property's currency: every amount of the ledger is in it. */
  currency: string;
  tenantIds: string[];
  tenantName: string;
  today: string;
  ledger: LedgerToday;
  payments: RecordedPayment[];
}

const paymentStatus = { awaiting: 'pending', received: 'completed', failed: 'failed' } as const;

function typeOf(row: Pick<RentPaymentRow, 'source' | 'method'>): string {
  if (row.source === 'tenant') return 'Rent by bank transfer';
  if (row.source === 'bank_statement') return 'Bank statement';
  return { cash: 'Cash', cheque: 'Cheque', bank_transfer: 'Bank transfer' }[row.method];
}

// Made once: building a formatter per charge cost a page of 50 late fees about 10 ms.
const monthFormat = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const monthName = (date: string) => monthFormat.format(new Date(`${date}T00:00:00Z`));

export const lateFeeLabel = (rentDueOn: string) => `Late fee on ${monthName(rentDueOn)} rent`;

/** Why a late fee exists: the rent it is for, unpaid past the grace days. */
export const lateFeeReason = (
  feeCents: number,
  currency: string,
  rentDueOn: string,
  days: number,
) =>
  `${moneyText(feeCents, currency, { wholeWithoutCents: true })} late fee: ${monthName(rentDueOn).split(' ')[0]} rent unpaid ${days} ${days === 1 ? 'day' : 'days'} after it was due`;

function chargeAnswer(charge: ChargeToday, lease: LeaseRow, currency: string): LedgerCharge {
  const month = charge.rentDueOn ?? charge.dueOn;
  const label =
    charge.kind === 'deposit'
      ? 'Security deposit'
      : charge.kind === 'rent'
        ? `${monthName(month)} rent`
        : lateFeeLabel(month);
  return {
    id: charge.id,
    kind: charge.kind,
    label,
    dueDate: charge.dueOn,
    amount: toDollars(charge.amountCents),
    paid: toDollars(charge.paidCents),
    status: charge.status,
    reason:
      charge.kind === 'late_fee'
        ? lateFeeReason(charge.amountCents, currency, month, lease.lateFeeAfterDays)
        : null,
    feeFor: charge.feeFor,
    waiver: charge.waiver,
  };
}

export function paymentAnswer(payment: RecordedPayment): LedgerPayment {
  return {
    paymentId: payment.paymentId,
    type: payment.type,
    method: payment.method,
    status: payment.status,
    date: payment.date,
    amount: toDollars(payment.amountCents),
    reference: payment.reference,
    hasReceipt: payment.status === 'completed',
  };
}

export function ledgerAnswer(entry: LeaseLedger): RentLedger {
  const { lease, ledger } = entry;
  return {
    leaseId: lease.id,
    tenantId: entry.tenantIds[0] ?? null,
    tenantName: entry.tenantName,
    propertyId: lease.propertyId,
    propertyName: entry.propertyName,
    currency: entry.currency,
    today: entry.today,
    balance: toDollars(ledger.balanceCents),
    credit: toDollars(ledger.creditCents),
    depositHeld: toDollars(ledger.depositHeldCents),
    overdue: toDollars(ledger.overdueCents),
    awaitingConfirmation: toDollars(ledger.awaitingCents),
    nextDue: ledger.nextDue && {
      date: ledger.nextDue.dueOn,
      amount: toDollars(ledger.nextDue.amountCents),
    },
    lateFee: toDollars(lease.lateFeeCents),
    lateFeeAfterDays: lease.lateFeeAfterDays,
    charges: ledger.charges.map((charge) => chargeAnswer(charge, lease, entry.currency)),
    payments: entry.payments.map(paymentAnswer),
  };
}

export function historyRow(entry: LeaseLedger, payment: RecordedPayment): PaymentHistoryRow {
  return {
    paymentId: payment.paymentId,
    leaseId: entry.lease.id,
    tenantId: payment.tenantId ?? entry.tenantIds[0] ?? null,
    tenantName: entry.tenantName,
    propertyId: entry.lease.propertyId,
    propertyName: entry.propertyName,
    status: payment.status,
    type: payment.type,
    date: payment.date,
    amount: toDollars(payment.amountCents),
    currency: entry.currency,
    reference: payment.reference,
  };
}

/** A rent payment with the owner's decision on it, as the ledger query gives it. */
type PaymentWithDecision = Pick<
  RentPaymentRow,
  | 'id'
  | 'tenantId'
  | 'method'
  | 'source'
  | 'paidOn'
  | 'amountCents'
  | 'reference'
  | 'statementLine'
  | 'reportedAs'
  | 'recordedAs'
> & { result: 'received' | 'failed' | null };

/** A derived charge row as the ledger query gives it. */
interface DerivedCharge {
  chargeId: string;
  kind: LedgerCharge['kind'];
  dueOn: string;
  rentDueOn: string | null;
  amountCents: number;
  owedCents: number;
  paidCents: number;
  feeFor: string | null;
  waiver: { reason: string; waivedAt: string } | null;
}

/** The query of loadLedgers, on its own so that its plan can be checked. */
export const ledgersQuery = (db: Database, where: SQL | undefined) =>
  db
    .select({
      lease: leases,
      propertyName: properties.name,
      currency: properties.currency,
      moveIn: payments,
      charges: sql<DerivedCharge[]>`coalesce((
      select json_agg(json_build_object(
        'chargeId', c.charge_id, 'kind', c.kind, 'dueOn', c.due_on, 'rentDueOn', c.rent_due_on,
        'amountCents', c.amount_cents, 'owedCents', c.owed_cents, 'paidCents', c.paid_cents,
        'feeFor', c.fee_for,
        'waiver', case when w.charge_id is null then null
          else json_build_object('reason', w.reason, 'waivedAt', w.waived_at) end
      ) order by c.due_on, case c.kind when 'deposit' then 0 when 'rent' then 1 else 2 end, c.charge_id)
      from ${rentLedgerCharges} c
      left join ${lateFeeWaivers} w on c.kind = 'late_fee' and w.charge_id = c.fee_for
      where c.lease_id = ${leases.id}), '[]'::json)`,
      recorded: sql<PaymentWithDecision[]>`coalesce((
      select json_agg(json_build_object(
        'id', p.id, 'tenantId', p.tenant_id, 'method', p.method, 'source', p.source,
        'paidOn', p.paid_on, 'amountCents', p.amount_cents, 'reference', p.reference,
        'statementLine', p.statement_line, 'reportedAs', p.reported_as,
        'recordedAs', p.recorded_as, 'result', d.result
      ) order by p.position)
      from ${rentPayments} p left join ${rentPaymentDecisions} d on d.payment_id = p.id
      where p.lease_id = ${leases.id}), '[]'::json)`,
      people: sql<{ id: string; name: string }[]>`coalesce((
      select json_agg(json_build_object('id', t.id, 'name', t.name) order by t.position)
      from ${tenants} t where t.lease_id = ${leases.id}), '[]'::json)`,
    })
    .from(leases)
    .innerJoin(properties, eq(properties.id, leases.propertyId))
    .innerJoin(
      payments,
      and(
        eq(payments.leaseId, leases.id),
        eq(payments.kind, 'move_in'),
        eq(payments.status, 'received'),
      ),
    )
    .where(where)
    // A lease with two tenants has two move-in payments: the one received first counts.
    .orderBy(asc(leases.position), asc(payments.createdAt), asc(payments.id));

/** A derived charge's state on a day: the database settled it, the day only decides if it is late. */
function statusOn(charge: DerivedCharge, today: string): LedgerCharge['status'] {
  if (charge.waiver) return 'waived';
  if (charge.paidCents >= charge.owedCents) return 'paid';
  if (charge.dueOn > today) return 'upcoming';
  return charge.dueOn < today ? 'overdue' : 'open';
}

const sum = (amounts: number[]) => amounts.reduce((total, amount) => total + amount, 0);

/**
 * The ledger on a day, read off the rows the database derived as of the end of time: a late fee
 * exists once its due date has come, and each charge is late or not by its due date. Nothing is
 * settled here.
 */
export function ledgerOn(
  derived: DerivedCharge[],
  payments: Pick<RecordedPayment, 'status' | 'amountCents'>[],
  today: string,
): LedgerToday {
  const charges = derived
    .filter((charge) => charge.kind !== 'late_fee' || charge.dueOn <= today)
    .map((charge): ChargeToday => ({
      id: charge.chargeId,
      kind: charge.kind,
      dueOn: charge.dueOn,
      rentDueOn: charge.rentDueOn,
      amountCents: Number(charge.amountCents),
      owedCents: Number(charge.owedCents),
      paidCents: Number(charge.paidCents),
      status: statusOn(charge, today),
      feeFor: charge.feeFor,
      waiver: charge.waiver && {
        reason: charge.waiver.reason,
        waivedAt: new Date(charge.waiver.waivedAt).toISOString(),
      },
    }));
  const amountsOf = (status: RentPaymentStatus) =>
    sum(payments.filter((payment) => payment.status === status).map((p) => p.amountCents));
  const receivedCents = amountsOf('completed');
  // Every derived charge counts here, the late fees still to come included: none of them is paid.
  const creditCents = receivedCents - sum(derived.map((charge) => Number(charge.paidCents)));
  const left = (charge: ChargeToday) => charge.owedCents - charge.paidCents;
  const owedNowCents = sum(charges.filter((c) => c.dueOn <= today).map(left));
  const next = charges.find((charge) => charge.dueOn > today && left(charge) > 0);
  return {
    charges,
    receivedCents,
    creditCents,
    balanceCents: owedNowCents - creditCents,
    overdueCents: sum(charges.filter((c) => c.status === 'overdue').map(left)),
    awaitingCents: amountsOf('pending'),
    depositHeldCents: sum(charges.filter((c) => c.kind === 'deposit').map((c) => c.paidCents)),
    nextDue: next ? { dueOn: next.dueOn, amountCents: left(next) } : null,
  };
}

/**
 * The ledgers of the leases matching `where` whose rent is collected, i.e. whose move-in payment was
 * received, on `today`: in one query, each lease's derived charges, payments and tenants alongside it.
 */
export async function loadLedgers(
  db: Database,
  where: SQL | undefined,
  today = todayUtc(),
): Promise<LeaseLedger[]> {
  const rows = await ledgersQuery(db, where);

  const seen = new Set<string>();
  const ledgers: LeaseLedger[] = [];
  for (const { lease, propertyName, currency, moveIn, charges, recorded, people } of rows) {
    if (seen.has(lease.id)) continue;
    seen.add(lease.id);
    const moveInPayment: RecordedPayment = {
      paymentId: moveIn.id,
      leaseId: lease.id,
      tenantId: moveIn.tenantId,
      type: 'Move-in payment',
      method: 'bank_transfer',
      status: 'completed',
      date: todayUtc(moveIn.decidedAt ?? moveIn.createdAt),
      amountCents: moveIn.amountCents,
      reference: paymentReferenceOf(moveIn.tenantId),
      isMoveIn: true,
      statementLine: null,
      reportedAs: null,
      recordedAs: null,
    };
    const rentPaid = recorded.map((payment): RecordedPayment => ({
      paymentId: payment.id,
      leaseId: lease.id,
      tenantId: payment.tenantId,
      type: typeOf(payment),
      method: payment.method,
      status: paymentStatus[payment.result ?? 'awaiting'],
      date: payment.paidOn,
      amountCents: Number(payment.amountCents),
      reference: payment.reference,
      isMoveIn: false,
      statementLine: payment.statementLine,
      reportedAs: payment.reportedAs,
      recordedAs: payment.recordedAs,
    }));
    const all = [moveInPayment, ...rentPaid];
    ledgers.push({
      lease,
      propertyName,
      currency,
      tenantIds: people.map((tenant) => tenant.id),
      tenantName: people.map((tenant) => tenant.name).join(', '),
      today,
      ledger: ledgerOn(charges, all, today),
      payments: all,
    });
  }
  return ledgers;
}

/** The owner's leases whose rent is collected. */
export const ownerLedgers = (db: Database, ownerId: string, today?: string) =>
  loadLedgers(db, eq(leases.ownerId, ownerId), today);
