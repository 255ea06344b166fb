import { type SQL, and, asc, eq, sql } from 'drizzle-orm';
import type {
  LedgerCharge,
  LedgerPayment,
  PaymentHistoryRow,
  RentLedger,
  RentPaymentMethod,
  RentPaymentStatus,
} from 'shared-api/contract';
import { todayUtc } from '../calendar';
import type { Database } from '../db/connection';
import {
  lateFeeWaivers,
  leases,
  payments,
  properties,
  rentCharges,
  rentPaymentDecisions,
  rentPayments,
  tenants,
} from '../db/schema';
import { toDollars } from '../money';
import {
  type ComputedCharge,
  type ComputedLedger,
  type PaymentFact,
  type RentChargeFact,
  computeLedger,
} from './ledger';

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
}

/** A lease whose rent is collected (its move-in payment was received), with its ledger today. */
export interface LeaseLedger {
  lease: LeaseRow;
  propertyName: string;
  tenantIds: string[];
  tenantName: string;
  today: string;
  ledger: ComputedLedger;
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
const wholeDollars = new Intl.NumberFormat('en-US', { minimumFractionDigits: 0 });
const dollarsAndCents = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2 });

const monthName = (date: string) => monthFormat.format(new Date(`${date}T00:00:00Z`));

const dollars = (cents: number) =>
  `$${(cents % 100 === 0 ? wholeDollars : dollarsAndCents).format(cents / 100)}`;

export const lateFeeLabel = (rentDueOn: string) => `Late fee on ${monthName(rentDueOn)} rent`;

/** Why a late fee exists: the rent it is for, unpaid past the grace days. */
export const lateFeeReason = (feeCents: number, rentDueOn: string, days: number) =>
  `${dollars(feeCents)} late fee: ${monthName(rentDueOn).split(' ')[0]} rent unpaid ${days} ${days === 1 ? 'day' : 'days'} after it was due`;

function chargeAnswer(charge: ComputedCharge, lease: LeaseRow): LedgerCharge {
  const rentOf = charge.feeFor;
  const label =
    charge.kind === 'deposit'
      ? 'Security deposit'
      : charge.kind === 'rent'
        ? `${monthName(charge.dueOn)} rent`
        : lateFeeLabel(rentOf?.dueOn ?? charge.dueOn);
  return {
    id: charge.id,
    kind: charge.kind,
    label,
    dueDate: charge.dueOn,
    amount: toDollars(charge.amountCents),
    paid: toDollars(charge.paidCents),
    status: charge.status,
    reason: rentOf ? lateFeeReason(charge.amountCents, rentOf.dueOn, lease.lateFeeAfterDays) : null,
    feeFor: rentOf?.id ?? null,
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
    today: entry.today,
    balance: toDollars(ledger.balanceCents),
    credit: toDollars(Math.max(0, -ledger.balanceCents)),
    overdue: toDollars(ledger.overdueCents),
    awaitingConfirmation: toDollars(ledger.awaitingCents),
    nextDue: ledger.nextDue && {
      date: ledger.nextDue.dueOn,
      amount: toDollars(ledger.nextDue.amountCents),
    },
    lateFee: toDollars(lease.lateFeeCents),
    lateFeeAfterDays: lease.lateFeeAfterDays,
    charges: ledger.charges.map((charge) => chargeAnswer(charge, lease)),
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
    reference: payment.reference,
  };
}

/** A rent payment with the owner's decision on it, as the ledger query gives it. */
type PaymentWithDecision = Pick<
  RentPaymentRow,
  'id' | 'tenantId' | 'method' | 'source' | 'paidOn' | 'amountCents' | 'reference'
> & { result: 'received' | 'failed' | null };

/** The query of loadLedgers, on its own so that its plan can be checked. */
export const ledgersQuery = (db: Database, where: SQL | undefined) =>
  db
    .select({
      lease: leases,
      propertyName: properties.name,
      moveIn: payments,
      charges: sql<RentChargeFact[]>`coalesce((
      select json_agg(json_build_object('id', c.id, 'dueOn', c.due_on, 'amountCents', c.amount_cents) order by c.due_on)
      from ${rentCharges} c where c.lease_id = ${leases.id}), '[]'::json)`,
      recorded: sql<PaymentWithDecision[]>`coalesce((
      select json_agg(json_build_object(
        'id', p.id, 'tenantId', p.tenant_id, 'method', p.method, 'source', p.source,
        'paidOn', p.paid_on, 'amountCents', p.amount_cents, 'reference', p.reference,
        'result', d.result
      ) order by p.position)
      from ${rentPayments} p left join ${rentPaymentDecisions} d on d.payment_id = p.id
      where p.lease_id = ${leases.id}), '[]'::json)`,
      people: sql<{ id: string; name: string }[]>`coalesce((
      select json_agg(json_build_object('id', t.id, 'name', t.name) order by t.position)
      from ${tenants} t where t.lease_id = ${leases.id}), '[]'::json)`,
      waivers: sql<{ chargeId: string; reason: string; waivedAt: string }[]>`coalesce((
      select json_agg(json_build_object('chargeId', w.charge_id, 'reason', w.reason, 'waivedAt', w.waived_at))
      from ${lateFeeWaivers} w join ${rentCharges} c on c.id = w.charge_id
      where c.lease_id = ${leases.id}), '[]'::json)`,
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

/**
 * The ledgers of the leases matching `where` whose rent is collected, i.e. whose move-in payment was
 * received, on `today`. Everything is read from appended rows, in one query (each lease's charges,
 * payments, tenants and waivers alongside it); nothing is stored from the result.
 */
export async function loadLedgers(
  db: Database,
  where: SQL | undefined,
  today = todayUtc(),
): Promise<LeaseLedger[]> {
  const rows = await ledgersQuery(db, where);

  const seen = new Set<string>();
  const ledgers: LeaseLedger[] = [];
  for (const { lease, propertyName, moveIn, charges, recorded, people, waivers } of rows) {
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
    };
    const rentPaid = recorded.map((payment): RecordedPayment & { fact: PaymentFact['status'] } => {
      const fact = payment.result ?? 'awaiting';
      return {
        paymentId: payment.id,
        leaseId: lease.id,
        tenantId: payment.tenantId,
        type: typeOf(payment),
        method: payment.method,
        status: paymentStatus[fact],
        date: payment.paidOn,
        amountCents: payment.amountCents,
        reference: payment.reference,
        isMoveIn: false,
        fact,
      };
    });
    const ledger = computeLedger({
      terms: lease,
      rentCharges: charges,
      payments: [
        // The move-in payment settles the deposit and the first month, which fall due on the start date.
        {
          id: moveIn.id,
          amountCents: moveIn.amountCents,
          paidOn: lease.startDate,
          status: 'received',
        },
        ...rentPaid.map((payment) => ({
          id: payment.paymentId,
          amountCents: payment.amountCents,
          paidOn: payment.date,
          status: payment.fact,
        })),
      ],
      waivers: new Map(
        waivers.map((waiver) => [
          waiver.chargeId,
          { reason: waiver.reason, waivedAt: new Date(waiver.waivedAt).toISOString() },
        ]),
      ),
      today,
    });
    ledgers.push({
      lease,
      propertyName,
      tenantIds: people.map((tenant) => tenant.id),
      tenantName: people.map((tenant) => tenant.name).join(', '),
      today,
      ledger,
      payments: [moveInPayment, ...rentPaid.map(({ fact: _fact, ...payment }) => payment)],
    });
  }
  return ledgers;
}

/** The owner's leases whose rent is collected. */
export const ownerLedgers = (db: Database, ownerId: string, today?: string) =>
  loadLedgers(db, eq(leases.ownerId, ownerId), today);
