import type { LedgerChargeKind, LedgerChargeStatus } from 'shared-api/contract';

/** The lease's terms the ledger is drawn from. */
export interface LedgerTerms {
  startDate: string;
  securityDepositCents: number;
  lateFeeCents: number;
  lateFeeAfterDays: number;
}

/** A month's rent as stored: one row per month of an active lease. */
export interface RentChargeFact {
  id: string;
  dueOn: string;
  amountCents: number;
}

/** A payment and the owner's decision on it: only received money settles charges. */
export interface PaymentFact {
  id: string;
  amountCents: number;
  paidOn: string;
  status: 'awaiting' | 'received' | 'failed';
}

export interface WaiverFact {
  reason: string;
  waivedAt: string;
}

export interface LedgerFacts {
  terms: LedgerTerms;
  rentCharges: RentChargeFact[];
  payments: PaymentFact[];
  /** Waived late fees, by the rent charge they were for. */
  waivers: ReadonlyMap<string, WaiverFact>;
  today: string;
}

export interface ComputedCharge {
  id: string;
  kind: LedgerChargeKind;
  dueOn: string;
  amountCents: number;
  /** What is owed: the amount, or nothing once waived. */
  owedCents: number;
  paidCents: number;
  status: LedgerChargeStatus;
  /** For a late fee: the rent charge it is for. */
  feeFor: RentChargeFact | null;
  waiver: WaiverFact | null;
}

export interface ComputedLedger {
  charges: ComputedCharge[];
  receivedCents: number;
  /** Charges due by today minus money received; below zero it is credit. */
  balanceCents: number;
  overdueCents: number;
  awaitingCents: number;
  nextDue: { dueOn: string; amountCents: number } | null;
}

const dayMs = 24 * 60 * 60 * 1000;

export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);

/** The late fee of a rent charge is named after it, so there can only ever be one. */
export const lateFeeId = (rentChargeId: string) => `late-fee:${rentChargeId}`;

/** The day a still-unpaid charge earns its fee: the grace days after the due date have passed. */
export const lateFeeDay = (dueOn: string, lateFeeAfterDays: number) =>
  addDays(dueOn, lateFeeAfterDays + 1);

const kindOrder: Record<LedgerChargeKind, number> = { deposit: 0, rent: 1, late_fee: 2 };

const comesBefore = (a: ComputedCharge, b: ComputedCharge) =>
  a.dueOn !== b.dueOn
    ? a.dueOn < b.dueOn
    : a.kind !== b.kind
      ? kindOrder[a.kind] < kindOrder[b.kind]
      : a.id < b.id;

function insertInOrder(charges: ComputedCharge[], charge: ComputedCharge) {
  const at = charges.findIndex((other) => comesBefore(charge, other));
  if (at === -1) charges.push(charge);
  else charges.splice(at, 0, charge);
}

const newCharge = (
  fields: Pick<ComputedCharge, 'id' | 'kind' | 'dueOn' | 'amountCents'> &
    Partial<Pick<ComputedCharge, 'feeFor' | 'waiver'>>,
): ComputedCharge => ({
  feeFor: null,
  waiver: null,
  ...fields,
  owedCents: fields.waiver ? 0 : fields.amountCents,
  paidCents: 0,
  status: 'upcoming',
});

/**
 * A lease's ledger on a given day, drawn only from stored facts and dates, so every reader and
 * every server gets the same answer. Charges are settled oldest first by the money received (in
 * full or in part); what is left over is credit toward the next charge. A rent charge still not
 * settled by the money received up to its last grace day earns one late fee on the day after.
 */
export function computeLedger(facts: LedgerFacts): ComputedLedger {
  const { terms, today } = facts;
  const received = facts.payments
    .filter((payment) => payment.status === 'received')
    .sort((a, b) => (a.paidOn < b.paidOn ? -1 : a.paidOn > b.paidOn ? 1 : 0));
  const receivedBy = (day: string) =>
    received.reduce((sum, payment) => (payment.paidOn <= day ? sum + payment.amountCents : sum), 0);

  const charges: ComputedCharge[] = [];
  if (terms.securityDepositCents > 0) {
    insertInOrder(
      charges,
      newCharge({
        id: 'deposit',
        kind: 'deposit',
        dueOn: terms.startDate,
        amountCents: terms.securityDepositCents,
      }),
    );
  }
  for (const rent of facts.rentCharges) {
    insertInOrder(
      charges,
      newCharge({ id: rent.id, kind: 'rent', dueOn: rent.dueOn, amountCents: rent.amountCents }),
    );
  }

  // In order, so the fees of earlier charges are in place before a later charge is judged.
  let owedSoFar = 0;
  for (let index = 0; index < charges.length; index += 1) {
    const charge = charges[index] as ComputedCharge;
    owedSoFar += charge.owedCents;
    if (charge.kind !== 'rent' || terms.lateFeeCents <= 0) continue;
    const feeDay = lateFeeDay(charge.dueOn, terms.lateFeeAfterDays);
    if (feeDay > today || receivedBy(addDays(feeDay, -1)) >= owedSoFar) continue;
    const rent = facts.rentCharges.find((row) => row.id === charge.id) ?? null;
    insertInOrder(
      charges,
      newCharge({
        id: lateFeeId(charge.id),
        kind: 'late_fee',
        dueOn: feeDay,
        amountCents: terms.lateFeeCents,
        feeFor: rent,
        waiver: facts.waivers.get(charge.id) ?? null,
      }),
    );
  }

  const receivedCents = received.reduce((sum, payment) => sum + payment.amountCents, 0);
  let unspent = receivedCents;
  let dueCents = 0;
  let overdueCents = 0;
  let nextDue: ComputedLedger['nextDue'] = null;
  for (const charge of charges) {
    charge.paidCents = Math.min(charge.owedCents, unspent);
    unspent -= charge.paidCents;
    const left = charge.owedCents - charge.paidCents;
    if (charge.waiver) charge.status = 'waived';
    else if (left === 0) charge.status = 'paid';
    else if (charge.dueOn > today) charge.status = 'upcoming';
    else if (charge.dueOn < today) charge.status = 'overdue';
    else charge.status = 'open';
    if (charge.dueOn <= today) dueCents += charge.owedCents;
    if (charge.status === 'overdue') overdueCents += left;
    if (!nextDue && charge.dueOn > today && left > 0) {
      nextDue = { dueOn: charge.dueOn, amountCents: left };
    }
  }
  return {
    charges,
    receivedCents,
    balanceCents: dueCents - receivedCents,
    overdueCents,
    awaitingCents: facts.payments
      .filter((payment) => payment.status === 'awaiting')
      .reduce((sum, payment) => sum + payment.amountCents, 0),
    nextDue,
  };
}
