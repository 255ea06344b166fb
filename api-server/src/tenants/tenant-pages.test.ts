import { sql } from 'drizzle-orm';
import type { AllTenantsAnswer, Tenant, TenantStage } from 'shared-api/contract';
import {
  type SignedUpOwner,
  createProperty,
  signUpOwner,
  verifyOwnerEmail,
} from '../test-support/owners';
import {
  type InvitedTenant,
  addBankDetails,
  createLease,
  inviteTenant,
  tenancySteps,
} from '../test-support/tenancy';
import { type TestApp, startTestApp, startupTimeout } from '../test-support/test-app';

let server: TestApp;
let owner: SignedUpOwner;
let stranger: SignedUpOwner;
/** One tenant at each stage of the flow, each on a property of its own. */
const atStage = new Map<TenantStage, InvitedTenant>();

beforeAll(async () => {
  server = await startTestApp();
  owner = await signUpOwner(server);
  stranger = await signUpOwner(server);
  // More invitations than an unverified owner may send in a day.
  await verifyOwnerEmail(server, owner);
  await addBankDetails(server, owner);
  const steps = tenancySteps(server, owner);
  const checked = [steps.submitCheck, (tenant: InvitedTenant) => steps.review(tenant, 'passed')];
  const sent = [...checked, steps.sendLease];
  const signed = [...sent, steps.sign];
  const paid = [...signed, steps.reportPayment];
  const stepsTo: Record<TenantStage, ((tenant: InvitedTenant) => Promise<void>)[]> = {
    background_check: [steps.submitCheck],
    check_failed: [steps.submitCheck, (tenant) => steps.review(tenant, 'failed')],
    create_lease: checked,
    lease_sent: sent,
    lease_signed: signed,
    payment: paid,
    lease_active: [...paid, (tenant) => steps.decidePayment(tenant, 'received')],
  };
  for (const [stage, takeSteps] of Object.entries(stepsTo) as [TenantStage, typeof checked][]) {
    const lease = await createLease(server, owner);
    const tenant = await inviteTenant(server, owner, lease.leaseId, { name: `Stage ${stage}` });
    for (const step of takeSteps) await step(tenant);
    atStage.set(stage, tenant);
  }
}, startupTimeout * 2);
afterAll(() => server.close());

async function page(query: string, headers = owner.headers) {
  const response = await server.request({ url: `/api/tenants/all${query}`, headers });
  expect(response.statusCode).toBe(200);
  return response.json<AllTenantsAnswer>();
}

/** Every page from the first, following nextCursor. */
async function everyPage(query: string, headers = owner.headers) {
  const pages: AllTenantsAnswer[] = [];
  let cursor: string | null = null;
  do {
    const separator = query ? '&' : '?';
    const next = await page(
      `${query}${cursor ? `${separator}cursor=${encodeURIComponent(cursor)}` : ''}`,
      headers,
    );
    pages.push(next);
    cursor = next.nextCursor;
  } while (cursor && pages.length < 100);
  return pages;
}

const names = (tenants: Tenant[]) => tenants.map((tenant) => tenant.name);

test('each tenant is at the stage the flow took it to', async () => {
  const everyone = (await page('?limit=200')).tenants;
  for (const [stage, { tenant }] of atStage) {
    expect(everyone.find((each) => each.tenantId === tenant.tenantId)?.stage).toBe(stage);
  }
});

test('the stage filter finds exactly the tenants whose answered stage it is', async () => {
  const everyone = (await page('?limit=200')).tenants;
  expect(new Set(everyone.map((tenant) => tenant.stage))).toEqual(new Set(atStage.keys()));
  for (const stage of atStage.keys()) {
    const found = await page(`?stage=${stage}`);
    expect(names(found.tenants)).toEqual(
      names(everyone.filter((tenant) => tenant.stage === stage)),
    );
    expect(found.total).toBe(found.tenants.length);
    expect(found.total).toBeGreaterThan(0);
  }
});

test('pages of a few join up newest first with no duplicate and no gap, while tenants are added', async () => {
  const before = (await page('?limit=200')).tenants;
  const first = await page('?limit=3');
  expect(first.total).toBe(before.length);
  expect(names(first.tenants)).toEqual(names(before.slice(0, 3)));

  const added = await createLease(server, owner);
  const newcomer = await inviteTenant(server, owner, added.leaseId, { name: 'Newest Arrival' });

  const rest: Tenant[] = [];
  let cursor = first.nextCursor;
  while (cursor) {
    const next = await page(`?limit=3&cursor=${encodeURIComponent(cursor)}`);
    expect(next.total).toBe(before.length + 1);
    rest.push(...next.tenants);
    cursor = next.nextCursor;
  }
  expect(names([...first.tenants, ...rest])).toEqual(names(before));
  expect((await page('?limit=3')).tenants[0]?.tenantId).toBe(newcomer.tenant.tenantId);
});

test('the last page says so with a null cursor, and a page past the end is empty', async () => {
  const pages = await everyPage('?limit=2');
  const last = pages.at(-1);
  expect(last?.nextCursor).toBeNull();
  const all = pages.flatMap((each) => each.tenants);
  expect(new Set(all.map((tenant) => tenant.tenantId)).size).toBe(all.length);
  expect(all).toHaveLength(pages[0]?.total ?? -1);
  expect(await page('?cursor=1')).toEqual({
    tenants: [],
    total: pages[0]?.total,
    nextCursor: null,
  });
});

test('search finds a tenant by part of the name or the e-mail, any case, wildcards taken literally', async () => {
  const signed = atStage.get('lease_signed');
  const byName = await page('?search=STAGE%20LEASE_SIGNED');
  expect(names(byName.tenants)).toEqual(['Stage lease_signed']);
  expect(byName.total).toBe(1);
  const byEmail = await page(`?search=${encodeURIComponent(signed?.email ?? '?')}`);
  expect(byEmail.tenants.map((tenant) => tenant.tenantId)).toEqual([signed?.tenant.tenantId]);
  expect((await page('?search=%25')).tenants).toEqual([]);
  expect((await page('?search=Stage%20lease_s')).total).toBe(2);
  expect((await page('?search=Stage_lease')).total).toBe(0);
});

test("the property filter gives that property's tenants; another owner's or a made-up one, none", async () => {
  const active = atStage.get('lease_active');
  const found = await page(`?propertyId=${active?.tenant.propertyId}`);
  expect(found.tenants.map((tenant) => tenant.tenantId)).toEqual([active?.tenant.tenantId]);
  expect(found.total).toBe(1);

  const strangers = await createProperty(server, stranger);
  const none = { tenants: [], total: 0, nextCursor: null };
  expect(await page(`?propertyId=${strangers.propertyId}`)).toEqual(none);
  expect(await page('?propertyId=not-a-property')).toEqual(none);
  expect(await page(`?propertyId=${active?.tenant.propertyId}`, stranger.headers)).toEqual(none);
});

test('an owner sees none of another owner’s tenants, on any page or cursor', async () => {
  const theirs = await createLease(server, stranger);
  const strangersTenant = await inviteTenant(server, stranger, theirs.leaseId);
  const ours = (await everyPage('?limit=2')).flatMap((each) => each.tenants);
  expect(ours.map((tenant) => tenant.tenantId)).not.toContain(strangersTenant.tenant.tenantId);

  const cursors = (await everyPage('?limit=2')).map((each) => each.nextCursor);
  for (const cursor of cursors.filter((each) => each !== null)) {
    const seen = await page(`?cursor=${cursor}&limit=200`, stranger.headers);
    expect(
      seen.tenants.every((tenant) => tenant.tenantId === strangersTenant.tenant.tenantId),
    ).toBe(true);
    expect(seen.total).toBe(1);
  }
  expect(names((await page('', stranger.headers)).tenants)).toEqual([strangersTenant.name]);
});

test('a bare request answers the newest 50 with the total and the way on', async () => {
  const { db } = server.app;
  const [lease] = (
    (await db.execute(sql`select id from leases where owner_id = ${owner.owner._id} limit 1`)) as {
      rows: { id: string }[];
    }
  ).rows;
  await db.execute(sql`
    insert into tenants (owner_id, lease_id, name, email, phone, address, invitation_expires_at)
    select ${owner.owner._id}, ${lease?.id}, 'Bulk ' || g, 'bulk-' || g || '@example.com',
      '+15125550100', '1 Main Street', now() + interval '14 days'
    from generate_series(1, 60) g`);
  const everyone = (await everyPage('?limit=200')).flatMap((each) => each.tenants);
  const bare = await page('');
  expect(bare.tenants).toHaveLength(50);
  expect(names(bare.tenants)).toEqual(names(everyone.slice(0, 50)));
  expect(bare.total).toBe(everyone.length);
  expect(bare.nextCursor).toEqual(expect.any(String));
  const rest = await everyPage(`?cursor=${bare.nextCursor}`);
  expect(names(rest.flatMap((each) => each.tenants))).toEqual(names(everyone.slice(50)));

  await db.execute(sql`delete from tenants where email like 'bulk-%'`);
  expect((await page('')).total).toBe(everyone.length - 60);
});

test('a made-up cursor, limit or stage is refused with a reason the screen can show', async () => {
  for (const query of [
    '?cursor=abc',
    '?cursor=-5',
    '?cursor=1e9',
    `?cursor=${'9'.repeat(16)}`,
    '?limit=0',
    '?limit=201',
    '?limit=ten',
    '?stage=moved_out',
  ]) {
    const response = await server.request({
      url: `/api/tenants/all${query}`,
      headers: owner.headers,
    });
    expect({ query, status: response.statusCode }).toEqual({ query, status: 400 });
    expect(response.json()).toMatchObject({ error: expect.any(String) });
  }
  const response = await server.request({
    url: '/api/tenants/all?cursor=abc',
    headers: owner.headers,
  });
  expect(response.json().error).toBe(
    'This page link is not valid; start again from the first page',
  );
  const limit = await server.request({ url: '/api/tenants/all?limit=0', headers: owner.headers });
  expect(limit.json().error).toBe('limit must be a whole number from 1 to 200');
});
