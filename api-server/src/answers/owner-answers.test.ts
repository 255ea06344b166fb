import { sql } from 'drizzle-orm';
import type { AllTenantsAnswer, Tenant } from 'shared-api/contract';
import { type SignedUpOwner, createProperty, signUpOwner } from '../test-support/owners';
import {
  type ActiveTenancy,
  type InvitedTenant,
  activeTenancy,
  addBankDetails,
  createLease,
  daysFromToday,
  documentForm,
  inviteTenant,
  pdfBytes,
  tenancySteps,
} from '../test-support/tenancy';
import { type TestApp, startTestApp, startupTimeout } from '../test-support/test-app';
import { AnswerCache } from './answer-cache';

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp();
}, startupTimeout);
afterAll(() => server.close());

/** An owner's GET, answered 200. */
async function get(owner: SignedUpOwner, url: string) {
  const response = await server.request({ url, headers: owner.headers });
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function renameProperty(owner: SignedUpOwner, propertyId: string, name: string) {
  const renamed = await server.request({
    method: 'PUT',
    url: '/api/properties/update',
    headers: owner.headers,
    payload: { propertyId, name },
  });
  expect(renamed.statusCode).toBe(200);
}

describe('the answers kept in memory', () => {
  test('an answer is given again only at the count it was read at', () => {
    const cache = new AnswerCache();
    cache.keep('owner', 3, 'first', '{"page":3}');
    expect(cache.get('owner', 3, 'first')).toBe('{"page":3}');
    expect(cache.get('owner', 4, 'first')).toBeUndefined();
    expect(cache.get('owner', 3, 'second')).toBeUndefined();
    expect(cache.get('another owner', 3, 'first')).toBeUndefined();
  });

  test('an answer read at an older count never replaces one read at a newer count', () => {
    const cache = new AnswerCache();
    cache.keep('owner', 5, 'first', 'newer');
    cache.keep('owner', 4, 'first', 'older');
    expect(cache.get('owner', 5, 'first')).toBe('newer');
    expect(cache.get('owner', 4, 'first')).toBeUndefined();
    cache.keep('owner', 6, 'first', 'newest');
    expect(cache.get('owner', 5, 'first')).toBeUndefined();
    expect(cache.get('owner', 6, 'first')).toBe('newest');
  });

  test('the least recently used answer goes first beyond the bound', () => {
    const cache = new AnswerCache(6);
    cache.keep('owner', 1, 'a', 'aa');
    cache.keep('owner', 1, 'b', 'bb');
    expect(cache.get('owner', 1, 'a')).toBe('aa');
    cache.keep('second owner', 1, 'c', 'cc');
    cache.keep('second owner', 1, 'd', 'dd');
    expect(cache.get('owner', 1, 'b')).toBeUndefined();
    expect(cache.get('owner', 1, 'a')).toBe('aa');
    expect(cache.get('second owner', 1, 'd')).toBe('dd');
  });
});

describe('a page of tenants after a write', () => {
  let owner: SignedUpOwner;
  let invited: InvitedTenant;

  beforeAll(async () => {
    owner = await signUpOwner(server);
    await addBankDetails(server, owner);
    const lease = await createLease(server, owner);
    invited = await inviteTenant(server, owner, lease.leaseId);
  }, startupTimeout);

  async function listed(): Promise<Tenant> {
    const [tenant] = ((await get(owner, '/api/tenants/all')) as AllTenantsAnswer).tenants;
    if (!tenant) throw new Error('the tenant is not listed');
    return tenant;
  }

  test('shows each step of the flow once it is taken', async () => {
    const steps = tenancySteps(server, owner);
    expect((await listed()).backgroundCheck.status).toBe('Not submitted');
    const uploaded = await server.request({
      method: 'POST',
      url: '/api/tenants/background-check/documents/driverLicense',
      headers: invited.headers,
      payload: documentForm(pdfBytes, 'licence.pdf'),
    });
    expect(uploaded.statusCode).toBe(201);
    expect((await listed()).backgroundCheck.data.driverLicense).toMatchObject({
      fileName: 'licence.pdf',
    });
    await steps.submitCheck(invited);
    expect((await listed()).backgroundCheck.status).toBe('Pending');
    await steps.review(invited, 'passed');
    expect((await listed()).stage).toBe('create_lease');
    await steps.sendLease(invited);
    expect((await listed()).leaseSentAt).toEqual(expect.any(String));
    await steps.sign(invited);
    expect((await listed()).signature).toMatchObject({ fullName: invited.name });
    await steps.reportPayment(invited);
    expect((await listed()).payment.status).toBe('awaiting_confirmation');
  });

  test("shows the property's new name", async () => {
    const { propertyId } = await listed();
    await renameProperty(owner, propertyId, 'Renamed Court');
    expect((await listed()).propertyName).toBe('Renamed Court');
  });

  test('shows what another server wrote straight into the database, changes and removals', async () => {
    const { db } = server.app;
    const { leaseId, tenantId } = await listed();
    await db.execute(sql`update leases set current_unit = 7 where id = ${leaseId}`);
    expect((await listed()).currentUnit).toBe(7);
    await db.execute(sql`update tenants set phone = '+15125550199' where id = ${tenantId}`);
    expect((await listed()).phone).toBe('+15125550199');
    await db.execute(sql`delete from tenant_documents where tenant_id = ${tenantId}`);
    expect((await listed()).backgroundCheck.data.driverLicense).toBeNull();
    await db.execute(sql`delete from lease_signatures where tenant_id = ${tenantId}`);
    expect((await listed()).signature).toBeNull();
    await db.execute(sql`delete from payments where tenant_id = ${tenantId}`);
    expect((await listed()).payment.status).toBe('not_paid');
  });
});

describe("the owner's rent pages after a write", () => {
  let owner: SignedUpOwner;
  let leaseId: string;

  beforeAll(async () => {
    owner = await signUpOwner(server);
    // Started 40 days ago: the first month paid at move-in, the second one late with its fee.
    const tenancy = await activeTenancy(server, owner, {
      startDate: daysFromToday(-40),
      endDate: daysFromToday(320),
    });
    leaseId = tenancy.lease.leaseId;
  }, startupTimeout);

  test('show money recorded and a fee waived at once, the dashboard tasks too', async () => {
    const overdue = await get(owner, '/api/payments/overdue');
    expect(overdue.total).toBe(1);
    const [fee] = (await get(owner, '/api/payments/late-fees')).data;
    const history = await get(owner, '/api/payments/history');
    const revenue = (await get(owner, '/api/payments/summary')).data.currencies[0].totalRevenue;
    expect((await get(owner, '/api/owners/pending-activities')).data.overdueTotal).toBe(1);

    const waived = await server.request({
      method: 'POST',
      url: `/api/payments/late-fees/${fee.chargeId}/waive`,
      headers: owner.headers,
      payload: { reason: 'First time late' },
    });
    expect(waived.statusCode).toBe(200);
    expect((await get(owner, '/api/payments/late-fees')).total).toBe(0);

    const recorded = await server.request({
      method: 'POST',
      url: '/api/payments/record',
      headers: owner.headers,
      payload: {
        leaseId,
        amount: overdue.totalAmounts[0].amount,
        paidOn: daysFromToday(0),
        method: 'cash',
        requestId: 'cash-answers-1',
      },
    });
    expect(recorded.statusCode).toBe(200);
    expect((await get(owner, '/api/payments/overdue')).total).toBe(0);
    expect((await get(owner, '/api/owners/pending-activities')).data.overdueTotal).toBe(0);
    expect((await get(owner, '/api/payments/history')).total).toBe(history.total + 1);
    expect((await get(owner, '/api/payments/summary')).data.currencies[0].totalRevenue).toBe(
      revenue + overdue.totalAmounts[0].amount,
    );
  });
});

describe("a tenant's own figures and rent after a write", () => {
  let owner: SignedUpOwner;
  let tenancy: ActiveTenancy;

  beforeAll(async () => {
    owner = await signUpOwner(server);
    // Started 40 days ago: the first month paid at move-in, the second one late with its fee.
    tenancy = await activeTenancy(server, owner, {
      startDate: daysFromToday(-40),
      endDate: daysFromToday(320),
    });
  }, startupTimeout);

  async function tenantGet(url: string) {
    const response = await server.request({ url, headers: tenancy.sessionHeaders });
    expect(response.statusCode).toBe(200);
    return response.json().data;
  }

  test("show the owner's money recorded, new bank details and what another server wrote", async () => {
    const rent = await tenantGet('/api/tenants/rent');
    expect(rent.overdue).toBeGreaterThan(0);
    expect((await tenantGet('/api/tenants/metrics')).metrics.paymentStatus).toBe('overdue');

    const recorded = await server.request({
      method: 'POST',
      url: '/api/payments/record',
      headers: owner.headers,
      payload: {
        leaseId: tenancy.lease.leaseId,
        amount: rent.balance,
        paidOn: daysFromToday(0),
        method: 'cash',
        requestId: 'cash-tenant-answers-1',
      },
    });
    expect(recorded.statusCode).toBe(200);
    expect((await tenantGet('/api/tenants/rent')).balance).toBe(0);
    expect((await tenantGet('/api/tenants/metrics')).metrics.paymentStatus).not.toBe('overdue');

    const changed = await server.request({
      method: 'PUT',
      url: '/api/owners/update',
      headers: owner.headers,
      payload: {
        bankDetails: {
          accountName: 'Pat Landlord LLC',
          bankName: 'Second Austin Bank',
          accountNumber: '000987654321',
          routingNumber: '111000025',
        },
      },
    });
    expect(changed.statusCode).toBe(200);
    expect((await tenantGet('/api/tenants/rent')).bankDetails).toMatchObject({
      accountName: 'Pat Landlord LLC',
      bankName: 'Second Austin Bank',
    });

    const { db } = server.app;
    await db.execute(
      sql`update tenants set name = 'Tess Renamed' where id = ${tenancy.tenant.tenant.tenantId}`,
    );
    expect((await tenantGet('/api/tenants/metrics')).tenant.name).toBe('Tess Renamed');
    await db.execute(
      sql`update owners set bank_name = 'Third Bank' where id = ${owner.owner.ownerId}`,
    );
    expect((await tenantGet('/api/tenants/rent')).bankDetails.bankName).toBe('Third Bank');
  });
});

describe("the owner's properties and figures after a write", () => {
  let owner: SignedUpOwner;

  beforeAll(async () => {
    owner = await signUpOwner(server);
  });

  test('show a property added and renamed, on the list, its own page and the figures', async () => {
    expect((await get(owner, '/api/properties')).total).toBe(0);
    expect((await get(owner, '/api/properties/metrics')).data.totalProperties).toBe(0);
    const { propertyId } = await createProperty(server, owner, { name: 'Elm Court' });
    expect(
      (await get(owner, '/api/properties')).data.map((each: { name: string }) => each.name),
    ).toEqual(['Elm Court']);
    expect((await get(owner, '/api/properties/metrics')).data.totalProperties).toBe(1);
    const ownPage = `/api/properties/?propertyId=${propertyId}`;
    expect((await get(owner, ownPage)).data[0].name).toBe('Elm Court');

    await renameProperty(owner, propertyId, 'Oak Court');
    expect((await get(owner, '/api/properties')).data[0].name).toBe('Oak Court');
    expect((await get(owner, ownPage)).data[0].name).toBe('Oak Court');
  });
});
