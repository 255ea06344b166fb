import { sql } from 'drizzle-orm';
import { newestRead } from './account-search';
import { type SignedUpOwner, createProperty, signUpOwner } from '../test-support/owners';
import { type ActiveTenancy, activeTenancy, fileMaintenanceRequest } from '../test-support/tenancy';
import { type TestApp, startTestApp, startupTimeout } from '../test-support/test-app';

let server: TestApp;
let owner: SignedUpOwner;
let stranger: SignedUpOwner;
let home: ActiveTenancy;
let strangersHome: ActiveTenancy;

beforeAll(async () => {
  server = await startTestApp();
  owner = await signUpOwner(server);
  stranger = await signUpOwner(server);
  home = await activeTenancy(server, owner);
  strangersHome = await activeTenancy(server, stranger);
  await createProperty(server, owner, { name: 'Harbour View 100%' });
  await fileMaintenanceRequest(server, home, {
    title: 'Harbour window leaks',
    priority: 'Low',
    description: 'Rain comes in.',
  });
}, startupTimeout);

afterAll(() => server.close());

const search = (headers: Record<string, string>, q: string) =>
  server.request({ url: `/api/search?q=${encodeURIComponent(q)}`, headers });

it("finds an owner's tenant by part of the name, with a link to manage-tenant", async () => {
  const part = home.tenant.name.split(' ')[1]!.slice(0, 6);
  const response = await search(owner.headers, part.toLowerCase());
  expect(response.statusCode).toBe(200);
  expect(response.json().data).toContainEqual({
    kind: 'tenant',
    id: home.tenant.tenant.tenantId,
    title: home.tenant.name,
    subtitle: `${home.tenant.email} · ${home.property.name}`,
    link: `/properties/manage-tenant/${home.tenant.tenant.tenantId}`,
  });
});

it('finds properties, leases and maintenance requests, never another account’s', async () => {
  const found = (await search(owner.headers, 'harbour')).json().data;
  expect(
    found.map((result: { kind: string; title: string }) => [result.kind, result.title]),
  ).toEqual([
    ['property', 'Harbour View 100%'],
    ['maintenance', 'Harbour window leaks'],
  ]);
  const leases = (await search(owner.headers, home.property.name)).json().data;
  expect(leases.some((result: { kind: string }) => result.kind === 'lease')).toBe(true);
  const strangers = (await search(stranger.headers, 'harbour')).json().data;
  expect(strangers).toEqual([]);
  const foreignTenant = (await search(stranger.headers, home.tenant.name)).json().data;
  expect(foreignTenant).toEqual([]);
});

it('finds the newest five leases among those of the properties named and those of the tenants named', async () => {
  const { db } = server.app;
  const ownerId = owner.owner._id;
  // Four properties named, each with a lease, between which come leases of four tenants named.
  for (let index = 1; index <= 4; index += 1) {
    for (const [propertyName, tenantName] of [
      [`Quayside Court ${index}`, null],
      [`Plain House ${index}`, `Quayside Tenant ${index}`],
    ] as const) {
      await db.execute(sql`
        with property as (
          insert into properties (owner_id, name, type, address, city, state, country, units,
            monthly_rent_cents)
          values (${ownerId}, ${propertyName}, 'house', '1 Dock Road', 'Austin', 'TX', 'US', 1, 90000)
          returning id
        ), lease as (
          insert into leases (owner_id, property_id, current_unit, start_date, end_date,
            monthly_rent_cents, security_deposit_cents, late_fee_cents, late_fee_after_days)
          select ${ownerId}, id, 1, '2026-03-01', '2027-02-28', 90000, 90000, 5000, 5 from property
          returning id
        )
        insert into tenants (owner_id, lease_id, name, email, phone, address, invitation_expires_at)
        select ${ownerId}, id, ${tenantName}, gen_random_uuid() || '@example.com', '+15125550100',
          '1 Dock Road', now() + interval '14 days'
        from lease where ${tenantName}::text is not null`);
    }
  }
  const { rows: newest } = (await db.execute(sql`
    select l.id from leases l
    where l.owner_id = ${ownerId} and l.id in (
      select l2.id from leases l2 join properties p on p.id = l2.property_id
      where p.owner_id = ${ownerId} and p.name ilike '%quayside%'
      union
      select t.lease_id from tenants t where t.owner_id = ${ownerId} and t.name ilike '%quayside%')
    order by l.position desc limit 5`)) as unknown as { rows: { id: string }[] };
  expect(newest).toHaveLength(5);

  const found = (await search(owner.headers, 'quayside')).json().data;
  expect(
    found
      .filter((result: { kind: string }) => result.kind === 'lease')
      .map((result: { id: string }) => result.id),
  ).toEqual(newest.map((lease) => lease.id));
});

it('keeps at most 64 kB of new words outside the search indexes, which every search reads', async () => {
  const { db } = server.app;
  await db.execute(sql`
    insert into properties (owner_id, name, type, address, city, state, country, units,
      monthly_rent_cents)
    select ${owner.owner._id}, 'Lighthouse Row ' || g, 'house', g || ' Pier Street', 'Austin', 'TX',
      'US', 1, 90000
    from generate_series(1, 2000) g`);
  const { rows } = (await db.execute(
    sql`select gin_clean_pending_list('properties_search'::regclass) as pages`,
  )) as unknown as { rows: { pages: number }[] };
  // Pages of 8 kB: the 2,000 names would fill about a hundred.
  expect(Number(rows[0]?.pages)).toBeLessThanOrEqual(9);
  expect((await search(owner.headers, 'lighthouse row 1999')).json().data).toHaveLength(1);
});

it('takes % and _ literally', async () => {
  const found = (await search(owner.headers, '100%')).json().data;
  expect(found.map((result: { title: string }) => result.title)).toEqual(['Harbour View 100%']);
  expect((await search(owner.headers, '_a')).json().data).toEqual([]);
});

it("finds a tenant's own requests and home only", async () => {
  const own = (await search(home.sessionHeaders, 'harbour')).json().data;
  expect(own.map((result: { kind: string }) => result.kind)).toEqual(['maintenance']);
  const notTheirs = (await search(strangersHome.sessionHeaders, 'harbour')).json().data;
  expect(notTheirs).toEqual([]);
});

it('finds, when typed again, a request filed since', async () => {
  const typedAgain = async () => [
    (await search(owner.headers, 'gutter')).json().data,
    (await search(home.sessionHeaders, 'gutter')).json().data,
  ];
  expect(await typedAgain()).toEqual([[], []]);
  const filed = await fileMaintenanceRequest(server, home, {
    title: 'Gutter overflows',
    description: 'Water on the porch.',
  });
  expect(filed.statusCode).toBe(201);
  const [ownersResults, tenantsResults] = await typedAgain();
  expect(ownersResults.map((result: { title: string }) => result.title)).toEqual([
    'Gutter overflows',
  ]);
  expect(tenantsResults.map((result: { title: string }) => result.title)).toEqual([
    'Gutter overflows',
  ]);
});

it('refuses a search of one character, and one without a session', async () => {
  const short = await search(owner.headers, 'h');
  expect(short.statusCode).toBe(400);
  expect(short.json().error).toBe('Type at least 2 characters');
  expect((await server.request({ url: '/api/search?q=harbour' })).statusCode).toBe(401);
});

const titles = async (headers: Record<string, string>, q: string, kind?: string) =>
  (await search(headers, q))
    .json()
    .data.filter((result: { kind: string }) => !kind || result.kind === kind)
    .map((result: { title: string }) => result.title);

it('finds two letters at the start of a word only, as the trigram index does', async () => {
  expect(await titles(owner.headers, 'ha')).toEqual(
    expect.arrayContaining(['Harbour View 100%', 'Harbour window leaks']),
  );
  expect(await titles(owner.headers, 'Vi')).toContain('Harbour View 100%');
  expect(await titles(owner.headers, 'rb')).not.toContain('Harbour View 100%');
  expect(await titles(owner.headers, 'ou')).not.toContain('Harbour View 100%');
  expect(await titles(home.sessionHeaders, 'wi')).toEqual(['Harbour window leaks']);
  expect(await titles(home.sessionHeaders, 'ea')).toEqual([]);
});

it('gives the newest five of a kind, whether among the newest rows or older ones', async () => {
  const { db } = server.app;
  const add = (name: string, count: number) =>
    db.execute(sql`
      insert into properties (owner_id, name, type, address, city, state, country, units,
        monthly_rent_cents)
      select ${owner.owner._id}, ${name} || ' ' || g, 'house', g || ' Orchard Lane', 'Austin',
        'TX', 'US', 1, 90000
      from generate_series(1, ${count}::int) g`);
  await add('Quince Lodge', 6);
  await add('Filler House', newestRead + 20);
  expect(await titles(owner.headers, 'quince lodge')).toEqual(
    [6, 5, 4, 3, 2].map((number) => `Quince Lodge ${number}`),
  );
  await add('Medlar Lodge', 6);
  expect(await titles(owner.headers, 'lodge')).toEqual(
    [6, 5, 4, 3, 2].map((number) => `Medlar Lodge ${number}`),
  );
  expect(await titles(owner.headers, 'qu', 'property')).toEqual(
    [6, 5, 4, 3, 2].map((number) => `Quince Lodge ${number}`),
  );
});

it('documents the maintenance, notification and search calls in the OpenAPI document', async () => {
  const document = (await server.request({ url: '/api/docs/json' })).json();
  expect(Object.keys(document.paths)).toEqual(
    expect.arrayContaining([
      '/api/maintenance',
      '/api/maintenance/open-counts',
      '/api/maintenance/{requestId}',
      '/api/maintenance/{requestId}/status',
      '/api/maintenance/{requestId}/comments',
      '/api/maintenance/photos/{photoId}',
      '/api/notifications',
      '/api/notifications/read',
      '/api/notifications/mail-choices',
      '/api/search',
    ]),
  );
});
