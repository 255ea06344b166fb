import { asc, eq } from 'drizzle-orm';
import { forgotPasswordMessage, passwordMessages } from 'shared-api/contract';
import { leases, rentCharges } from '../db/schema';
import { mailsTo, signUpOwner } from '../test-support/owners';
import {
  type InvitedTenant,
  activeTenancy,
  addBankDetails,
  createLease,
  daysFromToday,
  inviteTenant,
  tenancySteps,
} from '../test-support/tenancy';
import { type TestApp, startTestApp, startupTimeout } from '../test-support/test-app';

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp({ trustProxy: ['loopback'] });
}, startupTimeout);
afterAll(() => server.close());

const createPassword = (tenant: InvitedTenant, payload: Record<string, unknown> = {}) =>
  server.request({
    method: 'POST',
    url: '/api/tenants/password/create',
    headers: tenant.headers,
    payload: {
      token: tenant.invitation,
      email: tenant.email,
      password: 'moving-day-1',
      ...payload,
    },
  });
const signIn = (email: string, password: string, address = '10.9.0.1') =>
  server.request({
    method: 'POST',
    url: '/api/tenants/login',
    payload: { email, password },
    headers: { 'x-forwarded-for': address },
  });

async function invited() {
  const owner = await signUpOwner(server);
  const lease = await createLease(server, owner);
  return { owner, lease, tenant: await inviteTenant(server, owner, lease.leaseId) };
}

describe('POST /api/tenants/password/create', () => {
  test('sets the password of the invited e-mail once; the invitation then stops working', async () => {
    const { tenant } = await invited();
    expect((await signIn(tenant.email, 'moving-day-1')).statusCode).toBe(401);

    const created = await createPassword(tenant);
    expect(created.statusCode).toBe(200);
    expect(created.json()).toEqual({
      message: 'Password created successfully. Kindly login to proceed',
    });
    const session = await signIn(tenant.email, 'moving-day-1');
    expect(session.statusCode).toBe(200);
    expect(session.json().data).toEqual({
      access_token: expect.any(String),
      tenant: expect.objectContaining({ tenantId: tenant.tenant.tenantId, hasAccount: true }),
    });

    expect((await createPassword(tenant, { password: 'other-pass-2' })).statusCode).toBe(401);
    expect(
      (await server.request({ url: '/api/tenants', headers: tenant.headers })).statusCode,
    ).toBe(401);
    const headers = { 'x-access-tenant-token': session.json().data.access_token };
    expect((await server.request({ url: '/api/tenants', headers })).json().tenant.email).toBe(
      tenant.email,
    );
  });

  test("refuses another e-mail, the owner's password rules, and a made-up token", async () => {
    const { tenant } = await invited();
    const otherEmail = await createPassword(tenant, { email: 'someone@example.com' });
    expect(otherEmail.statusCode).toBe(400);
    expect(otherEmail.json()).toEqual({
      error: 'Use the email address your invitation was sent to',
    });
    expect((await createPassword(tenant, { password: 'short1' })).json().error).toBe(
      passwordMessages.tooShort,
    );
    expect((await createPassword(tenant, { password: 'onlyletters' })).json().error).toBe(
      passwordMessages.needsNumberOrSymbol,
    );
    expect((await createPassword(tenant, { token: 'made-up' })).statusCode).toBe(401);
    expect((await createPassword(tenant)).statusCode).toBe(200);
  });

  test('is refused once the background check has failed', async () => {
    const { owner, tenant } = await invited();
    const steps = tenancySteps(server, owner);
    await steps.submitCheck(tenant);
    await steps.review(tenant, 'failed');
    const response = await createPassword(tenant);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: 'This invitation has ended: the background check did not pass',
    });
  });
});

describe('tenant sign-in and sign-out', () => {
  test('a wrong password, an unknown e-mail and an invitee without a password all answer 401 alike', async () => {
    const { tenant } = await invited();
    const other = (await invited()).tenant;
    await createPassword(tenant);
    for (const response of [
      await signIn(tenant.email, 'wrong-pass-1'),
      await signIn('nobody@example.com', 'moving-day-1'),
      await signIn(other.email, 'moving-day-1'),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'Invalid email or password' });
    }
  });

  test('ten failures lock the account for a while, like an owner', async () => {
    const { tenant } = await invited();
    await createPassword(tenant);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await signIn(tenant.email, 'wrong-pass-1', `10.8.0.${attempt}`)).statusCode).toBe(
        401,
      );
    }
    const locked = await signIn(tenant.email, 'moving-day-1', '10.8.1.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBe('900');
  });

  test('signing out ends the session', async () => {
    const { tenant } = await invited();
    await createPassword(tenant);
    const headers = {
      'x-access-tenant-token': (await signIn(tenant.email, 'moving-day-1')).json().data
        .access_token,
    };
    // Opened once before: a check the server keeps must not outlive the sign-out.
    expect((await server.request({ url: '/api/tenants', headers })).statusCode).toBe(200);
    const out = await server.request({
      method: 'POST',
      url: '/api/tenants/logout',
      headers,
      payload: {},
    });
    expect(out.json()).toEqual({ message: 'Signed out' });
    expect((await server.request({ url: '/api/tenants', headers })).statusCode).toBe(401);
  });
});

describe('tenant password reset', () => {
  const forgot = (email: string) =>
    server.request({ method: 'POST', url: '/api/tenants/password/forgot', payload: { email } });
  const reset = (token: string, password: string) =>
    server.request({
      method: 'POST',
      url: '/api/tenants/password/reset',
      payload: { token, password },
    });

  test('mails a single-use link to a tenant with an account, ending every session', async () => {
    const { tenant } = await invited();
    await createPassword(tenant);
    const headers = {
      'x-access-tenant-token': (await signIn(tenant.email, 'moving-day-1')).json().data
        .access_token,
    };
    const mailsBefore = (await mailsTo(server, tenant.email)).length;
    expect((await forgot(tenant.email)).json()).toEqual({ message: forgotPasswordMessage });
    expect((await forgot('nobody@example.com')).json()).toEqual({ message: forgotPasswordMessage });
    const mails = await mailsTo(server, tenant.email);
    expect(mails).toHaveLength(mailsBefore + 1);
    const link = mails[0]?.links.find((url) => url.includes('/reset-password?token=')) ?? '';
    expect(new URL(link).searchParams.get('role')).toBe('tenant');
    const token = new URL(link).searchParams.get('token') ?? '';

    const check = () =>
      server.request({
        method: 'POST',
        url: '/api/tenants/password/reset/check',
        payload: { token },
      });
    expect((await check()).statusCode).toBe(200);
    expect((await reset(token, 'new-home-2')).statusCode).toBe(200);
    expect((await check()).statusCode).toBe(400);
    expect((await reset(token, 'new-home-3')).statusCode).toBe(400);
    expect((await signIn(tenant.email, 'moving-day-1')).statusCode).toBe(401);
    expect((await signIn(tenant.email, 'new-home-2')).statusCode).toBe(200);
    expect((await server.request({ url: '/api/tenants', headers })).statusCode).toBe(401);
  });

  test('an invitee without an account gets no mail', async () => {
    const { tenant } = await invited();
    const before = (await mailsTo(server, tenant.email)).length;
    expect((await forgot(tenant.email)).statusCode).toBe(200);
    expect(await mailsTo(server, tenant.email)).toHaveLength(before);
  });
});

describe('GET /api/tenants/metrics', () => {
  const metricsOf = async (headers: Record<string, string>) =>
    (await server.request({ url: '/api/tenants/metrics', headers })).json().data;

  test('follows the move-in payment, then the rent charges of the lease', async () => {
    const owner = await signUpOwner(server);
    const lease = await createLease(server, owner, {
      startDate: daysFromToday(3),
      endDate: daysFromToday(368),
      monthlyRent: 1200,
    });
    await addBankDetails(server, owner);
    const tenant = await inviteTenant(server, owner, lease.leaseId);
    const steps = tenancySteps(server, owner);
    await steps.createPassword(tenant);
    const headers = {
      'x-access-tenant-token': (await signIn(tenant.email, 'moving-day-1')).json().data
        .access_token,
    };
    expect(await metricsOf(headers)).toEqual({
      tenant: {
        name: tenant.name,
        address: '12 Elm Street, unit 1, Austin, TX 78701, United States',
      },
      metrics: {
        monthlyIncome: 1200,
        daysUntilLeaseExpiry: 368,
        leaseStatus: 'pending',
        paymentStatus: 'not_paid',
      },
      lease: {
        monthlyRent: 1200,
        currency: 'USD',
        startDate: daysFromToday(3),
        endDate: daysFromToday(368),
      },
    });

    await steps.submitCheck({ ...tenant, headers });
    await steps.review(tenant, 'passed');
    await steps.sendLease(tenant);
    await steps.sign({ ...tenant, headers });
    await steps.reportPayment({ ...tenant, headers });
    expect((await metricsOf(headers)).metrics.paymentStatus).toBe('awaiting_confirmation');
    await steps.decidePayment(tenant, 'not_received');
    expect((await metricsOf(headers)).metrics.paymentStatus).toBe('not_received');
    await steps.decidePayment(tenant, 'received');
    expect((await metricsOf(headers)).metrics).toMatchObject({
      leaseStatus: 'active',
      paymentStatus: 'paid',
    });

    // Move the lease a month back: the move-in payment settles the deposit and the first month,
    // so the second month is the one falling due.
    await server.app.db
      .update(leases)
      .set({ startDate: daysFromToday(-30) })
      .where(eq(leases.id, lease.leaseId));
    const [firstMonth, secondMonth] = await server.app.db
      .select()
      .from(rentCharges)
      .where(eq(rentCharges.leaseId, lease.leaseId))
      .orderBy(asc(rentCharges.dueOn));
    if (!firstMonth || !secondMonth) throw new Error('the lease has fewer than two rent charges');
    const dueOn = async (charge: { id: string }, day: string) =>
      server.app.db.update(rentCharges).set({ dueOn: day }).where(eq(rentCharges.id, charge.id));
    await dueOn(firstMonth, daysFromToday(-30));
    await dueOn(secondMonth, daysFromToday(0));
    expect((await metricsOf(headers)).metrics.paymentStatus).toBe('due');
    await dueOn(secondMonth, daysFromToday(-1));
    expect((await metricsOf(headers)).metrics.paymentStatus).toBe('overdue');
  });

  test('a lease past its end date has no days left', async () => {
    const owner = await signUpOwner(server);
    const { sessionHeaders } = await activeTenancy(server, owner, {
      startDate: daysFromToday(-400),
      endDate: daysFromToday(-2),
    });
    expect((await metricsOf(sessionHeaders)).metrics.daysUntilLeaseExpiry).toBe(0);
  });
});
