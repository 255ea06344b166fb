import { eq, sql } from 'drizzle-orm';
import { daysBetween } from '../calendar';
import { properties, rentCharges } from '../db/schema';
import { type SignedUpOwner, createProperty, signUpOwner } from '../test-support/owners';
import { activeTenancy } from '../test-support/tenancy';
import { type TestApp, startTestApp, startupTimeout } from '../test-support/test-app';

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp();
}, startupTimeout);
afterAll(() => server.close());

const metrics = async (owner: SignedUpOwner) =>
  (await server.request({ url: '/api/properties/metrics', headers: owner.headers })).json();
const pendingActivities = async (owner: SignedUpOwner) =>
  (await server.request({ url: '/api/owners/pending-activities', headers: owner.headers })).json();

const daysFromToday = (days: number) =>
  new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

/** Tenants move in with leases; here they are written straight to the property. */
async function moveTenantsIn(ownerId: string, propertyId: string, tenantIds: string[]) {
  await server.app.db
    .update(properties)
    .set({ currentTenants: tenantIds })
    .where(eq(properties.id, propertyId));
}

test('GET /api/properties/metrics totals the properties, the leased ones and their tenants', async () => {
  const owner = await signUpOwner(server);
  expect(await metrics(owner)).toEqual({
    data: {
      totalProperties: 0,
      totalOnLease: 0,
      totalUnits: 0,
      totalIncome: 0,
      incomeByCurrency: [],
      totalTenants: 0,
      occupancyRate: 0,
    },
  });

  const leased = await createProperty(server, owner, {
    units: 3,
    monthlyRent: 1000.1,
    isOnLease: true,
  });
  await createProperty(server, owner, { units: 5, monthlyRent: 900 });
  await moveTenantsIn(owner.owner.ownerId, leased.propertyId, ['tenant-a', 'tenant-b']);

  expect(await metrics(owner)).toEqual({
    data: {
      totalProperties: 2,
      totalOnLease: 1,
      totalUnits: 8,
      totalIncome: 3000.3,
      incomeByCurrency: [{ currency: 'USD', amount: 3000.3 }],
      totalTenants: 2,
      occupancyRate: 0.25,
    },
  });
  expect(
    (await server.request({ url: '/api/properties', headers: owner.headers })).json().data[1]
      .currentTenants,
  ).toEqual(['tenant-a', 'tenant-b']);
});

test('GET /api/owners/pending-activities lists unpaid rent past its due date and the vacant properties', async () => {
  const owner = await signUpOwner(server);
  // Moved in 40 days ago: the move-in payment paid the first month, the second is unpaid.
  const startDate = daysFromToday(-40);
  const {
    property: leased,
    lease,
    tenant,
  } = await activeTenancy(server, owner, {
    startDate,
    endDate: daysFromToday(320),
  });
  const vacant = await createProperty(server, owner, { name: 'Vacant', units: 2 });
  const [, overdue] = await server.app.db
    .select()
    .from(rentCharges)
    .where(eq(rentCharges.leaseId, lease.leaseId))
    .orderBy(rentCharges.dueOn);

  expect(await pendingActivities(owner)).toEqual({
    data: {
      overduePayments: [
        {
          chargeId: overdue?.id,
          leaseId: lease.leaseId,
          tenantId: tenant.tenant.tenantId,
          tenantName: tenant.name,
          propertyId: leased.propertyId,
          propertyName: leased.name,
          amount: 850,
          currency: 'USD',
          dueDate: overdue?.dueOn,
          daysOverdue: daysBetween(overdue?.dueOn ?? '', daysFromToday(0)),
        },
      ],
      overdueTotal: 1,
      overdueAmounts: [{ currency: 'USD', amount: 850 }],
      vacantProperties: [
        { propertyId: vacant.propertyId, name: 'Vacant', address: '12 Elm Street', units: 2 },
      ],
      vacantTotal: 1,
    },
  });

  const stranger = await signUpOwner(server);
  expect(await pendingActivities(stranger)).toEqual({
    data: {
      overduePayments: [],
      overdueTotal: 0,
      overdueAmounts: [],
      vacantProperties: [],
      vacantTotal: 0,
    },
  });
});

test('GET /api/owners/pending-activities gives the newest vacant properties up to vacantLimit, and counts them all', async () => {
  const owner = await signUpOwner(server);
  for (const name of ['First', 'Second', 'Third']) await createProperty(server, owner, { name });
  await createProperty(server, owner, { name: 'Let', isOnLease: true });
  const answer = await server.request({
    url: '/api/owners/pending-activities?vacantLimit=2',
    headers: owner.headers,
  });
  expect(answer.statusCode).toBe(200);
  const { vacantProperties, vacantTotal } = answer.json().data;
  expect(vacantProperties.map((property: { name: string }) => property.name)).toEqual([
    'Third',
    'Second',
  ]);
  expect(vacantTotal).toBe(3);

  for (const vacantLimit of ['0', '201', 'ten']) {
    const refused = await server.request({
      url: `/api/owners/pending-activities?vacantLimit=${vacantLimit}`,
      headers: owner.headers,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('vacantLimit must be a whole number from 1 to 200');
  }
});

/** The figures as counted from the rows themselves, the way they were before they were kept. */
async function countedFromRows(ownerId: string) {
  const [counted] = await server.app.db
    .select({
      totalProperties: sql<number>`count(*)`.mapWith(Number),
      totalOnLease: sql<number>`count(*) filter (where ${properties.isOnLease})`.mapWith(Number),
      totalUnits: sql<number>`coalesce(sum(${properties.units}), 0)`.mapWith(Number),
      incomeCents:
        sql<number>`coalesce(sum(coalesce((select sum(active.monthly_rent_cents) from leases active where active.property_id = ${properties}.id and active.status = 'active'), ${properties.monthlyRentCents} * ${properties.units})) filter (where ${properties.isOnLease}), 0)`.mapWith(
          Number,
        ),
      totalTenants:
        sql<number>`coalesce(sum(jsonb_array_length(${properties.currentTenants})), 0)`.mapWith(
          Number,
        ),
    })
    .from(properties)
    .where(eq(properties.ownerId, ownerId));
  const { totalUnits = 0, totalTenants = 0, incomeCents = 0 } = counted ?? {};
  return {
    totalProperties: counted?.totalProperties ?? 0,
    totalOnLease: counted?.totalOnLease ?? 0,
    totalUnits,
    totalIncome: incomeCents / 100,
    incomeByCurrency:
      (counted?.totalProperties ?? 0) === 0 ? [] : [{ currency: 'USD', amount: incomeCents / 100 }],
    totalTenants,
    occupancyRate: totalUnits === 0 ? 0 : totalTenants / totalUnits,
  };
}

test('the figures follow every change to properties and leases: listed, edited, let, moved out', async () => {
  const owner = await signUpOwner(server);
  const ownerId = owner.owner.ownerId;
  const expectFiguresToMatchRows = async () =>
    expect((await metrics(owner)).data).toEqual(await countedFromRows(ownerId));

  const plain = await createProperty(server, owner, { units: 3, monthlyRent: 700 });
  await createProperty(server, owner, { units: 2, monthlyRent: 650.25, isOnLease: true });
  await expectFiguresToMatchRows();

  const { lease } = await activeTenancy(server, owner, {
    startDate: daysFromToday(-10),
    endDate: daysFromToday(300),
    monthlyRent: 990,
  });
  await expectFiguresToMatchRows();
  expect((await metrics(owner)).data).toMatchObject({ totalOnLease: 2, totalTenants: 1 });

  const edited = await server.request({
    method: 'PUT',
    url: '/api/properties/update',
    headers: owner.headers,
    payload: { propertyId: plain.propertyId, units: 6, monthlyRent: 710 },
  });
  expect(edited.statusCode).toBe(200);
  await expectFiguresToMatchRows();

  const ended = await server.request({
    method: 'PUT',
    url: `/api/lease/${lease.leaseId}`,
    headers: owner.headers,
    payload: { status: 'terminated' },
  });
  expect(ended.statusCode).toBe(200);
  await expectFiguresToMatchRows();
  expect((await metrics(owner)).data).toMatchObject({ totalOnLease: 1, totalTenants: 0 });
});

test('the figures follow statements that write many rows of several owners at once', async () => {
  const [first, second] = [await signUpOwner(server), await signUpOwner(server)];
  const owners = [first.owner.ownerId, second.owner.ownerId];
  const expectFiguresToMatchRows = async () => {
    expect((await metrics(first)).data).toEqual(await countedFromRows(owners[0]!));
    expect((await metrics(second)).data).toEqual(await countedFromRows(owners[1]!));
  };
  const { db } = server.app;
  const ownersArray = sql.raw(`array['${owners.join("','")}']::uuid[]`);

  await db.execute(sql`
    insert into properties (owner_id, name, type, address, city, state, country, postal_code,
      units, monthly_rent_cents, is_on_lease)
    select owner_id, 'Bulk ' || g, 'apartment', g || ' Elm Street', 'Austin', 'TX', 'US', '78701',
      g % 3 + 1, 100000 + g, g % 2 = 0
    from unnest(${ownersArray}) owner_id, generate_series(1, 40) g`);
  await expectFiguresToMatchRows();

  await db.execute(sql`
    insert into leases (owner_id, property_id, current_unit, start_date, end_date,
      monthly_rent_cents, security_deposit_cents, late_fee_cents, late_fee_after_days, status)
    select owner_id, id, 1, date '2026-01-01', date '2026-12-31', 90000, 0, 0, 5, 'active'
    from properties where owner_id = any(${ownersArray}) and is_on_lease and units > 1`);
  await expectFiguresToMatchRows();

  // Renamed only: the figures are not written at all.
  const [before] = (
    await db.execute(
      sql`select xmin::text from owner_portfolio_figures where owner_id = ${owners[0]}`,
    )
  ).rows as { xmin: string }[];
  await db.execute(
    sql`update properties set name = name || ' (renamed)' where owner_id = ${owners[0]}`,
  );
  const [after] = (
    await db.execute(
      sql`select xmin::text from owner_portfolio_figures where owner_id = ${owners[0]}`,
    )
  ).rows as { xmin: string }[];
  expect(after).toEqual(before);

  await db.execute(sql`
    update properties set units = units + 1, is_on_lease = not is_on_lease,
      owner_id = case when owner_id = ${owners[0]} then ${owners[1]}::uuid else ${owners[0]}::uuid end
    where owner_id = any(${ownersArray}) and name like 'Bulk 1%'`);
  await expectFiguresToMatchRows();

  await db.execute(sql`
    update leases set monthly_rent_cents = monthly_rent_cents + 500,
      status = case when position % 2 = 0 then 'terminated' else status end
    where owner_id = any(${ownersArray})`);
  await expectFiguresToMatchRows();

  await db.execute(
    sql`delete from leases where owner_id = any(${ownersArray}) and status = 'terminated'`,
  );
  await db.execute(sql`delete from properties where owner_id = any(${ownersArray}) and units = 2
    and not exists (select 1 from leases where leases.property_id = properties.id)`);
  await expectFiguresToMatchRows();
});

test('both need a session', async () => {
  for (const url of ['/api/properties/metrics', '/api/owners/pending-activities']) {
    expect((await server.request({ url })).statusCode).toBe(401);
  }
});
