import { randomUUID } from 'node:crypto';
import { mailsTo, signUpOwner } from '../test-support/owners';
import { activeTenancy, createLease, inviteTenant } from '../test-support/tenancy';
import { type TestApp, startTestApp, startupTimeout } from '../test-support/test-app';

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp();
}, startupTimeout);
afterAll(() => server.close());

test('an address is sent at most 3 invitations an hour, with the owner’s words quoted', async () => {
  const owner = await signUpOwner(server, { name: 'Visit evil.example NOW' });
  const lease = await createLease(server, owner);
  const invited = await inviteTenant(server, owner, lease.leaseId, {
    email: 'outside@example.com',
  });
  const resend = () =>
    server.request({
      method: 'POST',
      url: `/api/tenants/tenant/${invited.tenant.tenantId}/invitation`,
      headers: owner.headers,
    });
  expect((await resend()).statusCode).toBe(200);
  expect((await resend()).statusCode).toBe(200);
  const refused = await resend();
  expect(refused.statusCode).toBe(429);
  expect(refused.json().error).toMatch(/3 invitations in the last hour/);

  await server.app.mailer.settled();
  const mails = await mailsTo(server, 'outside@example.com');
  expect(mails).toHaveLength(3);
  expect(mails[0]?.subject).toMatch(/^“Visit evil.example NOW” invites you to rent “/);
  expect(mails[0]?.text).toContain('Names in quotation marks are as the owner typed them.');
});

test('a tenant reporting payments again and again mails the owner at most 5 times an hour', async () => {
  const owner = await signUpOwner(server);
  const home = await activeTenancy(server, owner);
  await server.app.mailer.settled();
  const before = (await mailsTo(server, owner.email)).length;
  for (let report = 0; report < 13; report += 1) {
    const answer = await server.request({
      method: 'POST',
      url: '/api/tenants/rent/payments',
      headers: home.sessionHeaders,
      payload: { amount: 1, requestId: randomUUID() },
    });
    expect(answer.statusCode).toBe(200);
  }
  await server.app.mailer.settled();
  const mailed = (await mailsTo(server, owner.email)).length - before;
  // The move-in payment's report was one of the hour's five.
  expect(mailed).toBe(4);
  const topBar = await server.request({ url: '/api/notifications', headers: owner.headers });
  expect(
    topBar.json().data.filter((item: { kind: string }) => item.kind === 'payment_reported').length,
  ).toBeGreaterThanOrEqual(13);
});
