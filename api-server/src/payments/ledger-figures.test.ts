import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { leases, ownerRentDays, rentLedgerCharges } from '../db/schema';
import { signUpOwner } from '../test-support/owners';
import { type ActiveTenancy, activeTenancy, daysFromToday } from '../test-support/tenancy';
import { type TestApp, startTestApp, startupTimeout } from '../test-support/test-app';
import { addDays, computeLedger } from './ledger';
import { loadLedgers } from './rent-ledgers';

let server: TestApp;
let tenancy: ActiveTenancy;
let ownerId: string;

jest.setTimeout(240_000);

beforeAll(async () => {
  server = await startTestApp();
  const owner = await signUpOwner(server);
  ownerId = owner.owner.ownerId;
  tenancy = await activeTenancy(server, owner, {
    startDate: daysFromToday(-200),
    endDate: daysFromToday(160),
  });
}, startupTimeout * 2);
afterAll(() => server.close());

const endOfTime = '9999-12-31';

/** One write to the lease's facts, as the product makes them. */
const writeArbitrary = fc.oneof(
  fc.record({
    kind: fc.constant('payment' as const),
    cents: fc.integer({ min: 1, max: 200_000 }),
    daysAgo: fc.integer({ min: 0, max: 210 }),
    decision: fc.constantFrom('received', 'failed', null),
  }),
  fc.record({ kind: fc.constant('waiver' as const), month: fc.nat(12) }),
  fc.record({
    kind: fc.constant('decide' as const),
    result: fc.constantFrom('received', 'failed'),
  }),
);

type Write = typeof writeArbitrary extends fc.Arbitrary<infer W> ? W : never;

async function apply(write: Write) {
  const { db } = server.app;
  const leaseId = tenancy.lease.leaseId;
  if (write.kind === 'payment') {
    await db.execute(sql`
      with paid as (
        insert into rent_payments (owner_id, lease_id, tenant_id, amount_cents, paid_on, method,
          source, request_key)
        values (${ownerId}, ${leaseId}, ${tenancy.tenant.tenant.tenantId}, ${write.cents},
          ${daysFromToday(-write.daysAgo)}, 'cash', 'owner', gen_random_uuid()::text)
        returning id
      )
      insert into rent_payment_decisions (payment_id, result)
      select id, ${write.decision} from paid where ${write.decision}::text is not null`);
  } else if (write.kind === 'waiver') {
    await db.execute(sql`
      insert into late_fee_waivers (charge_id, owner_id, reason)
      select id, ${ownerId}, 'Storm week' from rent_charges where lease_id = ${leaseId}
      order by due_on offset ${write.month} limit 1
      on conflict do nothing`);
  } else {
    await db.execute(sql`
      insert into rent_payment_decisions (payment_id, result)
      select p.id, ${write.result} from rent_payments p
      where p.lease_id = ${leaseId}
        and not exists (select 1 from rent_payment_decisions d where d.payment_id = p.id)
      order by p.position limit 1`);
  }
}

test('after every kind of write, the derived ledger equals one drawn afresh from the facts', async () => {
  const { db } = server.app;
  const leaseId = tenancy.lease.leaseId;
  await fc.assert(
    fc.asyncProperty(fc.array(writeArbitrary, { minLength: 1, maxLength: 6 }), async (writes) => {
      await db.execute(sql`delete from late_fee_waivers where owner_id = ${ownerId}`);
      await db.execute(sql`delete from rent_payments where lease_id = ${leaseId}`);
      for (const write of writes) await apply(write);

      const [fresh] = await loadLedgers(db, eq(leases.id, leaseId), endOfTime);
      const expected = (fresh?.ledger.charges ?? []).map((charge) => ({
        chargeId: charge.id,
        kind: charge.kind,
        dueOn: charge.dueOn,
        owedCents: charge.owedCents,
        paidCents: charge.paidCents,
      }));
      const derived = await db
        .select({
          chargeId: rentLedgerCharges.chargeId,
          kind: rentLedgerCharges.kind,
          dueOn: rentLedgerCharges.dueOn,
          owedCents: rentLedgerCharges.owedCents,
          paidCents: rentLedgerCharges.paidCents,
        })
        .from(rentLedgerCharges)
        .where(eq(rentLedgerCharges.leaseId, leaseId));
      const byId = (a: { chargeId: string }, b: { chargeId: string }) =>
        a.chargeId < b.chargeId ? -1 : 1;
      expect(derived.sort(byId)).toEqual(expected.sort(byId));

      // The owner's days hold exactly the sums of the ledger drawn afresh.
      const days = new Map<string, { due: number; settled: number; completed: number }>();
      const dayOf = (day: string) => {
        const known = days.get(day) ?? { due: 0, settled: 0, completed: 0 };
        days.set(day, known);
        return known;
      };
      for (const charge of fresh?.ledger.charges ?? []) {
        dayOf(charge.dueOn).due += charge.owedCents;
        dayOf(charge.dueOn).settled += charge.paidCents;
      }
      for (const payment of fresh?.payments ?? []) {
        if (payment.status === 'completed') dayOf(payment.date).completed += payment.amountCents;
      }
      const stored = await db
        .select()
        .from(ownerRentDays)
        .where(eq(ownerRentDays.ownerId, ownerId));
      const storedDays = Object.fromEntries(
        stored
          .filter((day) => day.dueCents || day.settledCents || day.completedCents)
          .map((day) => [
            day.day,
            { due: day.dueCents, settled: day.settledCents, completed: day.completedCents },
          ]),
      );
      const expectedDays = Object.fromEntries(
        [...days].filter(([, day]) => day.due || day.settled || day.completed),
      );
      expect(storedDays).toEqual(expectedDays);
    }),
    { numRuns: 12 },
  );
});

test('a ledger as of any day agrees with the ledger as of the end of time on every charge due by then', () => {
  const facts = fc.record({
    deposit: fc.integer({ min: 0, max: 5000 }),
    fee: fc.integer({ min: 0, max: 500 }),
    afterDays: fc.integer({ min: 0, max: 10 }),
    rents: fc.array(fc.integer({ min: 1, max: 3000 }), { minLength: 1, maxLength: 12 }),
    payments: fc.array(
      fc.record({
        cents: fc.integer({ min: 1, max: 6000 }),
        day: fc.integer({ min: 0, max: 400 }),
        status: fc.constantFrom('received', 'awaiting', 'failed') as fc.Arbitrary<
          'received' | 'awaiting' | 'failed'
        >,
      }),
      { maxLength: 10 },
    ),
    waived: fc.array(fc.nat(11), { maxLength: 3 }),
    today: fc.integer({ min: 0, max: 420 }),
  });
  fc.assert(
    fc.property(facts, (given) => {
      const start = '2026-01-05';
      const rentCharges = given.rents.map((amountCents, month) => ({
        id: `rent-${String(month).padStart(2, '0')}`,
        dueOn: addDays(start, month * 30),
        amountCents,
      }));
      const ledgerOn = (today: string) =>
        computeLedger({
          terms: {
            startDate: start,
            securityDepositCents: given.deposit,
            lateFeeCents: given.fee,
            lateFeeAfterDays: given.afterDays,
          },
          rentCharges,
          payments: given.payments.map((payment, index) => ({
            id: `payment-${index}`,
            amountCents: payment.cents,
            paidOn: addDays(start, payment.day),
            status: payment.status,
          })),
          waivers: new Map(
            given.waived.map((month) => [
              `rent-${String(month).padStart(2, '0')}`,
              { reason: 'Storm week', waivedAt: '2026-01-01T00:00:00.000Z' },
            ]),
          ),
          today,
        });
      const today = addDays(start, given.today);
      const dueBy = (charges: ReturnType<typeof ledgerOn>['charges']) =>
        charges
          .filter((charge) => charge.dueOn <= today)
          .map(({ id, dueOn, owedCents, paidCents }) => ({ id, dueOn, owedCents, paidCents }));
      expect(dueBy(ledgerOn(endOfTime).charges)).toEqual(dueBy(ledgerOn(today).charges));
    }),
    { numRuns: 500 },
  );
});
