import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { seriousFindings } from './accessibility';
import { latestMail } from './outbox';
import { dataDir } from './test';

let made = 0;

const day = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

/** A lease that starts next week and runs a year. */
export const leaseDates = { startDate: day(7), endDate: day(7 + 364) };

export const unique = (prefix: string) => {
  made += 1;
  return `${prefix}.${Date.now()}.${made}@example.com`;
};

/** The text of the newest mail to `to` whose subject matches, once the server has written it. */
export async function mailed(to: string, subject: RegExp): Promise<string> {
  let text: string | undefined;
  await expect
    .poll(() => (text = latestMail(dataDir, to, subject)), { timeout: 15_000 })
    .toBeDefined();
  return text!;
}

/** The path and query of the first link in a mail that leads to `path`. */
export function linkTo(mail: string, path: string): string {
  const link = mail.match(
    new RegExp(`https?://[^\\s>]*${path.replace(/[?]/g, '\\?')}[^\\s>]*`),
  )?.[0];
  if (!link) throw new Error(`No link to ${path} in:\n${mail}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

export interface OwnerByApi {
  email: string;
  password: string;
  name: string;
  headers: { 'x-access-token': string };
}

export async function ownerCall(
  request: APIRequestContext,
  owner: OwnerByApi,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  data?: unknown,
) {
  const response = await request.fetch(`/api/${url}`, { method, headers: owner.headers, data });
  expect(response.status(), `${method} ${url}: ${await response.text()}`).toBeLessThan(300);
  return response.json();
}

/** Registers an owner with bank details, a property and a pending lease, all through the API. */
export async function ownerWithPendingLease(request: APIRequestContext, name = 'Olive Owner') {
  const owner = { name, email: unique('owner'), password: 'rent-day-2026' };
  const created = await request.post('/api/owners/create', { data: owner });
  expect(created.status()).toBe(201);
  const byApi: OwnerByApi = {
    ...owner,
    headers: {
      'x-access-token': ((await created.json()) as { access_token: string }).access_token,
    },
  };
  await ownerCall(request, byApi, 'PUT', 'owners/update', {
    bankDetails: {
      accountName: name,
      bankName: 'First Austin Bank',
      accountNumber: '000123456789',
      routingNumber: '111000025',
    },
  });
  const property = (
    await ownerCall(request, byApi, 'POST', 'properties/create', {
      name: 'Elm Street Flats',
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
  ).data as { propertyId: string; name: string };
  const lease = (
    await ownerCall(request, byApi, 'POST', 'leases/create', {
      propertyId: property.propertyId,
      ...leaseDates,
      monthlyRent: 850,
      securityDeposit: 850,
      currentUnit: 2,
      status: 'pending',
      tenantIds: [],
      metadata: { specialTerms: 'No smoking indoors.' },
    })
  ).lease as { leaseId: string };
  return { owner: byApi, property, lease };
}

/** The tenant token of a signed-in session, for comparing the screens with the API. */
export async function tenantToken(request: APIRequestContext, email: string, password: string) {
  const response = await request.post('/api/tenants/login', { data: { email, password } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { access_token: string } }).data.access_token;
}

/**
 * No serious or critical accessibility finding on the page as it is now. Toasts come and go with
 * their own timing, so the screen is checked without them.
 */
export async function expectAccessible(page: Page) {
  expect(await seriousFindings(page, '[data-sonner-toaster]')).toEqual([]);
}

/** The same check at a phone's width (390 px), then back to the width it had. */
export async function expectAccessibleOnMobile(page: Page) {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page);
  if (size) await page.setViewportSize(size);
}

/** The subject line of a downloaded PDF, read with a PDF library. */
export async function pdfSubject(bytes: Buffer) {
  const document = await PDFDocument.load(bytes);
  return { subject: document.getSubject() ?? '', pages: document.getPageCount() };
}

export const pdfBytes = Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF\n');

/** Fills the background check form, without the documents. */
export async function fillBackgroundCheck(page: Page) {
  await page.getByRole('textbox', { name: /Phone number/ }).fill('5125550123');
  await page.getByLabel(/Date of birth/).fill('1990-04-12');
  await page.getByRole('spinbutton', { name: /Years at current address/ }).fill('3');
  await page.getByRole('textbox', { name: /Reason for leaving/ }).fill('Moving closer to work');
  await page.getByLabel(/Social Security number/).fill('123-45-6789');
}

/** Chooses a file in one of the document drop zones. */
export async function chooseDocument(
  page: Page,
  zone: string,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  const group = page.getByRole('group', { name: zone });
  // The zone takes a file once its own code handles it (it shows disabled until then).
  await expect(group.getByRole('button', { name: 'Browse File' })).toBeEnabled();
  await group.locator('input[type="file"]').setInputFiles(file);
}
