import { signUpOwner } from '../test-support/owners';
import { activeTenancy, fileMaintenanceRequest } from '../test-support/tenancy';
import { type TestApp, startTestApp, startupTimeout } from '../test-support/test-app';

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp();
}, startupTimeout);
afterAll(() => server.close());

test("a tenant whose lease has ended sees their own history, not the owner's bank details, and comments no more", async () => {
  const owner = await signUpOwner(server);
  const home = await activeTenancy(server, owner);
  const filed = await fileMaintenanceRequest(server, home, { title: 'Leaking tap' });
  expect(filed.statusCode).toBe(201);
  const requestId = filed.json().data.requestId;
  const rentBefore = await server.request({
    url: '/api/tenants/rent',
    headers: home.sessionHeaders,
  });
  expect(rentBefore.json().data.bankDetails).toMatchObject({ accountNumber: '000123456789' });

  const ended = await server.request({
    method: 'PUT',
    url: `/api/lease/${home.lease.leaseId}`,
    headers: owner.headers,
    payload: { status: 'terminated' },
  });
  expect(ended.statusCode).toBe(200);

  const rent = await server.request({ url: '/api/tenants/rent', headers: home.sessionHeaders });
  expect(rent.statusCode).toBe(200);
  expect(rent.json().data.bankDetails).toBeNull();
  expect(rent.json().data.payments).toEqual(rentBefore.json().data.payments);

  const comment = await server.request({
    method: 'POST',
    url: `/api/maintenance/${requestId}/comments`,
    headers: home.sessionHeaders,
    payload: { body: 'Still leaking' },
  });
  expect(comment.statusCode).toBe(409);
  expect(comment.json()).toEqual({ error: 'Your lease has ended: you can read your requests' });
  const history = await server.request({
    url: `/api/maintenance/${requestId}`,
    headers: home.sessionHeaders,
  });
  expect(history.statusCode).toBe(200);
});
