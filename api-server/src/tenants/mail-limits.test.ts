import { randomUUID } from 'node:crypto';
import { mailsTo, signUpOwner, verifyOwnerEmail } from '../test-support/owners';
import {
  activeTenancy,
  addBankDetails,
  createLease,
  inviteTenant,
  tenancySteps,
} from '../test-support/tenancy';
import { invitationsPerAddressPerHour, unverifiedInvitationsPerDay } from './invitations';
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

const invite = (
  headers: Record<string, string>,
  leaseId: string,
  email: string,
  name = 'Sam Renter',
) =>
  server.request({
    method: 'POST',
    url: '/api/tenants/create',
    headers,
    payload: { leaseId, email, name, phone: '+15125550113', address: '2 Road' },
  });

test('an owner who has not verified the e-mail address sends 5 invitation mails a day, re-sent ones included', async () => {
  expect(unverifiedInvitationsPerDay).toBe(5);
  const owner = await signUpOwner(server);
  const lease = await createLease(server, owner);
  const stamp = Date.now();
  const first = await invite(owner.headers, lease.leaseId, `day-0-${stamp}@example.com`);
  expect(first.statusCode).toBe(201);
  expect(
    (
      await server.request({
        method: 'POST',
        url: `/api/tenants/tenant/${first.json().data.tenantId}/invitation`,
        headers: owner.headers,
      })
    ).statusCode,
  ).toBe(200);
  for (let more = 1; more <= 3; more += 1) {
    expect(
      (await invite(owner.headers, lease.leaseId, `day-${more}-${stamp}@example.com`)).statusCode,
    ).toBe(201);
  }
  const refused = await invite(owner.headers, lease.leaseId, `day-4-${stamp}@example.com`);
  expect(refused.statusCode).toBe(429);
  expect(refused.json()).toEqual({
    error: 'Please verify your email address first: until then you can send 5 invitations a day.',
  });
  expect(refused.headers['retry-after']).toBe(String(24 * 60 * 60));
  // Nothing was written or mailed for the refused one.
  expect(await mailsTo(server, `day-4-${stamp}@example.com`)).toHaveLength(0);
  const list = await server.request({ url: '/api/tenants/all', headers: owner.headers });
  expect(list.json().total).toBe(4);

  await verifyOwnerEmail(server, owner);
  expect(
    (await invite(owner.headers, lease.leaseId, `day-4-${stamp}@example.com`)).statusCode,
  ).toBe(201);
  expect(
    (await invite(owner.headers, lease.leaseId, `day-5-${stamp}@example.com`)).statusCode,
  ).toBe(201);
});

test("one owner's invitations to an address neither hold up nor tell of another owner's", async () => {
  const email = `shared-${Date.now()}@example.com`;
  const first = await signUpOwner(server);
  const second = await signUpOwner(server);
  const firstLease = await createLease(server, first);
  const invited = await invite(first.headers, firstLease.leaseId, email);
  for (let resend = 1; resend < invitationsPerAddressPerHour; resend += 1) {
    await server.request({
      method: 'POST',
      url: `/api/tenants/tenant/${invited.json().data.tenantId}/invitation`,
      headers: first.headers,
    });
  }
  expect((await invite(first.headers, firstLease.leaseId, email)).statusCode).toBe(429);
  const secondLease = await createLease(server, second);
  expect((await invite(second.headers, secondLease.leaseId, email)).statusCode).toBe(201);
});

test('words the owner typed reach a tenant quoted and on one line; an invitation greets no one by name', async () => {
  const owner = await signUpOwner(server, { name: 'Olive Owner' });
  await verifyOwnerEmail(server, owner);
  const lease = await createLease(server, owner);
  await addBankDetails(server, owner);
  const email = `quoted-${Date.now()}@example.com`;
  const name = 'Dear customer,\n\nYour bank account is locked. Call +1 555 0100 now.';
  const answer = await invite(owner.headers, lease.leaseId, email, name);
  expect(answer.statusCode).toBe(201);
  const [invitation] = await mailsTo(server, email);
  expect(invitation?.text.startsWith('Hello,\n\n')).toBe(true);
  expect(invitation?.text).toContain(
    'as “Dear customer, Your bank account is locked. Call +1 555 0100 now.”, to rent “',
  );
  expect(invitation?.text).not.toContain('Your bank account is locked.\n');

  // Later mails greet the tenant by that name on one line, and quote the home.
  const token = new URL(invitation?.links[0] ?? '').searchParams.get('token') ?? '';
  const tenant = {
    tenant: answer.json().data,
    email,
    name,
    invitation: token,
    headers: { 'x-access-tenant-token': token },
  };
  const steps = tenancySteps(server, owner);
  await steps.submitCheck(tenant);
  await steps.review(tenant, 'passed');
  const [passed] = await mailsTo(server, email);
  expect(passed?.subject).toMatch(/^Your background check for “.*, unit 1” has passed$/);
  expect(passed?.text.split('\n')[0]).toBe(
    'Hello Dear customer, Your bank account is locked. Call +1 555 0100 now.,',
  );
  expect(passed?.text).toContain('Words in quotation marks are as the owner typed them.');
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
