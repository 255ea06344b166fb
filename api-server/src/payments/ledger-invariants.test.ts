import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { CurrencyFigures, RentLedger } from 'shared-api/contract';
import { addDays, todayUtc } from '../calendar';
import { ownerRentDays, rentLedgerCharges } from '../db/schema';
import { type SignedUpOwner, signUpOwner } from '../test-support/owners';
import { type ActiveTenancy, activeTenancy, daysFromToday } from '../test-support/tenancy';
import { type TestApp, startTestApp, startupTimeout } from '../test-support/test-app';
import { paymentReferenceOf } from './rent-ledgers';

/*
 * The rent ledger's invariants over random sequences of what tenants, owners and banks do to one
 * lease: reports, decisions, the owner's own records, waivers and bank statements (overlapping and
 * imported again). The ledger's rules live in the database alone; these read them as every screen
 * does, through the API.
 */

let server: TestApp;
let owner: SignedUpOwner;
let tenancy: ActiveTenancy;

jest.setTimeout(600_000);

beforeAll(async () => {
  server = await startTestApp();
  owner = await signUpOwner(server);
  tenancy = await activeTenancy(server, owner, {
    startDate: daysFromToday(-100),
    endDate: daysFromToday(265),
  });
  // As if the lease had been kept in the product from its start: late fees for its whole past.
  await server.app.db.execute(
    sql`update leases set late_fees_from = null where id = ${tenancy.lease.leaseId}`,
  );
}, startupTimeout * 2);
afterAll(() => server.close());

const today = todayUtc();
const leaseId = () => tenancy.lease.leaseId;

/** A transfer the tenant really made: its amount and the day the bank booked it. */
const transferArbitrary = fc.record({
  cents: fc.integer({ min: 1, max: 300_000 }),
  daysAgo: fc.integer({ min: 0, max: 90 }),
});
type Transfer = typeof transferArbitrary extends fc.Arbitrary<infer T> ? T : never;

/** What happens to the transfers, in any order, any number of times. */
const stepArbitrary = fc.oneof(
  fc.record({ kind: fc.constant('report' as const), transfer: fc.nat(3) }),
  fc.record({
    kind: fc.constant('decide' as const),
    result: fc.constantFrom('received' as const, 'failed' as const),
  }),
  fc.record({ kind: fc.constant('record' as const), transfer: fc.nat(3) }),
  fc.record({
    kind: fc.constant('cash' as const),
    cents: fc.integer({ min: 1, max: 300_000 }),
    daysAgo: fc.integer({ min: 0, max: 90 }),
  }),
  fc.record({ kind: fc.constant('statement' as const), transfers: fc.subarray([0, 1, 2, 3]) }),
  fc.record({ kind: fc.constant('waive' as const), fee: fc.nat(4) }),
);
type Step = typeof stepArbitrary extends fc.Arbitrary<infer S> ? S : never;

const dollars = (cents: number) => cents / 100;
const toCents = (amount: number) => Math.round(amount * 100);
const sum = (amounts: number[]) => amounts.reduce((total, amount) => total + amount, 0);

async function ownerLedger(): Promise<RentLedger> {
  const response = await server.request({
    url: `/api/payments/leases/${leaseId()}/ledger`,
    headers: owner.headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

async function summaryOf(from: string, to: string): Promise<CurrencyFigures> {
  const response = await server.request({
    url: `/api/payments/summary?from=${from}&to=${to}`,
    headers: owner.headers,
  });
  expect(response.statusCode).toBe(200);
  const [figures] = response.json().data.currencies;
  return figures;
}

const statementOf = (transfers: Transfer[]) =>
  [
    'Date,Description,Amount',
    ...transfers.map(
      (transfer) =>
        `${daysFromToday(-transfer.daysAgo)},Rent ${paymentReferenceOf(tenancy.tenant.tenant.tenantId)},${dollars(transfer.cents).toFixed(2)}`,
    ),
  ].join('\n');

/**
 * Does one step. A tenant reports a transfer once (a second time is a retry of the same report),
 * on the day they made it; the owner records a transfer once (again, a retry); statements may list
 * any transfers any number of times.
 */
async function take(step: Step, transfers: Transfer[], requestIds: () => string) {
  const pick = (at: number) => transfers[at % transfers.length] as Transfer;
  const idOf = (kind: string, at: number) => `${kind}-transfer-${at % transfers.length}`;
  if (step.kind === 'report') {
    const transfer = pick(step.transfer);
    if (transfer.daysAgo > 0) return;
    const reported = await server.request({
      method: 'POST',
      url: '/api/tenants/rent/payments',
      headers: tenancy.sessionHeaders,
      payload: { amount: dollars(transfer.cents), requestId: idOf('report', step.transfer) },
    });
    expect(reported.statusCode).toBe(200);
  } else if (step.kind === 'decide') {
    const pending = (await ownerLedger()).payments.find((p) => p.status === 'pending');
    if (!pending) return;
    const before = await ownerLedger();
    const decided = await server.request({
      method: 'PUT',
      url: `/api/payments/${pending.paymentId}/decision`,
      headers: owner.headers,
      payload: { result: step.result },
    });
    expect(decided.statusCode).toBe(200);
    if (step.result === 'failed') {
      // A failed payment changes no balance.
      const after = await ownerLedger();
      expect(after.balance).toBe(before.balance);
      expect(after.charges.map((c) => c.paid)).toEqual(before.charges.map((c) => c.paid));
    }
  } else if (step.kind === 'record' || step.kind === 'cash') {
    const transfer =
      step.kind === 'record' ? pick(step.transfer) : { cents: step.cents, daysAgo: step.daysAgo };
    const before = await ownerLedger();
    const response = await server.request({
      method: 'POST',
      url: '/api/payments/record',
      headers: owner.headers,
      payload: {
        leaseId: leaseId(),
        amount: dollars(transfer.cents),
        paidOn: daysFromToday(-transfer.daysAgo),
        method: step.kind === 'record' ? 'bank_transfer' : 'cash',
        requestId: step.kind === 'record' ? idOf('record', step.transfer) : requestIds(),
      },
    });
    expect(response.statusCode).toBe(200);
    if (step.kind === 'cash') {
      // A payment in part leaves exactly the remainder owed: what it adds to the charges and to
      // credit is its amount, no more and no less.
      const after: RentLedger = response.json().data;
      const applied = (ledger: RentLedger) =>
        toCents(sum(ledger.charges.map((c) => c.paid))) + toCents(ledger.credit);
      // Late fees that fall away because the money came before their day free money for others.
      expect(applied(after) - applied(before)).toBe(transfer.cents);
    }
  } else if (step.kind === 'statement') {
    const csv = statementOf(step.transfers.map(pick));
    const preview = await server.request({
      method: 'POST',
      url: '/api/payments/statement',
      headers: owner.headers,
      payload: { csv },
    });
    expect(preview.statusCode).toBe(200);
    const lineKeys = preview
      .json()
      .data.filter((line: { match: unknown; applied: boolean }) => line.match && !line.applied)
      .map((line: { lineKey: string }) => line.lineKey);
    if (lineKeys.length === 0) return;
    const applied = await server.request({
      method: 'POST',
      url: '/api/payments/statement/apply',
      headers: owner.headers,
      payload: { csv, lineKeys },
    });
    expect(applied.statusCode).toBe(200);
  } else {
    const fees = (await ownerLedger()).charges.filter(
      (c) => c.kind === 'late_fee' && c.status !== 'waived',
    );
    const fee = fees[step.fee % Math.max(1, fees.length)];
    if (!fee) return;
    const waived = await server.request({
      method: 'POST',
      url: `/api/payments/late-fees/${fee.id}/waive`,
      headers: owner.headers,
      payload: { reason: 'Storm week' },
    });
    expect(waived.statusCode).toBe(200);
  }
}

async function startAfresh() {
  const { db } = server.app;
  await db.execute(sql`delete from late_fee_waivers where owner_id = ${owner.owner.ownerId}`);
  await db.execute(sql`delete from rent_payments where lease_id = ${leaseId()}`);
}

test('money in equals money applied plus credit, and a bank transfer is recorded once however it arrives', async () => {
  let requests = 0;
  const requestIds = () => `invariant-${(requests += 1).toString().padStart(6, '0')}`;
  await fc.assert(
    fc.asyncProperty(
      fc.array(transferArbitrary, { minLength: 1, maxLength: 4 }),
      fc.array(stepArbitrary, { minLength: 1, maxLength: 8 }),
      async (transfers, steps) => {
        await startAfresh();
        for (const step of steps) await take(step, transfers, requestIds);

        const ledger = await ownerLedger();
        const completed = ledger.payments.filter((p) => p.status === 'completed');
        const moneyIn = toCents(sum(completed.map((p) => p.amount)));
        const derived = await server.app.db
          .select({ paid: rentLedgerCharges.paidCents })
          .from(rentLedgerCharges)
          .where(eq(rentLedgerCharges.leaseId, leaseId()));
        // Money in = money applied to charges + the tenant's credit.
        expect(moneyIn).toBe(sum(derived.map((row) => row.paid)) + toCents(ledger.credit));
        expect(toCents(ledger.credit)).toBeGreaterThanOrEqual(0);
        // The deposit is held apart, never credit.
        const deposit = ledger.charges.find((c) => c.kind === 'deposit');
        expect(ledger.depositHeld).toBe(deposit?.paid ?? 0);
        // Balance: what charges due by today still owe, less credit.
        const owedNow = sum(
          ledger.charges.filter((c) => c.dueDate <= today).map((c) => toCents(c.amount - c.paid)),
        );
        const waivedNow = sum(
          ledger.charges
            .filter((c) => c.dueDate <= today && c.status === 'waived')
            .map((c) => toCents(c.amount - c.paid)),
        );
        expect(toCents(ledger.balance)).toBe(owedNow - waivedNow - toCents(ledger.credit));

        // Each transfer is in the books once, however it was told of: report, record, statement.
        const bankTransfers = ledger.payments.filter(
          (p) =>
            p.method === 'bank_transfer' && p.status !== 'failed' && p.type !== 'Move-in payment',
        );
        const known = transfers.filter((transfer, index) =>
          steps.some(
            (step) =>
              ((step.kind === 'report' || step.kind === 'record') &&
                step.transfer % transfers.length === index) ||
              (step.kind === 'statement' &&
                step.transfers.some((at) => at % transfers.length === index)),
          ),
        );
        expect(bankTransfers.length).toBeLessThanOrEqual(known.length);
      },
    ),
    { numRuns: 15 },
  );
});

test("the owner's cards for a period and the chart's month for it count the same charges and payments", async () => {
  await startAfresh();
  const summary = await summaryOf(
    `${today.slice(0, 7)}-01`,
    addDays(`${today.slice(0, 7)}-28`, 10),
  );
  const ledger = await ownerLedger();
  const month = today.slice(0, 7);
  const dueThisMonth = ledger.charges.filter(
    (c) => c.dueDate.startsWith(month) && c.dueDate <= today && c.status !== 'waived',
  );
  const chartMonth = summary.months.find((m) => m.month === month);
  expect(chartMonth).toEqual({ month, due: summary.due, collected: summary.collected });
  expect(summary.due).toBe(sum(dueThisMonth.map((c) => c.amount)));
  expect(summary.collected).toBe(sum(dueThisMonth.map((c) => c.paid)));
  expect(summary.totalRevenue).toBe(
    sum(
      ledger.payments
        .filter((p) => p.status === 'completed' && p.date.startsWith(month))
        .map((p) => p.amount),
    ),
  );
  const days = await server.app.db
    .select()
    .from(ownerRentDays)
    .where(eq(ownerRentDays.ownerId, owner.owner.ownerId));
  expect(summary.pending).toBe(dollars(sum(days.map((day) => day.pendingCents))));
});
