import { type SQL, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { ownerTenantStages, tenants } from '../db/schema';
import { signUpOwner } from '../test-support/owners';
import { createLease } from '../test-support/tenancy';
import { type TestApp, startTestApp, startupTimeout } from '../test-support/test-app';
import { loadTenantRecords, stageOf } from './tenant-records';

let server: TestApp;
let ownerIds: string[];

jest.setTimeout(240_000);

beforeAll(async () => {
  server = await startTestApp();
  const owners = [await signUpOwner(server), await signUpOwner(server)];
  ownerIds = owners.map((owner) => owner.owner._id);
  for (const owner of owners) {
    for (let lease = 0; lease < 3; lease += 1) await createLease(server, owner);
  }
}, startupTimeout * 2);
afterAll(() => server.close());

const check = fc.constantFrom('not_submitted', 'pending', 'passed', 'failed');
const moveInStatus = fc.constantFrom('awaiting_confirmation', 'received', 'not_received');
/** Mostly true, so that many tenants get far along the flow. */
const mostly = fc.oneof({ arbitrary: fc.constant(true), weight: 3 }, fc.constant(false));
const mostlyPassed = fc.oneof({ arbitrary: fc.constant('passed' as const), weight: 3 }, check);
/** Which of the owner's tenants or leases, counted modulo how many there are. */
const which = fc.nat(20);

/** One write to the facts a stage is drawn from, as the flow makes them, or several at once. */
const writeArbitrary = fc.oneof(
  fc.record({
    kind: fc.constant('invite' as const),
    owner: fc.nat(1),
    lease: which,
    check: mostlyPassed,
    sent: mostly,
    signed: mostly,
    paid: fc.option(moveInStatus, { freq: 4 }),
  }),
  fc.record({ kind: fc.constant('check' as const), tenant: which, check }),
  fc.record({ kind: fc.constant('send' as const), tenant: which, sent: fc.boolean() }),
  fc.record({ kind: fc.constant('sign' as const), tenant: which, ownLease: fc.boolean() }),
  fc.record({ kind: fc.constant('unsign' as const), signature: which }),
  fc.record({ kind: fc.constant('pay' as const), tenant: which, status: moveInStatus }),
  fc.record({ kind: fc.constant('decide' as const), payment: which, status: moveInStatus }),
  fc.record({ kind: fc.constant('unpay' as const), payment: which }),
  fc.record({ kind: fc.constant('move' as const), tenant: which, lease: which }),
  fc.record({ kind: fc.constant('remove' as const), tenant: which }),
  fc.record({ kind: fc.constant('removeLease' as const), lease: which }),
  fc.record({ kind: fc.constant('checkEveryone' as const), owner: fc.nat(1), check }),
  fc.record({ kind: fc.constant('signEveryone' as const), owner: fc.nat(1) }),
);

type Write = typeof writeArbitrary extends fc.Arbitrary<infer W> ? W : never;

const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

/** The nth of the owner's tenants (or of everyone's), in the order they were added. */
const nthTenant = (index: number) => sql`(
  select id from tenants order by position
  offset ${index} % greatest((select count(*) from tenants), 1) limit 1)`;
const nthPayment = (index: number) => sql`(
  select id from payments order by created_at, id
  offset ${index} % greatest((select count(*) from payments), 1) limit 1)`;
const nthLease = (index: number, ownerId = ownerIds[0]) => sql`(
  select id from leases where owner_id = ${ownerId} order by position
  offset ${index} % greatest((select count(*) from leases where owner_id = ${ownerId}), 1) limit 1)`;

/** A signature of another lease than the tenant's own does not sign the tenant's. */
async function sign(tenant: SQL, ownLease: boolean) {
  await server.app.db.execute(sql`
    insert into lease_signatures (lease_id, tenant_id, full_name, ip_address, user_agent)
    select case when ${ownLease} then t.lease_id
        else (select l.id from leases l where l.id <> t.lease_id order by l.position limit 1)
      end, t.id, t.name, '127.0.0.1', 'test'
    from tenants t where t.id = ${tenant}
    on conflict do nothing`);
}

async function pay(tenant: SQL, status: string) {
  await server.app.db.execute(sql`
    insert into payments (owner_id, lease_id, tenant_id, kind, amount_cents, status, reported_at)
    select t.owner_id, t.lease_id, t.id, 'move_in', 170000, ${status}, now()
    from tenants t where t.id = ${tenant}
    on conflict (tenant_id) where kind = 'move_in' do nothing`);
}

async function apply(write: Write) {
  const { db } = server.app;
  switch (write.kind) {
    case 'invite': {
      const ownerId = ownerIds[write.owner];
      await db.execute(sql`
        insert into tenants (owner_id, lease_id, name, email, phone, address, invitation_expires_at,
          background_check, lease_sent_at)
        select ${ownerId}, ${nthLease(write.lease, ownerId)}, 'Stage Tenant',
          gen_random_uuid() || '@example.com', '+15125550100', '1 Main Street',
          now() + interval '14 days', ${write.check}, case when ${write.sent} then now() end`);
      // As far along the flow as drawn, so that the later steps' writes meet tenants they move.
      const newest = sql`(select id from tenants order by position desc limit 1)`;
      if (write.signed) await sign(newest, true);
      if (write.paid) await pay(newest, write.paid);
      return;
    }
    case 'check':
      await db.execute(
        sql`update tenants set background_check = ${write.check} where id = ${nthTenant(write.tenant)}`,
      );
      return;
    case 'send':
      await db.execute(sql`
        update tenants set lease_sent_at = case when ${write.sent} then now() end
        where id = ${nthTenant(write.tenant)}`);
      return;
    case 'sign':
      await sign(nthTenant(write.tenant), write.ownLease);
      return;
    case 'unsign':
      await db.execute(sql`
        delete from lease_signatures where tenant_id = (
          select tenant_id from lease_signatures order by signed_at, tenant_id
          offset ${write.signature} % greatest((select count(*) from lease_signatures), 1) limit 1)`);
      return;
    case 'pay':
      await pay(nthTenant(write.tenant), write.status);
      return;
    case 'decide':
      await db.execute(sql`
        update payments set status = ${write.status}, decided_at = now()
        where id = ${nthPayment(write.payment)}`);
      return;
    case 'unpay':
      await db.execute(sql`delete from payments where id = ${nthPayment(write.payment)}`);
      return;
    case 'move':
      await db.execute(sql`
        update tenants set lease_id = ${nthLease(write.lease)}
        where id = ${nthTenant(write.tenant)} and owner_id = ${ownerIds[0]}`);
      return;
    case 'remove':
      await db.execute(sql`delete from tenants where id = ${nthTenant(write.tenant)}`);
      return;
    case 'removeLease':
      // Its tenants, their signatures and payments go with it; a new lease takes its place.
      await db.execute(sql`
        with removed as (delete from leases where id = ${nthLease(write.lease)} returning *)
        insert into leases (owner_id, property_id, current_unit, start_date, end_date,
          monthly_rent_cents, security_deposit_cents, late_fee_cents, late_fee_after_days)
        select owner_id, property_id, current_unit, start_date, end_date, monthly_rent_cents,
          security_deposit_cents, late_fee_cents, late_fee_after_days
        from removed`);
      return;
    case 'checkEveryone':
      await db.execute(sql`
        update tenants set background_check = ${write.check}, lease_sent_at = coalesce(lease_sent_at, now())
        where owner_id = ${ownerIds[write.owner]}`);
      return;
    case 'signEveryone':
      await db.execute(sql`
        insert into lease_signatures (lease_id, tenant_id, full_name, ip_address, user_agent)
        select lease_id, id, name, '127.0.0.1', 'test' from tenants
        where owner_id = ${ownerIds[write.owner]}
        on conflict do nothing`);
      return;
  }
}

/** Every tenant's stored stage and every owner's count per stage, against the stage drawn afresh. */
async function expectStagesKept() {
  const { db } = server.app;
  const records = await loadTenantRecords(db, undefined);
  const stored = await db.select({ id: tenants.id, stage: tenants.stage }).from(tenants);
  const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : 1);
  expect(stored.sort(byId)).toEqual(
    records.map((record) => ({ id: record.tenant.id, stage: stageOf(record) })).sort(byId),
  );

  const expected = new Map<string, number>();
  for (const record of records) {
    const key = `${record.tenant.ownerId} ${stageOf(record)}`;
    expected.set(key, (expected.get(key) ?? 0) + 1);
  }
  const counts = await db.select().from(ownerTenantStages);
  expect(
    new Map(
      counts
        .filter((count) => count.tenants !== 0)
        .map((count) => [`${count.ownerId} ${count.stage}`, count.tenants]),
    ),
  ).toEqual(expected);
}

test("after every kind of write, each tenant's stored stage and the counts per stage equal the stage drawn afresh", async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(writeArbitrary, { minLength: 1, maxLength: 12 }), async (writes) => {
      await server.app.db.execute(sql`delete from tenants`);
      // After each write: a later one could put right what an earlier one left wrong.
      for (const write of writes) {
        await apply(write);
        await expectStagesKept();
      }
    }),
    { numRuns: 60 },
  );
});

/** A tenant of the owner's first lease whose check passed and whose lease was sent. */
const inviteChecked = (
  owner: number,
  signed: boolean,
  paid: Extract<Write, { kind: 'invite' }>['paid'],
) => apply({ kind: 'invite', owner, lease: 0, check: 'passed', sent: true, signed, paid });

test('a stage written straight to a tenant is put back to the one its facts give', async () => {
  const { db } = server.app;
  await db.execute(sql`delete from tenants`);
  await inviteChecked(0, false, null);
  const [tenant] = rowsOf<{ id: string }>(
    await db.execute(sql`update tenants set stage = 'lease_active' returning id`),
  );
  const [record] = await loadTenantRecords(db, sql`${tenants.id} = ${tenant?.id}`);
  expect(record?.tenant.stage).toBe('lease_sent');
  expect(record && stageOf(record)).toBe('lease_sent');
});

test("an owner's account deleted takes their tenants and their counts per stage along", async () => {
  const { db } = server.app;
  await db.execute(sql`delete from tenants`);
  const leaver = await signUpOwner(server);
  await createLease(server, leaver);
  const leaverIndex = ownerIds.push(leaver.owner._id) - 1;
  for (const paid of ['awaiting_confirmation', 'received', null] as const) {
    await inviteChecked(leaverIndex, true, paid);
  }
  await inviteChecked(0, true, 'received');
  await db.execute(sql`delete from owners where id = ${leaver.owner._id}`);
  ownerIds.pop();
  await expectStagesKept();
  const counts = await db.select().from(ownerTenantStages);
  expect(counts.filter((count) => count.tenants !== 0)).toEqual([
    { ownerId: ownerIds[0], stage: 'lease_active', tenants: 1 },
  ]);
});
