import { eq } from 'drizzle-orm';
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
  server.app.propertyPortfolio.forgetListOf(ownerId);
}

test('GET /api/properties/metrics totals the properties, the leased ones and their tenants', async () => {
  const owner = await signUpOwner(server);
  expect(await metrics(owner)).toEqual({
    data: {
      totalProperties: 0,
      totalOnLease: 0,
      totalUnits: 0,
      totalIncome: 0,
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
  const { property: leased, lease } = await activeTenancy(server, owner, {
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
          propertyId: leased.propertyId,
          propertyName: leased.name,
          amount: 850,
          dueDate: overdue?.dueOn,
          daysOverdue: daysBetween(overdue?.dueOn ?? '', daysFromToday(0)),
        },
      ],
      vacantProperties: [
        { propertyId: vacant.propertyId, name: 'Vacant', address: '12 Elm Street', units: 2 },
      ],
    },
  });

  const stranger = await signUpOwner(server);
  expect(await pendingActivities(stranger)).toEqual({
    data: { overduePayments: [], vacantProperties: [] },
  });
});

test('both need a session', async () => {
  for (const url of ['/api/properties/metrics', '/api/owners/pending-activities']) {
    expect((await server.request({ url })).statusCode).toBe(401);
  }
});
