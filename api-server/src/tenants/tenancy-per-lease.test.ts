import { type SignedUpOwner, createProperty, mailsTo, signUpOwner } from '../test-support/owners';
import {
  type InvitedTenant,
  addBankDetails,
  createLease,
  inviteTenant,
  tenancySteps,
} from '../test-support/tenancy';
import { type TestApp, startTestApp, startupTimeout } from '../test-support/test-app';

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp();
}, startupTimeout);
afterAll(() => server.close());

let people = 0;
const newAddress = () => {
  people += 1;
  return `renter${people}.${Date.now()}@example.com`;
};

const invite = (owner: SignedUpOwner, leaseId: string, email: string, name = 'Sam Renter') =>
  server.request({
    method: 'POST',
    url: '/api/tenants/create',
    headers: owner.headers,
    payload: { leaseId, email, name, phone: '+15125550113', address: '2 Road' },
  });

const signIn = (email: string, password: string) =>
  server.request({ method: 'POST', url: '/api/tenants/login', payload: { email, password } });

const cancel = (owner: SignedUpOwner, leaseId: string) =>
  server.request({
    method: 'PUT',
    url: `/api/lease/${leaseId}`,
    headers: owner.headers,
    payload: { status: 'cancelled' },
  });

/** The person invited by this owner to a new lease on a property of the given name. */
async function tenancyWith(owner: SignedUpOwner, email: string, propertyName: string) {
  const property = await createProperty(server, owner, { name: propertyName });
  const lease = await createLease(server, owner, { propertyId: property.propertyId });
  await addBankDetails(server, owner);
  return { lease, tenant: await inviteTenant(server, owner, lease.leaseId, { email }) };
}

/** The whole way to an active lease, with the tenant's own password for it. */
async function toActiveLease(owner: SignedUpOwner, tenant: InvitedTenant, password: string) {
  const steps = tenancySteps(server, owner);
  await steps.submitCheck(tenant);
  await steps.review(tenant, 'passed');
  await steps.sendLease(tenant);
  await steps.sign(tenant);
  await steps.reportPayment(tenant);
  await steps.createPassword(tenant, password);
  await steps.decidePayment(tenant, 'received');
}

/** Up to the password, with the lease still pending (the owner has not received the payment). */
async function toPassword(owner: SignedUpOwner, tenant: InvitedTenant, password: string) {
  const steps = tenancySteps(server, owner);
  await steps.submitCheck(tenant);
  await steps.review(tenant, 'passed');
  await steps.sendLease(tenant);
  await steps.sign(tenant);
  await steps.reportPayment(tenant);
  await steps.createPassword(tenant, password);
}

test('two owners invite the same address: both succeed, and neither answer tells of the other', async () => {
  const email = newAddress();
  const first = await signUpOwner(server, { name: 'Fiona First' });
  const second = await signUpOwner(server, { name: 'Sid Second' });
  const firstLease = await createLease(server, first);
  const secondLease = await createLease(server, second);

  const firstAnswer = await invite(first, firstLease.leaseId, email, 'Name From First');
  expect(firstAnswer.statusCode).toBe(201);
  const secondAnswer = await invite(second, secondLease.leaseId, email, 'Name From Second');
  expect(secondAnswer.statusCode).toBe(201);

  const theirs = firstAnswer.json().data;
  const mine = secondAnswer.json().data;
  expect(mine.tenantId).not.toBe(theirs.tenantId);
  expect(mine.leaseId).toBe(secondLease.leaseId);
  expect(mine.name).toBe('Name From Second');
  for (const trace of [theirs.tenantId, firstLease.leaseId, 'Name From First', 'Fiona First']) {
    expect(secondAnswer.body).not.toContain(trace);
  }
  // An address nobody has invited is answered the same way, with nothing more.
  const unknownAnswer = await invite(second, secondLease.leaseId, newAddress());
  expect(unknownAnswer.statusCode).toBe(201);
  expect(Object.keys(unknownAnswer.json().data).sort()).toEqual(Object.keys(mine).sort());

  // Each owner sees only their own tenant, with the name they gave.
  const asFirst = await server.request({
    url: `/api/tenants/tenant/${mine.tenantId}`,
    headers: first.headers,
  });
  expect(asFirst.statusCode).toBe(404);
  const firstList = await server.request({ url: '/api/tenants/all', headers: first.headers });
  expect(firstList.body).not.toContain('Name From Second');
  expect(await mailsTo(server, email)).toHaveLength(2);
});

test('the same owner may invite one address to two pending leases, and again to the same one', async () => {
  const email = newAddress();
  const owner = await signUpOwner(server);
  const one = await createLease(server, owner);
  const other = await createLease(server, owner);
  expect((await invite(owner, one.leaseId, email)).statusCode).toBe(201);
  expect((await invite(owner, other.leaseId, email)).statusCode).toBe(201);
  // The same lease again mails a new link for the same tenant.
  const again = await invite(owner, one.leaseId, email);
  expect(again.statusCode).toBe(200);
});

test("a cancelled lease's address can be invited again, by the same owner or anyone", async () => {
  const email = newAddress();
  const squatter = await signUpOwner(server);
  const squatted = await createLease(server, squatter);
  expect((await invite(squatter, squatted.leaseId, email)).statusCode).toBe(201);
  expect((await cancel(squatter, squatted.leaseId)).statusCode).toBe(200);

  const landlord = await signUpOwner(server);
  const real = await createLease(server, landlord);
  expect((await invite(landlord, real.leaseId, email)).statusCode).toBe(201);
  const renewed = await createLease(server, squatter);
  expect((await invite(squatter, renewed.leaseId, email)).statusCode).toBe(201);
});

test('one person signs into each tenancy with its own password, an active lease first', async () => {
  const email = newAddress();
  const first = await signUpOwner(server, { name: 'Fiona First' });
  const second = await signUpOwner(server, { name: 'Sid Second' });
  const old = await tenancyWith(first, email, 'Old Flat');
  const active = await tenancyWith(first, email, 'Oak House');
  const pending = await tenancyWith(second, email, 'Pine Cottage');
  await toPassword(first, old.tenant, 'same-secret-1');
  await cancel(first, old.lease.leaseId);
  await toActiveLease(first, active.tenant, 'oak-secret-1');
  await toPassword(second, pending.tenant, 'pine-secret-1');

  const signedInto = async (password: string) => {
    const answer = await signIn(email, password);
    expect(answer.statusCode).toBe(200);
    return answer.json().data.tenant.tenantId as string;
  };
  expect(await signedInto('oak-secret-1')).toBe(active.tenant.tenant.tenantId);
  expect(await signedInto('pine-secret-1')).toBe(pending.tenant.tenant.tenantId);
  expect(await signedInto('same-secret-1')).toBe(old.tenant.tenant.tenantId);
  expect((await signIn(email, 'nobody-knows-1')).json()).toEqual({
    error: 'Invalid email or password',
  });

  // Where tenancies share a password, an active lease opens first, then a pending one, then the newest.
  const sharing = async (password: string) => {
    const later = await tenancyWith(second, email, `Loft ${password}`);
    await toPassword(second, later.tenant, password);
    return later.tenant.tenant.tenantId;
  };
  await sharing('oak-secret-1');
  expect(await signedInto('oak-secret-1')).toBe(active.tenant.tenant.tenantId);
  expect(await signedInto('same-secret-1')).toBe(old.tenant.tenant.tenantId);
  const pendingAgain = await sharing('same-secret-1');
  expect(await signedInto('same-secret-1')).toBe(pendingAgain);
});

test('a tenant signed into one tenancy sees nothing of the other', async () => {
  const email = newAddress();
  const first = await signUpOwner(server, { name: 'Fiona First' });
  const second = await signUpOwner(server, { name: 'Sid Second' });
  const oak = await tenancyWith(first, email, 'Oak House');
  const pine = await tenancyWith(second, email, 'Pine Cottage');
  await toActiveLease(first, oak.tenant, 'oak-secret-1');
  await toActiveLease(second, pine.tenant, 'pine-secret-1');
  const headers = {
    'x-access-tenant-token': (await signIn(email, 'oak-secret-1')).json().data.access_token,
  };

  const reads = ['/api/tenants', '/api/tenants/lease', '/api/tenants/metrics', '/api/tenants/rent'];
  for (const url of reads) {
    const answer = await server.request({ url, headers });
    expect(answer.statusCode).toBe(200);
    for (const trace of [
      'Pine Cottage',
      'Sid Second',
      pine.tenant.tenant.tenantId,
      pine.lease.leaseId,
    ]) {
      expect(answer.body).not.toContain(trace);
    }
  }
  const own = await server.request({ url: '/api/tenants', headers });
  expect(own.json().tenant.tenantId).toBe(oak.tenant.tenant.tenantId);
  const lease = await server.request({ url: '/api/tenants/lease', headers });
  expect(lease.json().data.leaseId).toBe(oak.lease.leaseId);
  // Neither owner reaches the other's tenancy of the same person.
  expect(
    (
      await server.request({
        url: `/api/tenants/tenant/${oak.tenant.tenant.tenantId}`,
        headers: second.headers,
      })
    ).statusCode,
  ).toBe(404);
});

test('forgot password mails a link per tenancy; each sets only its own password', async () => {
  const email = newAddress();
  const first = await signUpOwner(server);
  const second = await signUpOwner(server);
  const oak = await tenancyWith(first, email, 'Oak House');
  const pine = await tenancyWith(second, email, 'Pine Cottage');
  await toActiveLease(first, oak.tenant, 'oak-secret-1');
  await toPassword(second, pine.tenant, 'pine-secret-1');
  const before = (await mailsTo(server, email)).length;

  const forgot = await server.request({
    method: 'POST',
    url: '/api/tenants/password/forgot',
    payload: { email },
  });
  expect(forgot.statusCode).toBe(200);
  const sent = await mailsTo(server, email);
  // Newest first: the mails sent since.
  const mails = sent.slice(0, sent.length - before);
  expect(mails).toHaveLength(2);
  const linkFor = (home: string) => {
    const mail = mails.find((sent) => sent.text.includes(`“${home}, unit 1”`));
    const link = mail?.links.find((url) => url.includes('/reset-password?token=')) ?? '';
    return new URL(link).searchParams.get('token') ?? '';
  };
  const reset = await server.request({
    method: 'POST',
    url: '/api/tenants/password/reset',
    payload: { token: linkFor('Pine Cottage'), password: 'pine-secret-2' },
  });
  expect(reset.statusCode).toBe(200);
  expect((await signIn(email, 'pine-secret-2')).json().data.tenant.tenantId).toBe(
    pine.tenant.tenant.tenantId,
  );
  expect((await signIn(email, 'pine-secret-1')).statusCode).toBe(401);
  expect((await signIn(email, 'oak-secret-1')).json().data.tenant.tenantId).toBe(
    oak.tenant.tenant.tenantId,
  );
});

test('failed sign-ins still count per e-mail, whichever tenancy was meant', async () => {
  const email = newAddress();
  const first = await signUpOwner(server);
  const second = await signUpOwner(server);
  const oak = await tenancyWith(first, email, 'Oak House');
  const pine = await tenancyWith(second, email, 'Pine Cottage');
  await toPassword(first, oak.tenant, 'oak-secret-1');
  await toPassword(second, pine.tenant, 'pine-secret-1');
  for (let failure = 0; failure < 10; failure += 1) {
    expect((await signIn(email, `wrong-secret-${failure}`)).statusCode).toBe(401);
  }
  expect((await signIn(email, 'pine-secret-1')).statusCode).toBe(429);
  expect((await signIn(email, 'oak-secret-1')).statusCode).toBe(429);
});
