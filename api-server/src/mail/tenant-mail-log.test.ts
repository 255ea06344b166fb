import { signUpOwner } from '../test-support/owners';
import { activeTenancy } from '../test-support/tenancy';
import { type TestApp, startTestApp, startupTimeout } from '../test-support/test-app';

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp();
}, startupTimeout);
afterAll(() => server.close());

test('every mail sent to a tenant is kept in their log, newest first, and only their owner reads it', async () => {
  const owner = await signUpOwner(server);
  const { tenant } = await activeTenancy(server, owner);
  await server.app.mailer.settled();

  const response = await server.request({
    url: `/api/tenants/tenant/${tenant.tenant.tenantId}/mails`,
    headers: owner.headers,
  });
  expect(response.statusCode).toBe(200);
  const subjects = response.json().data.map((mail: { subject: string }) => mail.subject);
  expect(subjects).toEqual([
    expect.stringMatching(/^Your lease for .* is active$/),
    expect.stringMatching(/^Your lease for .* is ready to sign$/),
    expect.stringMatching(/^Your background check for .* has passed$/),
    expect.stringMatching(/ invites you to rent /),
  ]);
  const times = response.json().data.map((mail: { sentAt: string }) => mail.sentAt);
  expect([...times].sort().reverse()).toEqual(times);

  const stranger = await signUpOwner(server);
  const foreign = await server.request({
    url: `/api/tenants/tenant/${tenant.tenant.tenantId}/mails`,
    headers: stranger.headers,
  });
  expect(foreign.statusCode).toBe(404);
  expect(foreign.json()).toEqual({ error: 'Tenant not found' });
});

test("an owner's own mails (verification codes) are not in any tenant's log", async () => {
  const owner = await signUpOwner(server);
  const { tenant } = await activeTenancy(server, owner);
  await server.request({
    method: 'POST',
    url: '/api/owners/verify-email/send',
    headers: owner.headers,
  });
  await server.app.mailer.settled();
  const response = await server.request({
    url: `/api/tenants/tenant/${tenant.tenant.tenantId}/mails`,
    headers: owner.headers,
  });
  expect(response.json().data).toHaveLength(4);
});
