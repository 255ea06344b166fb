import { type SignedUpOwner, createProperty, signUpOwner } from '../test-support/owners';
import {
  type ActiveTenancy,
  type InvitedTenant,
  activeTenancy,
  addBankDetails,
  createLease,
  documentForm,
  inviteTenant,
  leasePayload,
  pdfBytes,
  tenancySteps,
} from '../test-support/tenancy';
import {
  type TestApp,
  type TestRequest,
  startTestApp,
  startupTimeout,
} from '../test-support/test-app';

let server: TestApp;
let owner: SignedUpOwner;
let stranger: SignedUpOwner;
let applicant: InvitedTenant;
let resident: ActiveTenancy;
let ownerCalls: TestRequest[];

beforeAll(async () => {
  server = await startTestApp();
  owner = await signUpOwner(server);
  stranger = await signUpOwner(server);
  await createProperty(server, stranger);
  resident = await activeTenancy(server, owner);
  const property = await createProperty(server, owner, { name: 'Applicant House' });
  const lease = await createLease(server, owner, { propertyId: property.propertyId });
  await addBankDetails(server, owner);
  applicant = await inviteTenant(server, owner, lease.leaseId);
  await tenancySteps(server, owner).submitCheck(applicant);
  const uploaded = await server.request({
    method: 'POST',
    url: '/api/tenants/background-check/documents/proofOfIncome',
    headers: applicant.headers,
    payload: documentForm(pdfBytes, 'payslip.pdf'),
  });
  const documentId = uploaded.json().data.documentId;
  const reported = await server.request({
    method: 'POST',
    url: '/api/tenants/rent/payments',
    headers: resident.sessionHeaders,
    payload: { amount: 10, requestId: 'isolation-report' },
  });
  const residentRent = reported.json().data;
  const rentPaymentId = residentRent.payments.at(-1).paymentId;
  const lateRent = residentRent.charges.find(
    (charge: { kind: string }) => charge.kind === 'late_fee',
  );
  const tenantPath = `/api/tenants/tenant/${applicant.tenant.tenantId}`;

  // Every owner call that names a property, lease, tenant or document, with a payload it accepts.
  ownerCalls = [
    { url: `/api/leases/?propertyId=${property.propertyId}` },
    { url: `/api/lease/${lease.leaseId}` },
    { method: 'PUT', url: `/api/lease/${lease.leaseId}`, payload: { status: 'cancelled' } },
    {
      method: 'POST',
      url: '/api/leases/create',
      payload: leasePayload(property.propertyId, { currentUnit: 2 }),
    },
    {
      method: 'POST',
      url: '/api/tenants/create',
      payload: {
        leaseId: lease.leaseId,
        email: 'intruder@example.com',
        name: 'In Truder',
        phone: '+15125550177',
        address: '1 Any Road',
      },
    },
    { url: `/api/tenants/?propertyId=${property.propertyId}` },
    { url: tenantPath },
    { method: 'POST', url: `${tenantPath}/invitation` },
    { url: `${tenantPath}/mails` },
    { url: `${tenantPath}/documents` },
    { url: `${tenantPath}/documents/${documentId}` },
    { method: 'PUT', url: `${tenantPath}/background-check`, payload: { result: 'failed' } },
    { method: 'POST', url: `${tenantPath}/lease/send` },
    { method: 'PUT', url: `${tenantPath}/payment`, payload: { result: 'received' } },
    {
      method: 'PUT',
      url: `/api/tenants/tenant/${resident.tenant.tenant.tenantId}/payment`,
      payload: { result: 'not_received' },
    },
    { url: `/api/payments/leases/${resident.lease.leaseId}/ledger` },
    {
      method: 'PUT',
      url: `/api/payments/${rentPaymentId}/decision`,
      payload: { result: 'failed' },
    },
    {
      method: 'POST',
      url: `/api/payments/late-fees/${lateRent.feeFor}/waive`,
      payload: { reason: 'Not yours to waive' },
    },
    {
      method: 'POST',
      url: '/api/payments/record',
      payload: {
        leaseId: resident.lease.leaseId,
        amount: 1,
        paidOn: resident.lease.startDate,
        method: 'cash',
        requestId: 'isolation-record',
      },
    },
  ];
}, startupTimeout * 2);
afterAll(() => server.close());

const call = (request: TestRequest, headers: Record<string, string>) =>
  server.request({ ...request, headers });

test("another owner's ids answer 404, exactly like missing ones, and change nothing", async () => {
  for (const request of ownerCalls) {
    const response = await call(request, stranger.headers);
    expect({ url: request.url, method: request.method, status: response.statusCode }).toEqual({
      url: request.url,
      method: request.method,
      status: 404,
    });
    expect(response.json()).toEqual({ error: expect.stringMatching(/not found$/) });
  }
  const view = await server.request({
    url: `/api/tenants/tenant/${applicant.tenant.tenantId}`,
    headers: owner.headers,
  });
  expect(view.json().data).toMatchObject({
    stage: 'background_check',
    leaseStatus: 'pending',
    backgroundCheck: { status: 'Pending' },
  });
  for (const url of [
    '/api/tenants/all',
    `/api/tenants/all?propertyId=${applicant.tenant.propertyId}`,
    '/api/tenants/all?cursor=999999999999999&limit=200',
  ]) {
    expect((await server.request({ url, headers: stranger.headers })).json()).toEqual({
      tenants: [],
      total: 0,
      nextCursor: null,
    });
  }
  expect((await server.request({ url: '/api/leases', headers: stranger.headers })).json()).toEqual({
    lease: [],
  });
  // The owner's overdue rent and late fee, and where their first pages end, are not the stranger's.
  const ownersFees = await server.request({
    url: '/api/payments/late-fees?limit=1',
    headers: owner.headers,
  });
  expect(ownersFees.json().total).toBeGreaterThan(0);
  const ownersRent = await server.request({ url: '/api/payments/overdue', headers: owner.headers });
  const [ownersOldestRent] = ownersRent.json().data;
  const afterOwners = encodeURIComponent(`${ownersOldestRent.dueDate}.${resident.lease.leaseId}`);
  for (const url of ['/api/payments/overdue', `/api/payments/overdue?cursor=${afterOwners}`]) {
    expect((await server.request({ url, headers: stranger.headers })).json()).toEqual({
      data: [],
      total: 0,
      totalAmounts: [],
      nextCursor: null,
    });
  }
  for (const url of ['/api/payments/late-fees', `/api/payments/late-fees?cursor=${afterOwners}`]) {
    expect((await server.request({ url, headers: stranger.headers })).json()).toEqual({
      data: [],
      total: 0,
      nextCursor: null,
    });
  }
  const strangersTasks = await server.request({
    url: '/api/owners/pending-activities?overdueLimit=200',
    headers: stranger.headers,
  });
  expect(strangersTasks.json().data).toMatchObject({
    overduePayments: [],
    overdueTotal: 0,
    overdueAmounts: [],
  });
});

test('a tenant session or an invitation never opens an owner call, in either header', async () => {
  const tenantTokens = {
    session: resident.sessionHeaders['x-access-tenant-token'],
    invitation: applicant.invitation,
  };
  const everyOwnerCall: TestRequest[] = [
    ...ownerCalls,
    { url: '/api/tenants/all' },
    { url: '/api/leases' },
    { url: '/api/owners' },
    { url: '/api/properties' },
    { url: '/api/payments/summary' },
    { url: '/api/payments/history' },
    { url: '/api/payments/awaiting' },
    { url: '/api/payments/overdue' },
    { url: '/api/payments/overdue?limit=1' },
    { url: '/api/payments/late-fees' },
    { url: '/api/owners/pending-activities?overdueLimit=1' },
  ];
  for (const token of Object.values(tenantTokens)) {
    for (const header of ['x-access-tenant-token', 'x-access-token']) {
      const headers = { [header]: token };
      for (const request of everyOwnerCall) {
        const response = await call(request, headers);
        expect({ url: request.url, status: response.statusCode }).toEqual({
          url: request.url,
          status: 401,
        });
        expect(Object.keys(response.json())).toEqual(['error']);
      }
    }
  }
});

test('an owner token never opens a tenant call, and an invitation never opens the session calls', async () => {
  const tenantCalls: TestRequest[] = [
    { url: '/api/tenants' },
    { url: '/api/tenants/metrics' },
    { url: '/api/tenants/lease' },
    { method: 'POST', url: '/api/tenants/lease/sign', payload: { fullName: 'x' } },
    { method: 'POST', url: '/api/tenants/lease/payment', payload: {} },
    { method: 'POST', url: '/api/tenants/logout', payload: {} },
    { url: '/api/tenants/rent' },
    {
      method: 'POST',
      url: '/api/tenants/rent/payments',
      payload: { amount: 1, requestId: 'x-12345678' },
    },
    { method: 'PUT', url: '/api/tenants/update', payload: { phone: '+15125550100' } },
    {
      method: 'POST',
      url: '/api/tenants/password/change',
      payload: { currentPassword: 'moving-day-1', password: 'moving-day-2' },
    },
    { url: '/api/tenants/lease/document' },
  ];
  for (const headers of [owner.headers, { 'x-access-tenant-token': owner.token }]) {
    for (const request of tenantCalls) {
      expect((await call(request, headers)).statusCode).toBe(401);
    }
  }
  for (const url of [
    '/api/tenants/metrics',
    '/api/tenants/logout',
    '/api/tenants/lease/document',
    '/api/tenants/rent',
  ]) {
    const response = await call(
      {
        method: url.endsWith('logout') ? 'POST' : 'GET',
        url,
        payload: url.endsWith('logout') ? {} : undefined,
      },
      applicant.headers,
    );
    expect(response.statusCode).toBe(401);
  }
});

test('each tenant token reads only its own tenant', async () => {
  const asApplicant = await server.request({ url: '/api/tenants', headers: applicant.headers });
  expect(asApplicant.json().tenant.tenantId).toBe(applicant.tenant.tenantId);
  const asResident = await server.request({
    url: '/api/tenants',
    headers: resident.sessionHeaders,
  });
  expect(asResident.json().tenant.tenantId).toBe(resident.tenant.tenant.tenantId);
  const residentTerms = await server.request({
    url: '/api/tenants/lease',
    headers: resident.sessionHeaders,
  });
  expect(residentTerms.json().data.leaseId).toBe(resident.lease.leaseId);
  const forged = `${applicant.invitation.slice(0, -4)}AAAA`;
  expect(
    (await server.request({ url: '/api/tenants', headers: { 'x-access-tenant-token': forged } }))
      .statusCode,
  ).toBe(401);
});
