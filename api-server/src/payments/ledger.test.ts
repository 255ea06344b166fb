import fc from 'fast-check';
import { type LedgerFacts, type PaymentFact, addDays, computeLedger, lateFeeId } from './ledger';
import { monthlyDueDates } from './rent-schedule';

const startDate = '2026-01-31';
const dueDates = monthlyDueDates(startDate, '2027-01-31');

const payment = fc.record({
  id: fc.uuid(),
  amountCents: fc.integer({ min: 1, max: 300_000 }),
  paidOn: fc.integer({ min: 0, max: 420 }).map((days) => addDays(startDate, days)),
  status: fc.constantFrom<PaymentFact['status'][]>('awaiting', 'received', 'failed'),
});

const ledgerFacts: fc.Arbitrary<LedgerFacts> = fc
  .record({
    rentCents: fc.integer({ min: 1, max: 250_000 }),
    depositCents: fc.integer({ min: 0, max: 250_000 }),
    lateFeeCents: fc.integer({ min: 0, max: 20_000 }),
    lateFeeAfterDays: fc.integer({ min: 0, max: 31 }),
    payments: fc.array(payment, { maxLength: 20 }),
    waived: fc.array(fc.boolean(), { minLength: 12, maxLength: 12 }),
    today: fc.integer({ min: 0, max: 420 }).map((days) => addDays(startDate, days)),
  })
  .map((drawn) => {
    const rentCharges = dueDates.map((dueOn, month) => ({
      id: `rent-${String(month).padStart(2, '0')}`,
      dueOn,
      amountCents: drawn.rentCents,
    }));
    return {
      terms: {
        startDate,
        securityDepositCents: drawn.depositCents,
        lateFeeCents: drawn.lateFeeCents,
        lateFeeAfterDays: drawn.lateFeeAfterDays,
      },
      rentCharges,
      payments: drawn.payments,
      waivers: new Map(
        rentCharges
          .filter((_, month) => drawn.waived[month])
          .map((charge) => [charge.id, { reason: 'Goodwill', waivedAt: drawn.today }]),
      ),
      today: drawn.today,
    };
  });

const sum = (amounts: number[]) => amounts.reduce((total, amount) => total + amount, 0);

test('the balance always equals the charges due minus the payments received', () => {
  fc.assert(
    fc.property(ledgerFacts, (facts) => {
      const ledger = computeLedger(facts);
      const due = sum(
        ledger.charges.filter((charge) => charge.dueOn <= facts.today).map((c) => c.owedCents),
      );
      const received = sum(
        facts.payments.filter((p) => p.status === 'received').map((p) => p.amountCents),
      );
      expect(ledger.balanceCents).toBe(due - received);
    }),
  );
});

test('a rent charge earns at most one late fee, never before its grace days are over', () => {
  fc.assert(
    fc.property(ledgerFacts, (facts) => {
      const fees = computeLedger(facts).charges.filter((charge) => charge.kind === 'late_fee');
      const feeFor = fees.map((fee) => fee.feeFor?.id);
      expect(new Set(feeFor).size).toBe(fees.length);
      for (const fee of fees) {
        expect(fee.id).toBe(lateFeeId(fee.feeFor?.id ?? ''));
        expect(fee.dueOn <= facts.today).toBe(true);
        expect(fee.dueOn).toBe(addDays(fee.feeFor?.dueOn ?? '', facts.terms.lateFeeAfterDays + 1));
      }
    }),
  );
});

test('allocation never leaves a charge paid below zero or beyond what it owes', () => {
  fc.assert(
    fc.property(ledgerFacts, (facts) => {
      const ledger = computeLedger(facts);
      for (const charge of ledger.charges) {
        expect(charge.paidCents).toBeGreaterThanOrEqual(0);
        expect(charge.paidCents).toBeLessThanOrEqual(charge.owedCents);
      }
      expect(sum(ledger.charges.map((charge) => charge.paidCents))).toBeLessThanOrEqual(
        ledger.receivedCents,
      );
    }),
  );
});

test('charges are settled oldest first: no charge is paid while an older one is still open', () => {
  fc.assert(
    fc.property(ledgerFacts, (facts) => {
      const charges = computeLedger(facts).charges;
      const firstOpen = charges.findIndex((charge) => charge.paidCents < charge.owedCents);
      if (firstOpen === -1) return;
      for (const later of charges.slice(firstOpen + 1)) expect(later.paidCents).toBe(0);
    }),
  );
});

test('a fee once charged stays charged on every later day, whoever reads it', () => {
  fc.assert(
    fc.property(ledgerFacts, fc.integer({ min: 1, max: 200 }), (facts, laterBy) => {
      const feesOn = (today: string) =>
        computeLedger({ ...facts, today })
          .charges.filter((charge) => charge.kind === 'late_fee')
          .map((fee) => `${fee.id}@${fee.dueOn}`);
      const now = feesOn(facts.today);
      expect(feesOn(facts.today)).toEqual(now);
      expect(feesOn(addDays(facts.today, laterBy))).toEqual(expect.arrayContaining(now));
    }),
  );
});

test('rent paid within the grace days earns no fee; a day later it does, once', () => {
  const facts = (paidOn: string): LedgerFacts => ({
    terms: {
      startDate: '2026-03-01',
      securityDepositCents: 0,
      lateFeeCents: 10_000,
      lateFeeAfterDays: 2,
    },
    rentCharges: [{ id: 'march', dueOn: '2026-03-01', amountCents: 85_000 }],
    payments: [{ id: 'p', amountCents: 85_000, paidOn, status: 'received' }],
    waivers: new Map(),
    today: '2026-04-20',
  });
  const feesOf = (paidOn: string) =>
    computeLedger(facts(paidOn)).charges.filter((charge) => charge.kind === 'late_fee');
  expect(feesOf('2026-03-03')).toEqual([]);
  expect(feesOf('2026-03-04')).toEqual([
    expect.objectContaining({ dueOn: '2026-03-04', amountCents: 10_000, paidCents: 0 }),
  ]);
});

test('a partial payment settles part of the oldest charge; an overpayment is credit for the next', () => {
  const base: LedgerFacts = {
    terms: {
      startDate: '2026-03-01',
      securityDepositCents: 0,
      lateFeeCents: 0,
      lateFeeAfterDays: 2,
    },
    rentCharges: [
      { id: 'march', dueOn: '2026-03-01', amountCents: 85_000 },
      { id: 'april', dueOn: '2026-04-01', amountCents: 85_000 },
    ],
    payments: [{ id: 'p', amountCents: 50_000, paidOn: '2026-03-01', status: 'received' }],
    waivers: new Map(),
    today: '2026-03-10',
  };
  const partly = computeLedger(base);
  expect(partly.charges.map((charge) => [charge.id, charge.paidCents, charge.status])).toEqual([
    ['march', 50_000, 'overdue'],
    ['april', 0, 'upcoming'],
  ]);
  expect(partly.balanceCents).toBe(35_000);
  const over = computeLedger({
    ...base,
    payments: [{ id: 'p', amountCents: 100_000, paidOn: '2026-03-01', status: 'received' }],
  });
  expect(over.balanceCents).toBe(-15_000);
  expect(over.charges.map((charge) => charge.paidCents)).toEqual([85_000, 15_000]);
  expect(over.nextDue).toEqual({ dueOn: '2026-04-01', amountCents: 70_000 });
});
