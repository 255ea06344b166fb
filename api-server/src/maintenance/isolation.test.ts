import { type SignedUpOwner, signUpOwner } from '../test-support/owners';
import { type ActiveTenancy, activeTenancy, fileMaintenanceRequest } from '../test-support/tenancy';
import {
  type TestApp,
  type TestRequest,
  startTestApp,
  startupTimeout,
} from '../test-support/test-app';

let server: TestApp;
let owner: SignedUpOwner;
let stranger: SignedUpOwner;
let home: ActiveTenancy;
let neighbour: ActiveTenancy;
let requestId: string;
let requestCalls: TestRequest[];

beforeAll(async () => {
  server = await startTestApp();
  owner = await signUpOwner(server);
  stranger = await signUpOwner(server);
  home = await activeTenancy(server, owner);
  neighbour = await activeTenancy(server, stranger);
  const filed = await fileMaintenanceRequest(server, home, {
    title: 'Broken window',
    priority: 'Urgent',
    description: 'Cracked pane in the bedroom.',
  });
  requestId = filed.json().data.requestId;
  // Every call that names the request, with a payload it accepts.
  requestCalls = [
    { url: `/api/maintenance/${requestId}` },
    { method: 'PUT', url: `/api/maintenance/${requestId}/status`, payload: { status: 'resolved' } },
    {
      method: 'PUT',
      url: `/api/maintenance/${requestId}/status`,
      payload: { status: 'cancelled' },
    },
    { method: 'POST', url: `/api/maintenance/${requestId}/comments`, payload: { body: 'Hello' } },
  ];
}, startupTimeout);

afterAll(() => server.close());

const asWho = {
  'another owner': () => stranger.headers,
  "another owner's tenant": () => neighbour.sessionHeaders,
};

describe.each(Object.entries(asWho))('%s', (_who, headers) => {
  it('gets 404 for the request, exactly as for a missing one', async () => {
    for (const call of requestCalls) {
      const foreign = await server.request({ ...call, headers: headers() });
      const missing = await server.request({
        ...call,
        url: call.url.replace(requestId, '00000000-0000-4000-8000-000000000000'),
        headers: headers(),
      });
      expect([call.url, foreign.statusCode, foreign.json()]).toEqual([
        call.url,
        404,
        missing.json(),
      ]);
    }
  });

  it('does not see the request in a list', async () => {
    const list = await server.request({ url: '/api/maintenance', headers: headers() });
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toEqual([]);
  });
});

it("leaves the request unchanged by the others' calls", async () => {
  const seen = await server.request({
    url: `/api/maintenance/${requestId}`,
    headers: owner.headers,
  });
  expect(seen.json().data.status).toBe('open');
  expect(seen.json().data.updates).toHaveLength(1);
});

it("does not count another owner's requests", async () => {
  const counts = await server.request({
    url: '/api/maintenance/open-counts',
    headers: stranger.headers,
  });
  expect(counts.json().data).toEqual({ open: 0, byProperty: [] });
});

it('answers 401 without a token, and to a tenant on the owner-only call', async () => {
  for (const call of [...requestCalls, { url: '/api/maintenance' }]) {
    expect((await server.request(call)).statusCode).toBe(401);
  }
  const tenantOnOwnerCall = await server.request({
    url: '/api/maintenance/open-counts',
    headers: home.sessionHeaders,
  });
  expect(tenantOnOwnerCall.statusCode).toBe(401);
  const invitationOnSessionCall = await server.request({
    url: '/api/maintenance',
    headers: home.tenant.headers,
  });
  expect(invitationOnSessionCall.statusCode).toBe(401);
});
