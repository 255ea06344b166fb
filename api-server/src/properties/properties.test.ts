import { eq } from 'drizzle-orm';
import type { Property } from 'shared-api/contract';
import { properties } from '../db/schema';
import {
  type SignedUpOwner,
  createProperty,
  propertyPayload,
  signUpOwner,
} from '../test-support/owners';
import { type TestApp, startTestApp, startupTimeout } from '../test-support/test-app';

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp();
}, startupTimeout);
afterAll(() => server.close());

const list = (owner: SignedUpOwner, query = '') =>
  server.request({ url: `/api/properties${query}`, headers: owner.headers });
const update = (owner: SignedUpOwner, payload: Record<string, unknown>) =>
  server.request({ method: 'PUT', url: '/api/properties/update', headers: owner.headers, payload });
const create = (owner: SignedUpOwner, payload: unknown) =>
  server.request({
    method: 'POST',
    url: '/api/properties/create',
    headers: owner.headers,
    payload,
  });

describe('POST /api/properties/create', () => {
  test("lists the property as available, in the spec's shape, with the rent to the cent", async () => {
    const owner = await signUpOwner(server);
    const response = await create(owner, {
      ...propertyPayload(),
      description: 'Four flats over a bakery',
      industry: 'development',
      manager: 'Grace Hopper',
      securityDeposit: 800,
    });
    expect(response.statusCode).toBe(201);
    const property: Property = response.json().data;
    expect(property).toEqual({
      _id: property.propertyId,
      propertyId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'Elm Street Flats',
      type: 'apartment',
      description: 'Four flats over a bakery',
      industry: 'development',
      manager: 'Grace Hopper',
      contact: '+15125550100',
      address: '12 Elm Street',
      units: 4,
      monthlyRent: 1250.5,
      securityDeposit: 800,
      currency: 'USD',
      currentUnit: null,
      location: {
        address: '12 Elm Street',
        city: 'Austin',
        state: 'TX',
        country: 'US',
        zip: '78701',
        postalCode: '78701',
      },
      rentalInfo: {
        amount: 5002,
        amountPerUnit: 1250.5,
        unit: 4,
        lateFeeRate: null,
        amountDeposite: 800,
      },
      amenities: [],
      profiles: [],
      currentTenants: [],
      isOnLease: false,
      status: 'available',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const [stored] = await server.app.db
      .select()
      .from(properties)
      .where(eq(properties.id, property.propertyId));
    expect(stored?.monthlyRentCents).toBe(125050);
  });

  test.each([
    ['an unknown type', { type: 'castle' }, 'Choose a property type'],
    ['no units', { units: 0 }, 'Units must be a whole number of at least 1'],
    ['part of a unit', { units: 1.5 }, 'Units must be a whole number of at least 1'],
    ['a negative rent', { monthlyRent: -1 }, 'Monthly rent must not be negative'],
    [
      'a fraction of a cent',
      { monthlyRent: 10.005 },
      'Monthly rent can have at most 2 decimal places',
    ],
    ['a negative deposit', { securityDeposit: -5 }, 'Security deposit must not be negative'],
    ['no name', { name: ' ' }, 'Property name is required'],
  ])('refuses %s', async (_case, change, message) => {
    const owner = await signUpOwner(server);
    const response = await create(owner, { ...propertyPayload(), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(message);
  });

  test.each([
    ['an unknown country', { country: 'XX' }, 'Choose a country from the list'],
    ['a US address without its ZIP Code', { postalCode: '', zip: '' }, 'ZIP Code is required'],
    ['a malformed ZIP Code', { postalCode: '7870', zip: undefined }, 'Enter a valid ZIP Code'],
    [
      'a GB address without its Postcode',
      { country: 'GB', state: 'ENG', postalCode: '', zip: '' },
      'Postcode is required',
    ],
    [
      'an IN address without its PIN Code',
      { country: 'IN', state: 'KA', postalCode: undefined, zip: undefined },
      'PIN Code is required',
    ],
  ])('refuses %s', async (_case, change, message) => {
    const owner = await signUpOwner(server);
    const { location } = propertyPayload();
    const response = await create(owner, {
      ...propertyPayload(),
      location: { ...location, ...change },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(message);
  });

  test('takes the postal code from zip, and none where the country needs none', async () => {
    const owner = await signUpOwner(server);
    const fromZip = await create(owner, {
      ...propertyPayload(),
      location: {
        address: '1 King St',
        city: 'Toronto',
        state: 'ON',
        country: 'ca',
        zip: 'M5H 2N2',
      },
    });
    expect(fromZip.statusCode).toBe(201);
    expect(fromZip.json().data.location).toMatchObject({
      country: 'CA',
      zip: 'M5H 2N2',
      postalCode: 'M5H 2N2',
    });

    const dubai = await create(owner, {
      ...propertyPayload(),
      location: { address: '1 Marina Walk', city: 'Dubai', state: 'DU', country: 'AE' },
    });
    expect(dubai.statusCode).toBe(201);
    expect(dubai.json().data.location.postalCode).toBe('');
  });

  test('needs a session', async () => {
    const response = await server.request({
      method: 'POST',
      url: '/api/properties/create',
      payload: propertyPayload(),
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/properties', () => {
  test("answers the owner's properties newest first, a page at a time", async () => {
    const owner = await signUpOwner(server);
    const names = ['First', 'Second', 'Third', 'Fourth', 'Fifth'];
    for (const name of names) await createProperty(server, owner, { name });

    const all = await list(owner);
    expect(all.statusCode).toBe(200);
    expect(all.json().data.map((property: Property) => property.name)).toEqual(
      [...names].reverse(),
    );
    expect(all.json()).toMatchObject({ total: 5, nextCursor: null });

    const seen: string[] = [];
    let query = '?limit=2';
    for (;;) {
      const page = (await list(owner, query)).json();
      expect(page.total).toBe(5);
      seen.push(...page.data.map((property: Property) => property.name));
      if (page.nextCursor === null) break;
      query = `?limit=2&cursor=${page.nextCursor}`;
    }
    expect(seen).toEqual([...names].reverse());
  });

  test('answers an empty list for an owner without properties', async () => {
    const owner = await signUpOwner(server);
    expect((await list(owner)).json()).toEqual({ data: [], total: 0, nextCursor: null });
  });

  test('refuses a malformed cursor or limit', async () => {
    const owner = await signUpOwner(server);
    expect((await list(owner, '?cursor=abc')).statusCode).toBe(400);
    expect((await list(owner, '?limit=0')).statusCode).toBe(400);
    expect((await list(owner, '?limit=201')).statusCode).toBe(400);
  });

  test('with propertyId, answers that one property as a list', async () => {
    const owner = await signUpOwner(server);
    const property = await createProperty(server, owner, { name: 'Only this one' });
    await createProperty(server, owner, { name: 'Not this one' });

    for (const url of [
      `?propertyId=${property.propertyId}`,
      `/?propertyId=${property.propertyId}`,
    ]) {
      const response = await list(owner, url);
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual([property]);
    }
  });

  test('with an unknown or malformed propertyId, answers 404', async () => {
    const owner = await signUpOwner(server);
    for (const propertyId of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const response = await list(owner, `?propertyId=${propertyId}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Property not found' });
    }
  });
});

describe('PUT /api/properties/update', () => {
  test("maps the edit form's fields onto the property", async () => {
    const owner = await signUpOwner(server);
    const property = await createProperty(server, owner);
    const response = await update(owner, {
      propertyId: property.propertyId,
      name: 'Elm Street Lofts',
      description: 'Renovated in 2024',
      location: {
        address: '14 Elm Street',
        city: 'Austin',
        state: 'TX',
        country: 'US',
        postalCode: '78702',
      },
      rentalInfo: { unit: 6, amountPerUnit: 1399.99, amountDeposite: 1000, lateFeeRate: 5 },
      amenities: [
        { name: 'Gym', allowed: true },
        { name: 'Pets', allowed: false },
      ],
      profiles: [
        {
          name: 'Grace Hopper',
          email: 'grace@example.com',
          phone: '+15125550199',
          role: 'Property manager',
        },
        {
          name: 'Alan Turing',
          email: 'alan@example.com',
          phone: '+15125550123',
          role: 'Accountant',
        },
      ],
    });
    expect(response.statusCode).toBe(200);
    const updated: Property = response.json().data;
    expect(updated).toMatchObject({
      name: 'Elm Street Lofts',
      description: 'Renovated in 2024',
      contact: '+15125550199',
      units: 6,
      monthlyRent: 1399.99,
      securityDeposit: 1000,
      location: { address: '14 Elm Street', zip: '78702', postalCode: '78702' },
      rentalInfo: {
        amount: 8399.94,
        amountPerUnit: 1399.99,
        unit: 6,
        lateFeeRate: 5,
        amountDeposite: 1000,
      },
      amenities: [
        { name: 'Gym', allowed: true },
        { name: 'Pets', allowed: false },
      ],
      status: 'available',
    });
    expect(updated.profiles[0]?.name).toBe('Grace Hopper');

    expect((await list(owner)).json().data).toEqual([updated]);
  });

  test('leaves the fields it is not given as they were', async () => {
    const owner = await signUpOwner(server);
    const property = await createProperty(server, owner);
    const response = await update(owner, { propertyId: property.propertyId, units: 5 });
    expect(response.json().data).toEqual({
      ...property,
      units: 5,
      rentalInfo: { ...property.rentalInfo, unit: 5, amount: 6252.5 },
      updatedAt: expect.any(String),
    });
  });

  test('validates the fields like creation does', async () => {
    const owner = await signUpOwner(server);
    const property = await createProperty(server, owner);
    const response = await update(owner, {
      propertyId: property.propertyId,
      rentalInfo: { amountPerUnit: -10 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('Rent per unit must not be negative');
    expect((await update(owner, { name: 'No id' })).json().error).toBe('propertyId is required');
  });

  test('answers 404 for an unknown property', async () => {
    const owner = await signUpOwner(server);
    const response = await update(owner, {
      propertyId: '00000000-0000-4000-8000-000000000000',
      name: 'Ghost',
    });
    expect(response.statusCode).toBe(404);
  });
});

describe("another owner's properties", () => {
  test('are never listed, read, changed or counted', async () => {
    const landlord = await signUpOwner(server);
    const stranger = await signUpOwner(server);
    const property = await createProperty(server, landlord, { name: 'Private' });

    expect((await list(stranger)).json()).toEqual({ data: [], total: 0, nextCursor: null });

    const read = await list(stranger, `?propertyId=${property.propertyId}`);
    expect(read.statusCode).toBe(404);
    expect(read.json()).toEqual({ error: 'Property not found' });

    const changed = await update(stranger, { propertyId: property.propertyId, name: 'Mine now' });
    expect(changed.statusCode).toBe(404);
    expect(changed.json()).toEqual({ error: 'Property not found' });
    expect((await list(landlord, `?propertyId=${property.propertyId}`)).json().data[0].name).toBe(
      'Private',
    );

    const metrics = await server.request({
      url: '/api/properties/metrics',
      headers: stranger.headers,
    });
    expect(metrics.json().data.totalProperties).toBe(0);
    const pending = await server.request({
      url: '/api/owners/pending-activities',
      headers: stranger.headers,
    });
    expect(pending.json().data.vacantProperties).toEqual([]);
  });
});
