import { eq } from 'drizzle-orm';
import type { Property } from 'shared-api/contract';
import { properties } from '../db/schema';
import { type SignedUpOwner, createProperty, signUpOwner } from '../test-support/owners';
import { type TestApp, startTestApp, startupTimeout } from '../test-support/test-app';

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp();
}, startupTimeout);
afterAll(() => server.close());

const namesOf = (answer: { data: Property[] }) => answer.data.map((property) => property.name);

const list = async (owner: SignedUpOwner, query: string) => {
  const response = await server.request({ url: `/api/properties${query}`, headers: owner.headers });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: Property[]; total: number; nextCursor: string | null }>();
};

/** An owner with three properties, the middle one on lease. */
async function ownerWithPortfolio() {
  const owner = await signUpOwner(server);
  await createProperty(server, owner, { name: 'Elm Street Flats' });
  const onLease = await createProperty(server, owner, {
    name: 'Harbour View',
    location: {
      address: '4 Quay Road',
      city: 'Dallas',
      state: 'TX',
      country: 'US',
      postalCode: '75201',
    },
  });
  await createProperty(server, owner, { name: '100% Oak_House' });
  await server.app.db
    .update(properties)
    .set({ isOnLease: true })
    .where(eq(properties.id, onLease.propertyId));
  return owner;
}

describe('GET /api/properties with search and status', () => {
  test('finds properties by any part of the name or the address, in any case', async () => {
    const owner = await ownerWithPortfolio();
    expect(namesOf(await list(owner, '?search=harbour'))).toEqual(['Harbour View']);
    expect(namesOf(await list(owner, '?search=QUAY'))).toEqual(['Harbour View']);
    expect(namesOf(await list(owner, '?search=dallas'))).toEqual(['Harbour View']);
    expect(namesOf(await list(owner, '?search=75201'))).toEqual(['Harbour View']);
    expect(await list(owner, '?search=flats')).toMatchObject({ total: 1, nextCursor: null });
    expect(namesOf(await list(owner, '?search=nowhere'))).toEqual([]);
  });

  test('matches the words literally, not as wildcards', async () => {
    const owner = await ownerWithPortfolio();
    expect(namesOf(await list(owner, `?search=${encodeURIComponent('100%')}`))).toEqual([
      '100% Oak_House',
    ]);
    expect(namesOf(await list(owner, '?search=k_H'))).toEqual(['100% Oak_House']);
    expect(namesOf(await list(owner, '?search=_'))).toEqual(['100% Oak_House']);
  });

  test('filters by status and counts only what matches', async () => {
    const owner = await ownerWithPortfolio();
    expect(await list(owner, '?status=on_lease')).toMatchObject({
      data: [expect.objectContaining({ name: 'Harbour View', isOnLease: true })],
      total: 1,
    });
    expect(namesOf(await list(owner, '?status=available'))).toEqual([
      '100% Oak_House',
      'Elm Street Flats',
    ]);
    expect(namesOf(await list(owner, '?status=on_lease&search=elm'))).toEqual([]);
  });

  test('pages through the matches with the cursor', async () => {
    const owner = await ownerWithPortfolio();
    const first = await list(owner, '?status=available&limit=1');
    expect(first).toMatchObject({
      total: 2,
      data: [expect.objectContaining({ name: '100% Oak_House' })],
    });
    expect(first.nextCursor).not.toBeNull();
    const second = await list(owner, `?status=available&limit=1&cursor=${first.nextCursor}`);
    expect(second).toMatchObject({ total: 2, nextCursor: null });
    expect(namesOf(second)).toEqual(['Elm Street Flats']);
  });

  test('counts every match on every page of a search', async () => {
    const owner = await ownerWithPortfolio();
    const first = await list(owner, '?search=a&limit=2');
    expect(first.total).toBe(3);
    expect(namesOf(first)).toEqual(['100% Oak_House', 'Harbour View']);
    const second = await list(owner, `?search=a&limit=2&cursor=${first.nextCursor}`);
    expect(second).toMatchObject({ total: 3, nextCursor: null });
    expect(namesOf(second)).toEqual(['Elm Street Flats']);
  });

  test('refuses an unknown status', async () => {
    const owner = await signUpOwner(server);
    const response = await server.request({
      url: '/api/properties?status=sold',
      headers: owner.headers,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual(expect.any(String));
  });

  test('never finds another owner’s properties', async () => {
    await ownerWithPortfolio();
    const stranger = await signUpOwner(server);
    expect(await list(stranger, '?search=harbour')).toEqual({
      data: [],
      total: 0,
      nextCursor: null,
    });
    expect(await list(stranger, '?status=on_lease')).toMatchObject({ total: 0 });
  });
});
