import { type SignedUpOwner, createProperty, signUpOwner } from '../test-support/owners';
import { type ActiveTenancy, activeTenancy } from '../test-support/tenancy';
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
  const form = new FormData();
  form.append('title', 'Harbour window leaks');
  form.append('priority', 'Low');
  form.append('date', '2026-12-01');
  form.append('description', 'Rain comes in.');
  await server.request({
    method: 'POST',
    url: '/api/maintenance',
    headers: home.sessionHeaders,
    payload: form,
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

it('refuses a search of one character, and one without a session', async () => {
  const short = await search(owner.headers, 'h');
  expect(short.statusCode).toBe(400);
  expect(short.json().error).toBe('Type at least 2 characters');
  expect((await server.request({ url: '/api/search?q=harbour' })).statusCode).toBe(401);
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
