import { type APIRequestContext, type Page } from '@playwright/test';
import { dataDir, expect, test } from '../support/test';
import { demoOwner, demoTenant } from '../support/demo';
import { latestMail } from '../support/outbox';
import { pdfBytes } from '../support/tenant';

/** Runs if some screen ever puts stored text into the page as markup. */
const storedScript = (field: string) =>
  `${field} <img src=x onerror="window.__injected='${field}'"><script>window.__injected='${field}'</script>`;

declare global {
  interface Window {
    __injected?: string;
  }
}

/** Opens a screen, checks it came with the policy and waits until its remote has drawn it. */
async function openScreen(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  await expect(page.locator('#root')).not.toBeEmpty();
  await expect(page.getByRole('heading').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

async function ownerToken(request: APIRequestContext) {
  const signIn = await request.post('/api/owners/login', { data: demoOwner });
  expect(signIn.status()).toBe(200);
  return { 'x-access-token': (await signIn.json()).access_token as string };
}

async function signIn(page: Page, path: string, account: { email: string; password: string }) {
  await page.goto(path);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(new RegExp(`${path}$`));
}

// Every journey fails on a refusal by the policy (support/test.ts); this one visits every screen.
test('every screen loads with no Content-Security-Policy violation', async ({ page, request }) => {
  test.setTimeout(240_000);
  const headers = await ownerToken(request);
  const [property] = (await (await request.get('/api/properties', { headers })).json()).data;
  const tenants = (await (await request.get('/api/tenants/all', { headers })).json()).tenants;
  const propertyId = property.propertyId as string;
  const tenantId = tenants[0].tenantId as string;

  for (const path of [
    '/owner/signin',
    '/tenant/signin',
    '/signup',
    '/forgot-password',
    '/reset-password?token=unknown',
    '/create-password',
    '/verify-otp',
    '/error-500',
    '/no/such/page',
  ]) {
    await openScreen(page, path);
  }

  await signIn(page, '/owner/signin', demoOwner);
  for (const path of [
    '/owner',
    '/properties',
    '/properties/add-property',
    `/properties/manage-property/${propertyId}`,
    `/properties/view-property/${propertyId}`,
    `/properties/edit-property/${propertyId}`,
    `/properties/manage-tenant/${tenantId}`,
    '/tenants',
    '/tenants/add-tenant',
    '/payment',
    '/maintenance',
    '/settings',
    '/profile',
  ]) {
    await openScreen(page, path);
  }
  await page.getByRole('button', { name: 'Dana Demo' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/owner\/signin$/);

  await signIn(page, '/tenant/signin', demoTenant);
  for (const path of ['/tenant', '/lease', '/maintenance', '/settings', '/profile']) {
    await openScreen(page, path);
  }
});

test('stored scripts in free-text fields are shown as text and never run', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const headers = await ownerToken(request);
  const created = await request.post('/api/properties/create', {
    headers,
    data: {
      name: storedScript('property name'),
      type: 'house',
      description: storedScript('description'),
      industry: 'development',
      manager: storedScript('manager'),
      contact: '+15125550142',
      units: 2,
      monthlyRent: 1200,
      securityDeposit: 1200,
      location: {
        address: storedScript('address'),
        city: 'Austin',
        state: 'TX',
        country: 'US',
        postalCode: '78701',
      },
    },
  });
  expect(created.status()).toBe(201);
  const propertyId = (await created.json()).data.propertyId as string;

  const lease = await request.post('/api/leases/create', {
    headers,
    data: {
      propertyId,
      startDate: '2027-01-01',
      endDate: '2027-12-31',
      monthlyRent: 1200,
      securityDeposit: 1200,
      currentUnit: 1,
      metadata: { renewalOffered: false, specialTerms: storedScript('special terms') },
    },
  });
  expect(lease.status()).toBe(201);
  const leaseId = (await lease.json()).lease.leaseId as string;

  const email = `mallory.${Date.now()}@example.com`;
  const invited = await request.post('/api/tenants/create', {
    headers,
    data: {
      leaseId,
      email,
      name: storedScript('tenant name'),
      phone: '+15125550199',
      address: storedScript('tenant address'),
    },
  });
  expect(invited.status()).toBe(201);
  const tenantId = (await invited.json()).data.tenantId as string;
  let mail: string | undefined;
  await expect.poll(() => (mail = latestMail(dataDir, email, /./))).toBeDefined();
  const link = mail!.match(/https?:\/\/\S+\/tenant\/background-check\?token=[^\s"]+/)?.[0];
  expect(link).toBeDefined();
  const invitation = new URL(link!).searchParams.get('token')!;
  const license = await request.post('/api/tenants/background-check/documents/driverLicense', {
    headers: { 'x-access-tenant-token': invitation },
    multipart: { file: { name: 'license.pdf', mimeType: 'application/pdf', buffer: pdfBytes } },
  });
  expect(license.status()).toBe(201);
  const check = await request.put('/api/tenants/background-check', {
    headers: { 'x-access-tenant-token': invitation },
    data: {
      phone: '+1 (512) 555-0123',
      dob: '1990-04-12',
      duration: 3,
      reasonForLeaving: storedScript('reason for leaving'),
      backgroundCheck: { status: 'Pending', inChecks: 'In Progress', data: { ssn: '123-45-6789' } },
      payment: { hasPaid: false },
    },
  });
  expect(check.status()).toBe(200);

  const tenantSignIn = await request.post('/api/tenants/login', { data: demoTenant });
  expect(tenantSignIn.status()).toBe(200);
  const tenantSession = {
    'x-access-tenant-token': (await tenantSignIn.json()).data.access_token as string,
  };
  const filed = await request.post('/api/maintenance', {
    headers: tenantSession,
    multipart: {
      title: `Stored script check ${Date.now()}`,
      priority: 'Low',
      date: '2027-02-01',
      description: storedScript('maintenance description'),
    },
  });
  expect(filed.status()).toBe(201);
  const requestId = (await filed.json()).data.requestId as string;
  for (const [side, commenter] of [
    ['owner comment', headers],
    ['tenant comment', tenantSession],
  ] as const) {
    const commented = await request.post(`/api/maintenance/${requestId}/comments`, {
      headers: commenter,
      data: { body: storedScript(side) },
    });
    expect(commented.status()).toBe(201);
  }
  const maintenanceTexts = ['maintenance description', 'owner comment', 'tenant comment'];

  await signIn(page, '/owner/signin', demoOwner);
  for (const [path, shown] of [
    ['/properties', 'property name'],
    [`/properties/view-property/${propertyId}`, 'description'],
    [`/properties/manage-property/${propertyId}`, 'property name'],
    ['/tenants', 'tenant name'],
  ] as const) {
    await openScreen(page, path);
    // The text shown, not the page's title, which names the property too.
    await expect(
      page.getByText(storedScript(shown), { exact: false }).filter({ visible: true }).first(),
    ).toBeVisible();
  }
  await openScreen(page, `/properties/manage-tenant/${tenantId}`);
  await expect(page.getByText(storedScript('reason for leaving'))).toBeVisible();
  await openScreen(page, `/maintenance/${requestId}`);
  for (const shown of maintenanceTexts) {
    await expect(page.getByText(storedScript(shown))).toBeVisible();
  }
  await page.getByRole('button', { name: 'Dana Demo' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();

  await signIn(page, '/tenant/signin', demoTenant);
  await openScreen(page, `/maintenance/${requestId}`);
  for (const shown of maintenanceTexts) {
    await expect(page.getByText(storedScript(shown))).toBeVisible();
  }
  await page.getByRole('button', { name: 'Toni Tenant' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();

  await page.goto(`/tenant/background-check?token=${invitation}`);
  await expect(page.getByRole('heading').first()).toBeVisible();
  await page.waitForLoadState('networkidle');

  expect(await page.evaluate(() => window.__injected)).toBeUndefined();
});
