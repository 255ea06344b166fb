import { sql } from 'drizzle-orm';
import {
  type CreateLeasePayload,
  type CreatePropertyPayload,
  type Lease,
  type Property,
  type Tenant,
  identityDocument,
} from 'shared-api/contract';
import { todayUtc } from '../calendar';
import { type SignedUpOwner, createProperty, mailsTo } from './owners';
import type { TestApp } from './test-app';

export const daysFromToday = (days: number) =>
  new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

export function leasePayload(
  propertyId: string,
  overrides: Partial<CreateLeasePayload> = {},
): CreateLeasePayload {
  const startDate = overrides.startDate ?? '2026-03-01';
  return {
    propertyId,
    startDate,
    endDate: '2027-02-28',
    monthlyRent: 850,
    securityDeposit: 850,
    currentUnit: 1,
    status: 'pending',
    tenantIds: [],
    existingTenancy: startDate < todayUtc(),
    ...overrides,
  };
}

export async function createLease(
  server: TestApp,
  owner: SignedUpOwner,
  overrides: Partial<CreateLeasePayload> & { propertyId?: string } = {},
): Promise<Lease> {
  const propertyId = overrides.propertyId ?? (await createProperty(server, owner)).propertyId;
  const response = await server.request({
    method: 'POST',
    url: '/api/leases/create',
    headers: owner.headers,
    payload: leasePayload(propertyId, overrides),
  });
  if (response.statusCode !== 201) throw new Error(`lease creation failed: ${response.body}`);
  const { lease } = response.json<{ lease: Lease }>();
  // Unless a test says it records an existing tenancy, a past lease reads as though it had been kept
  // in the product from its start: late fees for its whole past, which one recorded today does not earn.
  if (overrides.existingTenancy === undefined) {
    await server.app.db.execute(
      sql`update leases set late_fees_from = null where id = ${lease.leaseId}`,
    );
  }
  return lease;
}

let tenantsInvited = 0;

export interface InvitedTenant {
  tenant: Tenant;
  email: string;
  name: string;
  /** The token of the mailed invitation link. */
  invitation: string;
  headers: { 'x-access-tenant-token': string };
}

/** The token of the newest link to `/tenant/background-check` mailed to someone. */
export async function invitationMailedTo(server: TestApp, email: string) {
  const mails = await mailsTo(server, email);
  for (const mail of mails) {
    const link = mail.links.find((url) =>
      url.startsWith('http://homestead.test/tenant/background-check?token='),
    );
    if (link) return new URL(link).searchParams.get('token') ?? '';
  }
  throw new Error(`no invitation was mailed to ${email}`);
}

export async function inviteTenant(
  server: TestApp,
  owner: SignedUpOwner,
  leaseId: string,
  details: { name?: string; email?: string } = {},
): Promise<InvitedTenant> {
  tenantsInvited += 1;
  const email = details.email ?? `tenant${tenantsInvited}@example.com`;
  const name = details.name ?? `Terry Tenant${tenantsInvited}`;
  const response = await server.request({
    method: 'POST',
    url: '/api/tenants/create',
    headers: owner.headers,
    payload: { leaseId, email, name, phone: '+15125550199', address: '7 Oak Lane, Austin, TX' },
  });
  if (response.statusCode !== 201) throw new Error(`invitation failed: ${response.body}`);
  const invitation = await invitationMailedTo(server, email);
  return {
    tenant: response.json<{ data: Tenant }>().data,
    email,
    name,
    invitation,
    headers: { 'x-access-tenant-token': invitation },
  };
}

/** The owner's bank details, which a lease needs before it can be sent. */
export async function addBankDetails(server: TestApp, owner: SignedUpOwner) {
  const response = await server.request({
    method: 'PUT',
    url: '/api/owners/update',
    headers: owner.headers,
    payload: {
      bankDetails: {
        accountName: owner.owner.name,
        bankName: 'First Austin Bank',
        accountNumber: '000123456789',
        routingNumber: '111000025',
      },
    },
  });
  if (response.statusCode !== 200) throw new Error(`bank details refused: ${response.body}`);
}

export const validSsn = '123-45-6789';

export function backgroundCheckForm(overrides: Record<string, unknown> = {}) {
  return {
    phone: '+1 (512) 555-0123',
    dob: '1990-04-12',
    duration: 3,
    reasonForLeaving: 'Moving closer to work',
    backgroundCheck: { status: 'Pending', inChecks: 'In Progress', data: { ssn: validSsn } },
    payment: { hasPaid: false },
    ...overrides,
  };
}

/** A small real PDF header, enough to be recognised by its first bytes. */
export const pdfBytes = Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF\n');

export function documentForm(content: Buffer, fileName: string, type = 'application/pdf') {
  const form = new FormData();
  form.append('file', new Blob([content], { type }), fileName);
  return form;
}

/** The driver's license the background check needs, uploaded as the form does before sending. */
export async function uploadIdentityDocument(server: TestApp, tenant: InvitedTenant) {
  const response = await server.request({
    method: 'POST',
    url: `/api/tenants/background-check/documents/${identityDocument}`,
    headers: tenant.headers,
    payload: documentForm(pdfBytes, 'driver-license.pdf'),
  });
  if (response.statusCode !== 201) throw new Error(`license upload failed: ${response.body}`);
}

export interface TenancySteps {
  submitCheck(tenant: InvitedTenant): Promise<void>;
  review(tenant: InvitedTenant, result: 'passed' | 'failed'): Promise<void>;
  sendLease(tenant: InvitedTenant): Promise<void>;
  sign(tenant: InvitedTenant): Promise<void>;
  reportPayment(tenant: InvitedTenant): Promise<void>;
  decidePayment(tenant: InvitedTenant, result: 'received' | 'not_received'): Promise<void>;
  createPassword(tenant: InvitedTenant, password?: string): Promise<void>;
}

/** Each step of the flow as one call that must succeed, for tests about what comes after it. */
export function tenancySteps(server: TestApp, owner: SignedUpOwner): TenancySteps {
  const expectOk = async (step: string, call: Promise<{ statusCode: number; body: string }>) => {
    const response = await call;
    if (response.statusCode >= 300) throw new Error(`${step} failed: ${response.body}`);
  };
  const ownerCall = (method: 'POST' | 'PUT', url: string, payload: unknown = {}) =>
    server.request({ method, url, headers: owner.headers, payload });
  return {
    submitCheck: async (tenant) => {
      await uploadIdentityDocument(server, tenant);
      await expectOk(
        'background check',
        server.request({
          method: 'PUT',
          url: '/api/tenants/background-check',
          headers: tenant.headers,
          payload: backgroundCheckForm(),
        }),
      );
    },
    review: (tenant, result) =>
      expectOk(
        'review',
        ownerCall('PUT', `/api/tenants/tenant/${tenant.tenant.tenantId}/background-check`, {
          result,
        }),
      ),
    sendLease: (tenant) =>
      expectOk(
        'send lease',
        ownerCall('POST', `/api/tenants/tenant/${tenant.tenant.tenantId}/lease/send`),
      ),
    sign: (tenant) =>
      expectOk(
        'signing',
        server.request({
          method: 'POST',
          url: '/api/tenants/lease/sign',
          headers: tenant.headers,
          payload: { fullName: tenant.name },
        }),
      ),
    reportPayment: (tenant) =>
      expectOk(
        'payment report',
        server.request({
          method: 'POST',
          url: '/api/tenants/lease/payment',
          headers: tenant.headers,
          payload: {},
        }),
      ),
    decidePayment: (tenant, result) =>
      expectOk(
        'payment decision',
        ownerCall('PUT', `/api/tenants/tenant/${tenant.tenant.tenantId}/payment`, { result }),
      ),
    createPassword: (tenant, password = 'moving-day-1') =>
      expectOk(
        'password creation',
        server.request({
          method: 'POST',
          url: '/api/tenants/password/create',
          headers: tenant.headers,
          payload: { token: tenant.invitation, email: tenant.email, password },
        }),
      ),
  };
}

export interface ActiveTenancy {
  property: Property;
  lease: Lease;
  tenant: InvitedTenant;
  password: string;
  /** A signed-in tenant session. */
  sessionHeaders: { 'x-access-tenant-token': string };
}

/** A tenant taken through the whole flow to an active lease, then signed in. */
export async function activeTenancy(
  server: TestApp,
  owner: SignedUpOwner,
  leaseOverrides: Partial<CreateLeasePayload> = {},
  propertyOverrides: Partial<CreatePropertyPayload> = {},
): Promise<ActiveTenancy> {
  const property = await createProperty(server, owner, propertyOverrides);
  const lease = await createLease(server, owner, {
    propertyId: property.propertyId,
    ...leaseOverrides,
  });
  await addBankDetails(server, owner);
  const tenant = await inviteTenant(server, owner, lease.leaseId);
  const steps = tenancySteps(server, owner);
  await steps.submitCheck(tenant);
  await steps.review(tenant, 'passed');
  await steps.sendLease(tenant);
  await steps.sign(tenant);
  await steps.reportPayment(tenant);
  const password = 'moving-day-1';
  await steps.createPassword(tenant, password);
  await steps.decidePayment(tenant, 'received');
  const signIn = await server.request({
    method: 'POST',
    url: '/api/tenants/login',
    payload: { email: tenant.email, password },
  });
  if (signIn.statusCode !== 200) throw new Error(`tenant sign-in failed: ${signIn.body}`);
  return {
    property,
    lease,
    tenant,
    password,
    sessionHeaders: { 'x-access-tenant-token': signIn.json().data.access_token },
  };
}

/** A maintenance request filed by the tenant, as the request form sends it; answers the response. */
export function fileMaintenanceRequest(
  server: TestApp,
  home: ActiveTenancy,
  fields: { title: string; priority?: string; description?: string },
) {
  const form = new FormData();
  form.append('title', fields.title);
  form.append('priority', fields.priority ?? 'Medium');
  form.append('date', '2026-12-01');
  form.append('description', fields.description ?? 'Please have a look.');
  return server.request({
    method: 'POST',
    url: '/api/maintenance',
    headers: home.sessionHeaders,
    payload: form,
  });
}
