import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { latestMail } from './outbox';
import { pdfBytes } from './tenant';
import { dataDir } from './test';

let made = 0;

/** A day counted from today in UTC, as the server counts it. */
export const dayFromToday = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

/** The same day of the month a month ago (the month's last day where it has no such day). */
export function sameDayLastMonth() {
  const today = new Date();
  const year = today.getUTCFullYear();
  const month = today.getUTCMonth() - 1;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(today.getUTCDate(), lastDay)))
    .toISOString()
    .slice(0, 10);
}

/**
 * A tenancy recorded today earns no late fee for the days before, so a fee that falls due today is
 * the one a browser can see: the second month due a few days ago, its grace days ending yesterday.
 */
export function lateFeeFallingDueToday() {
  const today = new Date(`${dayFromToday(0)}T00:00:00Z`);
  const [year, month, day] = [today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()];
  // The first of last month, or the 15th of the month before when this month is only days old.
  const start =
    day >= 4 ? new Date(Date.UTC(year, month - 1, 1)) : new Date(Date.UTC(year, month - 2, 15));
  const secondMonth = new Date(
    Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, start.getUTCDate()),
  );
  const daysLate = Math.round((today.getTime() - secondMonth.getTime()) / 86_400_000);
  return { startDate: start.toISOString().slice(0, 10), lateFeeAfterDays: daysLate - 1 };
}

export interface RentingTenant {
  owner: { email: string; password: string; name: string; headers: Record<string, string> };
  tenant: { email: string; password: string; name: string; headers: Record<string, string> };
  propertyName: string;
  leaseId: string;
}

async function call(
  request: APIRequestContext,
  headers: Record<string, string>,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  data?: unknown,
) {
  const response = await request.fetch(`/api/${url}`, { method, headers, data });
  expect(response.status(), `${method} ${url}: ${await response.text()}`).toBeLessThan(300);
  return response.json();
}

/**
 * An owner and a tenant who moved in on `startDate` (the move-in payment received), set up through
 * the API: a lease that started in the past is how the browser reaches a month that is due or late.
 */
export async function tenantRentingSince(
  request: APIRequestContext,
  startDate: string,
  lateFeeAfterDays = 2,
): Promise<RentingTenant> {
  made += 1;
  const stamp = `${Date.now()}.${made}`;
  const owner = {
    name: 'Olive Owner',
    email: `owner.${stamp}@example.com`,
    password: 'rent-day-2026',
  };
  const created = await request.post('/api/owners/create', { data: owner });
  expect(created.status()).toBe(201);
  const ownerHeaders = { 'x-access-token': (await created.json()).access_token as string };
  const asOwner = (method: 'GET' | 'POST' | 'PUT', url: string, data?: unknown) =>
    call(request, ownerHeaders, method, url, data);
  await asOwner('PUT', 'owners/update', {
    bankDetails: {
      accountName: owner.name,
      bankName: 'First Austin Bank',
      accountNumber: '000123456789',
      routingNumber: '111000025',
    },
  });
  const propertyName = `Elm Street Flats ${made}`;
  const property = (
    await asOwner('POST', 'properties/create', {
      name: propertyName,
      type: 'apartment',
      contact: '+15125550100',
      isOnLease: false,
      units: 4,
      monthlyRent: 850,
      status: 'available',
      location: {
        address: '12 Elm Street',
        state: 'Texas',
        zip: '78701',
        country: 'US',
        city: 'Austin',
        postalCode: '78701',
      },
    })
  ).data;
  const lease = (
    await asOwner('POST', 'leases/create', {
      propertyId: property.propertyId,
      startDate,
      endDate: dayFromToday(300),
      monthlyRent: 850,
      securityDeposit: 850,
      currentUnit: 1,
      status: 'pending',
      tenantIds: [],
      lateFee: 100,
      lateFeeAfterDays,
      // The owner records a tenancy that began before today.
      existingTenancy: startDate < dayFromToday(0),
    })
  ).lease;
  const tenant = {
    name: 'Terry Tenant',
    email: `tenant.${stamp}@example.com`,
    password: 'moving-day-2026',
  };
  const invited = (
    await asOwner('POST', 'tenants/create', {
      leaseId: lease.leaseId,
      email: tenant.email,
      name: tenant.name,
      phone: '+15125550199',
      address: '7 Oak Lane, Austin, TX',
    })
  ).data;
  let mail: string | undefined;
  await expect
    .poll(() => (mail = latestMail(dataDir, tenant.email, /invites you/)), { timeout: 15_000 })
    .toBeDefined();
  const token = /background-check\?token=([\w.-]+)/.exec(mail ?? '')?.[1] ?? '';
  const invitation = { 'x-access-tenant-token': token };
  const license = await request.post('/api/tenants/background-check/documents/driverLicense', {
    headers: invitation,
    multipart: { file: { name: 'license.pdf', mimeType: 'application/pdf', buffer: pdfBytes } },
  });
  expect(license.status(), `license upload: ${await license.text()}`).toBe(201);
  await call(request, invitation, 'PUT', 'tenants/background-check', {
    phone: '+1 (512) 555-0123',
    dob: '1990-04-12',
    duration: 3,
    reasonForLeaving: 'Moving closer to work',
    backgroundCheck: { status: 'Pending', inChecks: 'In Progress', data: { ssn: '123-45-6789' } },
    payment: { hasPaid: false },
  });
  const tenantPath = `tenants/tenant/${invited.tenantId}`;
  await asOwner('PUT', `${tenantPath}/background-check`, { result: 'passed' });
  await asOwner('POST', `${tenantPath}/lease/send`);
  await call(request, invitation, 'POST', 'tenants/lease/sign', { fullName: tenant.name });
  await call(request, invitation, 'POST', 'tenants/lease/payment');
  await call(request, invitation, 'POST', 'tenants/password/create', {
    token,
    email: tenant.email,
    password: tenant.password,
  });
  await asOwner('PUT', `${tenantPath}/payment`, { result: 'received' });
  const signIn = await request.post('/api/tenants/login', {
    data: { email: tenant.email, password: tenant.password },
  });
  expect(signIn.status()).toBe(200);
  return {
    owner: { ...owner, headers: ownerHeaders },
    tenant: {
      ...tenant,
      headers: { 'x-access-tenant-token': (await signIn.json()).data.access_token as string },
    },
    propertyName,
    leaseId: lease.leaseId,
  };
}

export async function signInOwner(page: Page, owner: RentingTenant['owner']) {
  await page.goto('/owner/signin');
  await page.getByLabel('Email').fill(owner.email);
  await page.getByLabel('Password', { exact: true }).fill(owner.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/owner$/);
}

export async function signInTenant(page: Page, tenant: RentingTenant['tenant']) {
  await page.goto('/tenant/signin');
  await page.getByLabel('Email').fill(tenant.email);
  await page.getByLabel('Password', { exact: true }).fill(tenant.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/tenant$/);
}

/** The tenant's ledger as the API answers it, to check the screens against. */
export async function rentOf(request: APIRequestContext, tenant: RentingTenant['tenant']) {
  return (await call(request, tenant.headers, 'GET', 'tenants/rent')).data as {
    balance: number;
    paymentReference: string;
    charges: { id: string; kind: string; label: string; reason: string | null; status: string }[];
  };
}

/** A card of the Payment page's summary, by its name. */
export const summaryCard = (page: Page, name: string) =>
  page
    .getByLabel('Payment summary')
    .locator('div', { has: page.getByText(name, { exact: true }) })
    .locator('dd');

/** Writes the page's script errors into the test output, so a failed journey says why. */
export function reportBrowserErrors(page: Page) {
  page.on('pageerror', (error) =>
    console.log(`[page error] ${page.url()}: ${error.stack ?? error}`),
  );
  page.on('console', (message) => {
    if (message.type() === 'error') console.log(`[console error] ${page.url()}: ${message.text()}`);
  });
}
