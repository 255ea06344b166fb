import { eq } from 'drizzle-orm';
import type { Tenant } from 'shared-api/contract';
import { daysBetween } from '../calendar';
import { rentCharges } from '../db/schema';
import { createProperty, mailsTo, signUpOwner } from '../test-support/owners';
import {
  activeTenancy,
  addBankDetails,
  backgroundCheckForm,
  createLease,
  daysFromToday,
  documentForm,
  inviteTenant,
  pdfBytes,
  tenancySteps,
} from '../test-support/tenancy';
import { type TestApp, startTestApp, startupTimeout } from '../test-support/test-app';

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp();
}, startupTimeout);
afterAll(() => server.close());

test('from the invitation to an active lease, each step seen by both sides and done once', async () => {
  const owner = await signUpOwner(server, { name: 'Olive Owner' });
  const property = await createProperty(server, owner, { name: 'Maple Court', units: 3 });
  const startDate = daysFromToday(-10);
  const lease = await createLease(server, owner, {
    propertyId: property.propertyId,
    currentUnit: 2,
    startDate,
    endDate: daysFromToday(355),
    monthlyRent: 850,
    securityDeposit: 850,
  });
  const ownerGet = (url: string) => server.request({ url, headers: owner.headers });
  const ownerView = async (tenantId: string): Promise<Tenant> =>
    (await ownerGet(`/api/tenants/tenant/${tenantId}`)).json().data;

  // 1. The owner invites: the tenant is at the first stage, and a link is mailed.
  const invited = await server.request({
    method: 'POST',
    url: '/api/tenants/create',
    headers: owner.headers,
    payload: {
      leaseId: lease.leaseId,
      email: ' Riley.Renter@Example.com ',
      name: 'Riley Renter',
      phone: '+15125550111',
      address: '9 Old Road, Austin, TX',
    },
  });
  expect(invited.statusCode).toBe(201);
  const tenantId: string = invited.json().data.tenantId;
  expect(invited.json().data).toMatchObject({
    email: 'riley.renter@example.com',
    stage: 'background_check',
    leaseId: lease.leaseId,
    propertyName: 'Maple Court',
    currentUnit: 2,
    backgroundCheck: { status: 'Not submitted', inChecks: 'Not started' },
    payment: { hasPaid: false, status: 'not_paid', moveInAmount: 1700 },
    hasAccount: false,
  });
  const [invitationMail] = await mailsTo(server, 'riley.renter@example.com');
  expect(invitationMail?.subject).toBe('“Olive Owner” invites you to rent “Maple Court, unit 2”');
  const link = invitationMail?.links.find((url) => url.includes('/tenant/background-check?token='));
  const token = new URL(link ?? '').searchParams.get('token') ?? '';
  const asTenant = { 'x-access-tenant-token': token };

  // 2. The tenant opens the link: GET tenants answers `tenant`.
  const profile = await server.request({ url: '/api/tenants', headers: asTenant });
  expect(profile.statusCode).toBe(200);
  expect(profile.json().tenant).toMatchObject({ name: 'Riley Renter', tenantId });

  // 3. The driver's license, then the background check twice (the second replaces the first),
  // with the token in the query.
  const license = await server.request({
    method: 'POST',
    url: `/api/tenants/background-check/documents/driverLicense?token=${token}`,
    payload: documentForm(pdfBytes, 'license.pdf'),
  });
  expect(license.statusCode).toBe(201);
  for (const reason of ['Need more room', 'Moving closer to work']) {
    const submitted = await server.request({
      method: 'PUT',
      url: `/api/tenants/background-check?token=${token}`,
      payload: backgroundCheckForm({ reasonForLeaving: reason, payment: { hasPaid: true } }),
    });
    expect(submitted.statusCode).toBe(200);
  }
  expect(await ownerView(tenantId)).toMatchObject({
    stage: 'background_check',
    phone: '+15125550123',
    dob: '1990-04-12',
    duration: 3,
    reasonForLeaving: 'Moving closer to work',
    backgroundCheck: {
      status: 'Pending',
      inChecks: 'In Progress',
      submittedAt: expect.any(String),
      data: { ssn: '*****6789' },
    },
    payment: { hasPaid: false },
  });

  // 4. The owner passes the check (twice: one mail); the tenant can no longer change it.
  const steps = tenancySteps(server, owner);
  const tenant = {
    tenant: invited.json().data,
    email: 'riley.renter@example.com',
    name: 'Riley Renter',
    invitation: token,
    headers: asTenant,
  };
  await steps.review(tenant, 'passed');
  await steps.review(tenant, 'passed');
  expect((await ownerView(tenantId)).stage).toBe('create_lease');
  expect((await mailsTo(server, tenant.email)).map((mail) => mail.subject)).toContain(
    'Your background check for “Maple Court, unit 2” has passed',
  );
  expect(
    (
      await server.request({
        method: 'PUT',
        url: '/api/tenants/background-check',
        headers: asTenant,
        payload: backgroundCheckForm(),
      })
    ).statusCode,
  ).toBe(409);

  // 5. Sending the lease needs the owner's bank details; then the tenant is mailed once.
  const withoutBank = await server.request({
    method: 'POST',
    url: `/api/tenants/tenant/${tenantId}/lease/send`,
    headers: owner.headers,
  });
  expect(withoutBank.statusCode).toBe(409);
  expect((await server.request({ url: '/api/tenants/lease', headers: asTenant })).json()).toEqual({
    error: 'The owner has not sent you the lease yet',
  });
  await addBankDetails(server, owner);
  await steps.sendLease(tenant);
  await steps.sendLease(tenant);
  expect((await ownerView(tenantId)).stage).toBe('lease_sent');
  const leaseMails = (await mailsTo(server, tenant.email)).filter((mail) =>
    mail.subject.startsWith('Your lease for'),
  );
  expect(leaseMails).toHaveLength(1);

  // 6. The tenant reads the real terms, with the owner's bank details in full for the transfer.
  const terms = await server.request({ url: '/api/tenants/lease', headers: asTenant });
  expect(terms.statusCode).toBe(200);
  expect(terms.json().data).toEqual({
    leaseId: lease.leaseId,
    property: {
      name: 'Maple Court',
      type: 'apartment',
      address: '12 Elm Street, Austin, TX 78701, United States',
    },
    currentUnit: 2,
    startDate,
    endDate: daysFromToday(355),
    monthlyRent: 850,
    securityDeposit: 850,
    lateFee: 100,
    lateFeeAfterDays: 2,
    paymentFrequency: 'Monthly',
    specialTerms: '',
    amountDueNow: 1700,
    currency: 'USD',
    paymentReference: `HS-${tenantId.slice(0, 8).toUpperCase()}`,
    bankDetails: {
      accountName: 'Olive Owner',
      bankName: 'First Austin Bank',
      accountNumber: '000123456789',
      routingNumber: '111000025',
    },
    owner: { name: 'Olive Owner', email: owner.email, phone: null },
    tenant: { name: 'Riley Renter', email: tenant.email },
    signature: null,
  });

  // 7. Signing needs the tenant's own name; the first signature is kept with time, address, browser.
  const sign = (fullName: string, userAgent: string) =>
    server.request({
      method: 'POST',
      url: '/api/tenants/lease/sign',
      headers: { ...asTenant, 'user-agent': userAgent },
      payload: { fullName },
    });
  const wrongName = await sign('Someone Else', 'TestBrowser/1');
  expect(wrongName.statusCode).toBe(400);
  expect(wrongName.json()).toEqual({
    error: 'Type your full name as it appears on the lease: Riley Renter',
  });
  expect((await sign('  riley   RENTER ', 'TestBrowser/1')).statusCode).toBe(200);
  expect((await sign('Riley Renter', 'OtherBrowser/2')).statusCode).toBe(200);
  const signed = await ownerView(tenantId);
  expect(signed.stage).toBe('lease_signed');
  expect(signed.signature).toEqual({
    fullName: 'riley   RENTER',
    signedAt: expect.any(String),
    ipAddress: '127.0.0.1',
    userAgent: 'TestBrowser/1',
  });

  // 8. "I've made this payment", twice: one payment awaiting the owner.
  await steps.reportPayment(tenant);
  await steps.reportPayment(tenant);
  expect((await ownerView(tenantId)).payment).toMatchObject({
    hasPaid: true,
    status: 'awaiting_confirmation',
    reportedAt: expect.any(String),
    lastPaymentDate: null,
  });
  expect((await ownerView(tenantId)).stage).toBe('payment');

  // 9. Not received: the tenant is told and may report again.
  await steps.decidePayment(tenant, 'not_received');
  expect(await ownerView(tenantId)).toMatchObject({
    stage: 'lease_signed',
    payment: { hasPaid: false, status: 'not_received' },
  });
  expect((await mailsTo(server, tenant.email)).map((mail) => mail.subject)).toContain(
    'Your move-in payment for “Maple Court, unit 2” has not arrived',
  );
  await steps.reportPayment(tenant);

  // 10. The tenant chooses a password; the invitation link stops working.
  await steps.createPassword(tenant, 'moving-day-1');
  expect((await server.request({ url: '/api/tenants', headers: asTenant })).statusCode).toBe(401);

  // 11. Received (twice): lease active, property on lease with its tenant, rent charged monthly.
  expect((await ownerGet('/api/properties')).json().data[0]).toMatchObject({
    isOnLease: false,
    currentTenants: [],
  });
  await steps.decidePayment(tenant, 'received');
  await steps.decidePayment(tenant, 'received');
  const active = await ownerView(tenantId);
  expect(active).toMatchObject({
    stage: 'lease_active',
    leaseStatus: 'active',
    payment: { hasPaid: true, status: 'received', lastPaymentDate: daysFromToday(0) },
  });
  const leaseNow = await ownerGet(`/api/lease/${lease.leaseId}`);
  expect(leaseNow.json().lease).toMatchObject({ status: 'active', tenantIds: [tenantId] });
  const listed = (await ownerGet('/api/properties')).json().data[0];
  expect(listed).toMatchObject({ isOnLease: true, currentTenants: [tenantId] });
  const ofProperty = await ownerGet(`/api/tenants/?propertyId=${property.propertyId}`);
  expect(ofProperty.json().data).toEqual([active]);
  expect((await ownerGet('/api/properties/metrics')).json().data).toMatchObject({
    totalOnLease: 1,
    totalTenants: 1,
    totalIncome: 850,
    occupancyRate: 1 / 3,
  });
  expect((await ownerGet('/api/owners/pending-activities')).json().data.vacantProperties).toEqual(
    [],
  );
  const charges = await server.app.db
    .select()
    .from(rentCharges)
    .where(eq(rentCharges.leaseId, lease.leaseId));
  expect(charges).toHaveLength(12);
  expect(charges.filter((charge) => charge.paidAt !== null).map((charge) => charge.dueOn)).toEqual([
    startDate,
  ]);
  expect((await mailsTo(server, tenant.email)).map((mail) => mail.subject)).toContain(
    'Your lease for “Maple Court, unit 2” is active',
  );

  // 12. The tenant signs in and sees the dashboard.
  const signIn = await server.request({
    method: 'POST',
    url: '/api/tenants/login',
    payload: { email: tenant.email, password: 'moving-day-1' },
  });
  expect(signIn.statusCode).toBe(200);
  expect(signIn.json().data.tenant).toMatchObject({ tenantId, leaseId: lease.leaseId });
  const session = { 'x-access-tenant-token': signIn.json().data.access_token };
  const metrics = await server.request({ url: '/api/tenants/metrics', headers: session });
  expect(metrics.json()).toEqual({
    data: {
      tenant: {
        name: 'Riley Renter',
        address: '12 Elm Street, unit 2, Austin, TX 78701, United States',
      },
      metrics: {
        monthlyIncome: 850,
        daysUntilLeaseExpiry: 355,
        leaseStatus: 'active',
        paymentStatus: 'paid',
      },
      lease: { monthlyRent: 850, currency: 'USD', startDate, endDate: daysFromToday(355) },
    },
  });
});

test('a failed check ends the way: the tenant is mailed, and no lease can be sent', async () => {
  const owner = await signUpOwner(server);
  const lease = await createLease(server, owner);
  await addBankDetails(server, owner);
  const tenant = await inviteTenant(server, owner, lease.leaseId);
  const steps = tenancySteps(server, owner);

  const early = await server.request({
    method: 'PUT',
    url: `/api/tenants/tenant/${tenant.tenant.tenantId}/background-check`,
    headers: owner.headers,
    payload: { result: 'failed' },
  });
  expect(early.statusCode).toBe(409);
  expect(early.json()).toEqual({ error: 'The tenant has not submitted the background check yet' });

  await steps.submitCheck(tenant);
  await steps.review(tenant, 'failed');
  const view = await server.request({
    url: `/api/tenants/tenant/${tenant.tenant.tenantId}`,
    headers: owner.headers,
  });
  expect(view.json().data).toMatchObject({
    stage: 'check_failed',
    backgroundCheck: { status: 'Failed', inChecks: 'Completed', reviewedAt: expect.any(String) },
  });
  expect((await mailsTo(server, tenant.email))[0]?.subject).toBe(
    `An update on your application for “${lease.propertyName}, unit 1”`,
  );
  const changeOfMind = await server.request({
    method: 'PUT',
    url: `/api/tenants/tenant/${tenant.tenant.tenantId}/background-check`,
    headers: owner.headers,
    payload: { result: 'passed' },
  });
  expect(changeOfMind.json()).toEqual({
    error: 'This background check was already reviewed as failed',
  });
  const send = await server.request({
    method: 'POST',
    url: `/api/tenants/tenant/${tenant.tenant.tenantId}/lease/send`,
    headers: owner.headers,
  });
  expect(send.json()).toEqual({ error: 'Send the lease once the background check has passed' });
});

test('each step waits for the one before it', async () => {
  const owner = await signUpOwner(server);
  const lease = await createLease(server, owner);
  await addBankDetails(server, owner);
  const tenant = await inviteTenant(server, owner, lease.leaseId);
  const tenantCall = (url: string) =>
    server.request({
      method: 'POST',
      url,
      headers: tenant.headers,
      payload: { fullName: tenant.name },
    });
  const ownerPayment = (result: string) =>
    server.request({
      method: 'PUT',
      url: `/api/tenants/tenant/${tenant.tenant.tenantId}/payment`,
      headers: owner.headers,
      payload: { result },
    });

  expect((await tenantCall('/api/tenants/lease/sign')).json()).toEqual({
    error: 'The owner has not sent you the lease yet',
  });
  expect((await tenantCall('/api/tenants/lease/payment')).json()).toEqual({
    error: 'Sign the lease before making the payment',
  });
  expect((await ownerPayment('received')).json()).toEqual({
    error: 'The tenant has not signed the lease yet',
  });
  expect((await ownerPayment('not_received')).json()).toEqual({
    error: 'The tenant has not said the payment is made yet',
  });
});

test('inviting the same e-mail again mails a new link and retires the old one', async () => {
  const owner = await signUpOwner(server);
  const lease = await createLease(server, owner);
  const first = await inviteTenant(server, owner, lease.leaseId, { email: 'again@example.com' });
  const again = await server.request({
    method: 'POST',
    url: '/api/tenants/create',
    headers: owner.headers,
    payload: {
      leaseId: lease.leaseId,
      email: 'again@example.com',
      name: 'Avery Again',
      phone: '+15125550112',
      address: '1 New Street',
    },
  });
  expect(again.statusCode).toBe(200);
  expect(again.json().data).toMatchObject({ tenantId: first.tenant.tenantId, name: 'Avery Again' });
  expect(await mailsTo(server, 'again@example.com')).toHaveLength(2);
  const all = await server.request({ url: '/api/tenants/all', headers: owner.headers });
  expect(all.json().tenants).toHaveLength(1);

  expect((await server.request({ url: '/api/tenants', headers: first.headers })).statusCode).toBe(
    401,
  );
  const [newest] = await mailsTo(server, 'again@example.com');
  const newToken = new URL(newest?.links[0] ?? '').searchParams.get('token') ?? '';
  expect(
    (await server.request({ url: '/api/tenants', headers: { 'x-access-tenant-token': newToken } }))
      .statusCode,
  ).toBe(200);

  const resent = await server.request({
    method: 'POST',
    url: `/api/tenants/tenant/${first.tenant.tenantId}/invitation`,
    headers: owner.headers,
  });
  expect(resent.statusCode).toBe(200);
  expect(await mailsTo(server, 'again@example.com')).toHaveLength(3);
  expect(
    (await server.request({ url: '/api/tenants', headers: { 'x-access-tenant-token': newToken } }))
      .statusCode,
  ).toBe(401);
});

test('an invitation is refused for a lease that is not pending; an e-mail on another lease is fine', async () => {
  const owner = await signUpOwner(server);
  const lease = await createLease(server, owner);
  await inviteTenant(server, owner, lease.leaseId, { email: 'taken@example.com' });
  const other = await createLease(server, owner);
  const invite = (leaseId: string, email: string) =>
    server.request({
      method: 'POST',
      url: '/api/tenants/create',
      headers: owner.headers,
      payload: { leaseId, email, name: 'Sam Tenant', phone: '+15125550113', address: '2 Road' },
    });
  expect((await invite(other.leaseId, 'taken@example.com')).statusCode).toBe(201);
  await server.request({
    method: 'PUT',
    url: `/api/lease/${other.leaseId}`,
    headers: owner.headers,
    payload: { status: 'cancelled' },
  });
  expect((await invite(other.leaseId, 'new@example.com')).json()).toEqual({
    error: 'Tenants are invited to a pending lease; this one is cancelled',
  });
  const invalid = await invite(lease.leaseId, 'not-an-email');
  expect(invalid.statusCode).toBe(400);
  expect(invalid.json().error).toBe('Enter a valid email address');
});

test("a cancelled lease stops the tenant's way at whatever step", async () => {
  const owner = await signUpOwner(server);
  const lease = await createLease(server, owner);
  const tenant = await inviteTenant(server, owner, lease.leaseId);
  await server.request({
    method: 'PUT',
    url: `/api/lease/${lease.leaseId}`,
    headers: owner.headers,
    payload: { status: 'cancelled' },
  });
  const submitted = await server.request({
    method: 'PUT',
    url: '/api/tenants/background-check',
    headers: tenant.headers,
    payload: backgroundCheckForm(),
  });
  expect(submitted.statusCode).toBe(409);
  expect(submitted.json()).toEqual({ error: 'This lease is cancelled' });
  const profile = await server.request({ url: '/api/tenants', headers: tenant.headers });
  expect(profile.json().tenant).toMatchObject({
    leaseStatus: 'cancelled',
    stage: 'background_check',
  });
});

test('an invitation link works for 14 days, then no longer opens anything', async () => {
  const owner = await signUpOwner(server);
  const lease = await createLease(server, owner);
  const tenant = await inviteTenant(server, owner, lease.leaseId);
  const claims = JSON.parse(
    Buffer.from(tenant.invitation.split('.')[1] ?? '', 'base64url').toString(),
  );
  expect(claims.exp - claims.iat).toBe(14 * 24 * 60 * 60);
  expect(claims.aud).toBe('tenant-invitation');

  jest.useFakeTimers({
    doNotFake: [
      'nextTick',
      'setImmediate',
      'setTimeout',
      'setInterval',
      'clearTimeout',
      'clearInterval',
      'clearImmediate',
      'queueMicrotask',
      'hrtime',
      'performance',
    ],
  });
  try {
    jest.setSystemTime(Date.now() + 15 * 24 * 60 * 60 * 1000);
    const expired = await server.request({ url: '/api/tenants', headers: tenant.headers });
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({
      error:
        'This link has expired or was replaced by a newer one. Ask the owner to send the invitation again.',
    });
  } finally {
    jest.useRealTimers();
  }
  expect((await server.request({ url: '/api/tenants', headers: tenant.headers })).statusCode).toBe(
    200,
  );
});

test('ending an active lease moves its tenant out of the property', async () => {
  const owner = await signUpOwner(server);
  const { property, lease, tenant } = await activeTenancy(server, owner, {
    startDate: daysFromToday(-40),
    endDate: daysFromToday(320),
  });
  const charged = await server.app.db
    .select()
    .from(rentCharges)
    .where(eq(rentCharges.leaseId, lease.leaseId))
    .orderBy(rentCharges.dueOn);
  const secondMonth = charged[1]?.dueOn ?? '';
  const overdue = (
    await server.request({ url: '/api/owners/pending-activities', headers: owner.headers })
  ).json().data.overduePayments;
  expect(overdue).toEqual([
    {
      chargeId: charged[1]?.id,
      leaseId: lease.leaseId,
      tenantId: tenant.tenant.tenantId,
      tenantName: tenant.name,
      propertyId: property.propertyId,
      propertyName: property.name,
      amount: 850,
      currency: 'USD',
      dueDate: secondMonth,
      daysOverdue: daysBetween(secondMonth, daysFromToday(0)),
    },
  ]);

  const changeRent = await server.request({
    method: 'PUT',
    url: `/api/lease/${lease.leaseId}`,
    headers: owner.headers,
    payload: { monthlyRent: 900 },
  });
  expect(changeRent.statusCode).toBe(409);
  const expireEarly = await server.request({
    method: 'PUT',
    url: `/api/lease/${lease.leaseId}`,
    headers: owner.headers,
    payload: { status: 'expired' },
  });
  expect(expireEarly.json()).toEqual({
    error: `This lease runs until ${daysFromToday(320)}; to end it sooner, mark it terminated`,
  });
  const listedBefore = await server.request({ url: '/api/properties', headers: owner.headers });
  expect(listedBefore.json().data[0]).toMatchObject({ isOnLease: true });
  const terminated = await server.request({
    method: 'PUT',
    url: `/api/lease/${lease.leaseId}`,
    headers: owner.headers,
    payload: { status: 'terminated' },
  });
  expect(terminated.json().lease.status).toBe('terminated');
  const listed = (await server.request({ url: '/api/properties', headers: owner.headers })).json()
    .data[0];
  expect(listed).toMatchObject({ isOnLease: false, currentTenants: [] });
  const charges = await server.app.db
    .select()
    .from(rentCharges)
    .where(eq(rentCharges.leaseId, lease.leaseId));
  expect(charges.map((charge) => charge.dueOn).sort()).toEqual([daysFromToday(-40), secondMonth]);
});
