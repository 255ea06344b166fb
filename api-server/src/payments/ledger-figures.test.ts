import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { ownerRentDays, rentLedgerCharges, rentLedgerPayments } from '../db/schema';
import { signUpOwner } from '../test-support/owners';
import { type ActiveTenancy, activeTenancy, daysFromToday } from '../test-support/tenancy';
import { type TestApp, startTestApp, startupTimeout } from '../test-support/test-app';

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

test("after every kind of write, the owner's days hold exactly the sums of the lease's derived rows", async () => {
  const { db } = server.app;
  const leaseId = tenancy.lease.leaseId;
  await fc.assert(
    fc.asyncProperty(fc.array(writeArbitrary, { minLength: 1, maxLength: 6 }), async (writes) => {
      await db.execute(sql`delete from late_fee_waivers where owner_id = ${ownerId}`);
      await db.execute(sql`delete from rent_payments where lease_id = ${leaseId}`);
      for (const write of writes) await apply(write);

      const days = new Map<string, { due: number; settled: number; completed: number }>();
      const dayOf = (day: string) => {
        const known = days.get(day) ?? { due: 0, settled: 0, completed: 0 };
        days.set(day, known);
        return known;
      };
      const charges = await db
        .select()
        .from(rentLedgerCharges)
        .where(eq(rentLedgerCharges.leaseId, leaseId));
      for (const charge of charges) {
        dayOf(charge.dueOn).due += charge.owedCents;
        dayOf(charge.dueOn).settled += charge.paidCents;
      }
      const payments = await db
        .select()
        .from(rentLedgerPayments)
        .where(eq(rentLedgerPayments.leaseId, leaseId));
      for (const payment of payments) {
        if (payment.status === 'completed') dayOf(payment.day).completed += payment.amountCents;
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
