import { eq } from 'drizzle-orm';
import type { Lease } from 'shared-api/contract';
import { todayUtc } from '../calendar';
import { leases } from '../db/schema';
import { createProperty, signUpOwner, type SignedUpOwner } from '../test-support/owners';
import { activeTenancy, createLease, daysFromToday, leasePayload } from '../test-support/tenancy';
import { type TestApp, startTestApp, startupTimeout } from '../test-support/test-app';

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp();
}, startupTimeout);
afterAll(() => server.close());

const create = (owner: SignedUpOwner, payload: unknown) =>
  server.request({ method: 'POST', url: '/api/leases/create', headers: owner.headers, payload });
const update = (owner: SignedUpOwner, leaseId: string, payload: unknown) =>
  server.request({ method: 'PUT', url: `/api/lease/${leaseId}`, headers: owner.headers, payload });
const leasesOf = (owner: SignedUpOwner, propertyId: string) =>
  server.request({ url: `/api/leases/?propertyId=${propertyId}`, headers: owner.headers });

describe('POST /api/leases/create', () => {
  test("creates a pending lease with the spec's sample late fee, money to the cent", async () => {
    const owner = await signUpOwner(server);
    const property = await createProperty(server, owner, { name: 'Birch House', units: 3 });
    const response = await create(owner, {
      ...leasePayload(property.propertyId),
      monthlyRent: 850.25,
      securityDeposit: 200,
      currentUnit: '2',
      metadata: { renewalOffered: 'no', specialTerms: 'No smoking indoors' },
    });
    expect(response.statusCode).toBe(201);
    const lease: Lease = response.json().lease;
    expect(lease).toEqual({
      _id: lease.leaseId,
      leaseId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      propertyId: property.propertyId,
      propertyName: 'Birch House',
      tenantIds: [],
      startDate: '2026-03-01',
      endDate: '2027-02-28',
      monthlyRent: 850.25,
      securityDeposit: 200,
      currency: 'USD',
      currentUnit: 2,
      status: 'pending',
      lateFee: 100,
      lateFeeAfterDays: 2,
      metadata: {
        lastInspectionDate: null,
        renewalOffered: false,
        specialTerms: 'No smoking indoors',
      },
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
  });

  test('the same lease sent twice is recorded once', async () => {
    const owner = await signUpOwner(server);
    const property = await createProperty(server, owner);
    const first = await create(owner, leasePayload(property.propertyId, { lateFee: 75 }));
    const again = await create(owner, leasePayload(property.propertyId, { lateFee: 75 }));
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json().lease.leaseId).toBe(first.json().lease.leaseId);
    expect((await leasesOf(owner, property.propertyId)).json().lease).toHaveLength(1);
  });

  test('names an active lease in the way with "an"', async () => {
    const owner = await signUpOwner(server);
    const { property, lease } = await activeTenancy(server, owner);
    const overlapping = await create(
      owner,
      leasePayload(property.propertyId, { startDate: lease.startDate, endDate: lease.endDate }),
    );
    expect(overlapping.statusCode).toBe(409);
    expect(overlapping.json().error).toMatch(/^Unit 1 already has an active lease from /);
  });

  test('refuses a second lease on a unit for overlapping dates, and allows another unit', async () => {
    const owner = await signUpOwner(server);
    const property = await createProperty(server, owner, { units: 2 });
    await createLease(server, owner, { propertyId: property.propertyId });
    const overlapping = await create(
      owner,
      leasePayload(property.propertyId, { startDate: '2027-02-01', endDate: '2028-01-31' }),
    );
    expect(overlapping.statusCode).toBe(409);
    expect(overlapping.json()).toEqual({
      error: 'Unit 1 already has a pending lease from 2026-03-01 to 2027-02-28',
    });
    const nextYear = await create(
      owner,
      leasePayload(property.propertyId, { startDate: '2027-03-01', endDate: '2028-02-29' }),
    );
    expect(nextYear.statusCode).toBe(201);
    const otherUnit = await create(owner, leasePayload(property.propertyId, { currentUnit: 2 }));
    expect(otherUnit.statusCode).toBe(201);
  });

  test.each([
    [{ startDate: '2026-02-30' }, 'Start date is not a real date'],
    [{ endDate: '01/03/2027' }, 'End date must be a date as YYYY-MM-DD'],
    [{ endDate: '2026-03-01' }, 'The end date must be after the start date'],
    [{ endDate: '2036-03-02' }, 'A lease can run for at most 10 years'],
    [{ monthlyRent: -1 }, 'Monthly rent must be more than 0'],
    [{ monthlyRent: 0 }, 'Monthly rent must be more than 0'],
    [{ securityDeposit: 0 }, 'Security deposit must be more than 0'],
    [
      { startDate: '2024-11-27', endDate: '2025-11-26', existingTenancy: false },
      'The start date is in the past: choose "This tenancy has already started" to record it',
    ],
    [{ securityDeposit: 10.001 }, 'Security deposit can have at most 2 decimal places'],
    [{ currentUnit: 0 }, 'Unit must be a whole number of at least 1'],
    [{ currentUnit: 5 }, 'This property has 4 units: the unit must be from 1 to 4'],
    [
      { status: 'active' },
      'A new lease starts as pending; it becomes active once the move-in payment is received',
    ],
    [{ tenantIds: ['someone'] }, 'Invite tenants to the lease once it is created'],
    [{ lateFeeAfterDays: 40 }, 'Late fee days must be a whole number from 0 to 31'],
  ])('refuses %j', async (overrides, message) => {
    const owner = await signUpOwner(server);
    const property = await createProperty(server, owner);
    const response = await create(owner, { ...leasePayload(property.propertyId), ...overrides });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(message);
  });

  test('only on a property of the signed-in owner', async () => {
    const owner = await signUpOwner(server);
    const stranger = await signUpOwner(server);
    const property = await createProperty(server, owner);
    const response = await create(stranger, leasePayload(property.propertyId));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Property not found' });
    expect((await create(owner, leasePayload('not-an-id'))).statusCode).toBe(404);
  });
});

describe('GET /api/leases/?propertyId=', () => {
  test("answers the property's leases under `lease`, newest first", async () => {
    const owner = await signUpOwner(server);
    const property = await createProperty(server, owner, { units: 2 });
    const older = await createLease(server, owner, { propertyId: property.propertyId });
    const newer = await createLease(server, owner, {
      propertyId: property.propertyId,
      currentUnit: 2,
    });
    await createLease(server, owner);

    const response = await leasesOf(owner, property.propertyId);
    expect(response.statusCode).toBe(200);
    expect(response.json().lease.map((lease: Lease) => lease.leaseId)).toEqual([
      newer.leaseId,
      older.leaseId,
    ]);
    const all = await server.request({ url: '/api/leases', headers: owner.headers });
    expect(all.json().lease).toHaveLength(3);
    expect(
      (await server.request({ url: `/api/lease/${older.leaseId}`, headers: owner.headers })).json(),
    ).toEqual({
      lease: older,
    });
  });
});

describe('PUT /api/lease/{leaseId}', () => {
  test('changes rent, deposit, end date, late fee and the notes of a pending lease', async () => {
    const owner = await signUpOwner(server);
    const lease = await createLease(server, owner);
    const response = await update(owner, lease.leaseId, {
      monthlyRent: 900,
      securityDeposit: 450.5,
      endDate: '2027-03-31',
      lateFee: 50,
      lateFeeAfterDays: 5,
      startDate: lease.startDate,
      currentUnit: lease.currentUnit,
      metadata: {
        lastInspectionDate: '2026-02-20',
        renewalOffered: 'yes',
        specialTerms: 'Pets allowed',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().lease).toMatchObject({
      monthlyRent: 900,
      securityDeposit: 450.5,
      endDate: '2027-03-31',
      lateFee: 50,
      lateFeeAfterDays: 5,
      status: 'pending',
      metadata: {
        lastInspectionDate: '2026-02-20',
        renewalOffered: true,
        specialTerms: 'Pets allowed',
      },
    });
  });

  test('the start date and the unit cannot change', async () => {
    const owner = await signUpOwner(server);
    const lease = await createLease(server, owner);
    const moved = await update(owner, lease.leaseId, { startDate: '2026-04-01' });
    expect(moved.statusCode).toBe(400);
    expect(moved.json()).toEqual({ error: 'The start date of a lease cannot change' });
    const otherUnit = await update(owner, lease.leaseId, { currentUnit: 2 });
    expect(otherUnit.json()).toEqual({ error: 'The unit of a lease cannot change' });
    const tooLong = await update(owner, lease.leaseId, { endDate: '2040-01-01' });
    expect(tooLong.json()).toEqual({ error: 'A lease can run for at most 10 years' });
    const shortened = await update(owner, lease.leaseId, { endDate: '2026-02-01' });
    expect(shortened.json()).toEqual({ error: 'The end date must be after the start date' });
  });

  test('a pending lease can be cancelled but not made active by hand; a cancelled one stays so', async () => {
    const owner = await signUpOwner(server);
    const lease = await createLease(server, owner);
    const activated = await update(owner, lease.leaseId, { status: 'active' });
    expect(activated.statusCode).toBe(409);
    expect(activated.json()).toEqual({
      error: 'A lease becomes active when the move-in payment is received',
    });
    expect((await update(owner, lease.leaseId, { status: 'expired' })).json()).toEqual({
      error: 'A pending lease cannot become expired',
    });
    const cancelled = await update(owner, lease.leaseId, { status: 'cancelled' });
    expect(cancelled.json().lease.status).toBe('cancelled');
    expect((await update(owner, lease.leaseId, { status: 'cancelled' })).statusCode).toBe(200);
    expect((await update(owner, lease.leaseId, { status: 'pending' })).json()).toEqual({
      error: 'A cancelled lease cannot become pending',
    });
  });

  test("another owner's lease, or no lease, answers 404", async () => {
    const owner = await signUpOwner(server);
    const stranger = await signUpOwner(server);
    const lease = await createLease(server, owner, {
      endDate: daysFromToday(400),
      startDate: daysFromToday(30),
    });
    expect((await update(stranger, lease.leaseId, { monthlyRent: 1 })).statusCode).toBe(404);
    expect((await update(owner, 'lease-1', { monthlyRent: 1 })).statusCode).toBe(404);
    const unchanged = await server.request({
      url: `/api/lease/${lease.leaseId}`,
      headers: owner.headers,
    });
    expect(unchanged.json().lease.monthlyRent).toBe(850);
  });
});

test('a tenancy recorded after it began owes its past rent but earns no late fee for the days before it was recorded', async () => {
  const owner = await signUpOwner(server);
  const property = await createProperty(server, owner);
  const response = await create(
    owner,
    leasePayload(property.propertyId, {
      startDate: daysFromToday(-70),
      endDate: daysFromToday(290),
      existingTenancy: true,
    }),
  );
  expect(response.statusCode).toBe(201);
  const [row] = await server.app.db
    .select({ lateFeesFrom: leases.lateFeesFrom })
    .from(leases)
    .where(eq(leases.id, response.json().lease.leaseId));
  expect(row?.lateFeesFrom).toBe(todayUtc());
});
