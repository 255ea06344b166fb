import { readFileSync } from 'node:fs';
import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import {
  chooseDocument,
  expectAccessible,
  expectAccessibleOnMobile,
  fillBackgroundCheck,
  linkTo,
  mailed,
  ownerCall,
  ownerWithPendingLease,
  pdfBytes,
  pdfSubject,
  tenantToken,
  unique,
} from '../support/tenant';

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]', { hasText: text });

test('an invited tenant checks, signs, pays, creates a password and finds the lease at home', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const { owner, lease } = await ownerWithPendingLease(request);
  const tenant = { name: 'Tessa Tenant', email: unique('tessa'), password: 'moving-day-7' };
  const invited = (
    await ownerCall(request, owner, 'POST', 'tenants/create', {
      leaseId: lease.leaseId,
      email: tenant.email,
      name: tenant.name,
      phone: '+15125550199',
      address: '7 Oak Lane, Austin, TX',
    })
  ).data as { tenantId: string };
  const link = linkTo(
    await mailed(tenant.email, /invites you to rent/),
    '/tenant/background-check?token=',
  );

  // Stage 2: the background check, with one document kept and one refused for its content.
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Background Check' })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Onboarding' }).locator('[aria-current="step"]'),
  ).toHaveText('Background Check');
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(tenant.email);
  await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveValue(tenant.name);
  await expectAccessible(page);
  await fillBackgroundCheck(page);
  await chooseDocument(page, 'Bank statement', {
    name: 'statement.pdf',
    mimeType: 'application/pdf',
    buffer: pdfBytes,
  });
  await expect(page.getByText('Uploaded: statement.pdf')).toBeVisible();
  await chooseDocument(page, 'Proof of income', {
    name: 'payslip.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('<html>not a payslip</html>'),
  });
  await expect(page.getByText('payslip.pdf: Upload a PDF, PNG, JPEG or WebP file')).toBeVisible();

  // The same link again, mid-way: the same step, with the kept document.
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Background Check' })).toBeVisible();
  await expect(page.getByText('Uploaded: statement.pdf')).toBeVisible();
  await expectAccessibleOnMobile(page);
  await fillBackgroundCheck(page);
  // The identity document is required: the owner needs it.
  await page.getByRole('button', { name: 'Submit background check' }).click();
  await expect(
    page.getByText("Upload your driver's license: the owner needs it to confirm who you are"),
  ).toBeVisible();
  await chooseDocument(page, "Driver's license", {
    name: 'license.pdf',
    mimeType: 'application/pdf',
    buffer: pdfBytes,
  });
  await expect(page.getByText('Uploaded: license.pdf')).toBeVisible();
  await page.getByRole('button', { name: 'Submit background check' }).click();
  await expect(
    page.getByRole('heading', { name: 'Your details are with the owner for review' }),
  ).toBeVisible();
  await expect(page.getByText('*****6789')).toBeVisible();
  await expectAccessible(page);

  // The owner passes the check and sends the lease.
  await ownerCall(request, owner, 'PUT', `tenants/tenant/${invited.tenantId}/background-check`, {
    result: 'passed',
  });
  await ownerCall(request, owner, 'POST', `tenants/tenant/${invited.tenantId}/lease/send`);
  const leaseLink = linkTo(
    await mailed(tenant.email, /is ready to sign/),
    '/tenant/background-check?token=',
  );

  // Stage 3: the real terms, signed by the typed name, then the transfer.
  await page.goto(leaseLink);
  await expect(page.getByRole('heading', { name: 'Sign Lease' })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Onboarding' }).locator('[aria-current="step"]'),
  ).toHaveText('Sign Lease');
  const terms = page.getByLabel('Lease terms');
  await expect(terms).toContainText('12 Elm Street');
  await expect(terms).toContainText('$850.00');
  await expect(terms).toContainText('$1,700.00');
  await expect(terms).toContainText('No smoking indoors.');
  await expectAccessible(page);
  await page.getByRole('textbox', { name: 'Type your full name to sign' }).fill('Someone Else');
  await page.getByRole('button', { name: 'Sign lease' }).click();
  await expect(
    toast(page, `Type your full name as it appears on the lease: ${tenant.name}`),
  ).toBeVisible();
  await page.getByRole('textbox', { name: 'Type your full name to sign' }).fill(tenant.name);
  await page.getByRole('button', { name: 'Sign lease' }).click();
  await expect(page.getByRole('heading', { name: 'Pay by bank transfer' })).toBeVisible();
  await expect(page.getByLabel('Signature record')).toContainText(tenant.name);
  await expect(page.getByText('000123456789')).toBeVisible();
  await expect(page.getByText(/^HS-[A-Z0-9]{8}$/)).toBeVisible();
  await expectAccessibleOnMobile(page);
  await page.getByRole('button', { name: "I've made this payment" }).click();

  // Create password on the stored invitation, then sign in.
  await expect(page).toHaveURL(/\/create-password$/);
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(tenant.email);
  await page.getByLabel('Password', { exact: true }).fill(tenant.password);
  await page.getByLabel('Confirm Password', { exact: true }).fill('moving-day-8');
  await page.getByRole('button', { name: 'Create Password' }).click();
  await expect(toast(page, 'Your passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm Password', { exact: true }).fill(tenant.password);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Create Password' }).click();
  await expect(toast(page, 'Password created successfully. Kindly login to proceed')).toBeVisible();
  await expect(page).toHaveURL(/\/tenant\/signin$/);

  // The link is spent now, and says where to go instead.
  await page.goto(link);
  await expect(
    page.getByRole('heading', { name: 'This invitation link has expired' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/tenant\/signin$/);

  // The tenant's home comes half a second after the figures, as on a slow line: the dashboard
  // still draws its lease whole.
  await page.route(/\/api\/tenants$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue();
  });
  await page.getByLabel('Email').fill(tenant.email);
  await page.getByLabel('Password', { exact: true }).fill(tenant.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/tenant$/);

  // The dashboard's figures are the API's.
  const token = await tenantToken(request, tenant.email, tenant.password);
  const metrics = (
    await (
      await request.get('/api/tenants/metrics', { headers: { 'x-access-tenant-token': token } })
    ).json()
  ).data as {
    tenant: { name: string; address: string };
    metrics: {
      monthlyIncome: number;
      daysUntilLeaseExpiry: number;
      leaseStatus: string;
      paymentStatus: string;
    };
  };
  await expect(
    page.getByRole('heading', { name: `Welcome, ${metrics.tenant.name}` }),
  ).toBeVisible();
  // Drawn with the home it belongs to, not with a stand-in that grows when the home arrives.
  expect(await page.getByLabel('Active lease').textContent()).toMatch(/Property[^…]+, unit \d/);
  await expect(page.getByText(metrics.tenant.address)).toBeVisible();
  const figures = page.getByLabel('Lease summary');
  const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
  await expect(figures.locator('div', { hasText: 'Monthly Income' }).locator('dd')).toHaveText(
    money.format(metrics.metrics.monthlyIncome),
  );
  await expect(figures.locator('div', { hasText: 'Lease Expires' }).locator('dd')).toHaveText(
    `${metrics.metrics.daysUntilLeaseExpiry} days`,
  );
  expect(metrics.metrics.leaseStatus).toBe('pending');
  await expect(figures.locator('div', { hasText: 'Lease Status' }).locator('dd')).toHaveText(
    'Pending',
  );
  expect(metrics.metrics.paymentStatus).toBe('awaiting_confirmation');
  await expect(figures.locator('div', { hasText: 'Payment Status' }).locator('dd')).toHaveText(
    'Awaiting confirmation',
  );
  await expect(page.getByText(/the owner confirms it when it arrives/)).toBeVisible();
  await expectAccessible(page);
  await expectAccessibleOnMobile(page);

  // The lease page, and its PDF with the tenant's name.
  await page.goto('/lease');
  await expect(page.getByRole('heading', { name: 'My lease' })).toBeVisible();
  await expect(page.getByLabel('Signature record')).toContainText(tenant.name);
  await expect(page.getByLabel("Owner's contact")).toContainText(owner.email);
  await expectAccessible(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`lease-${lease.leaseId}.pdf`);
  const pdf = await pdfSubject(readFileSync(await download.path()));
  expect(pdf.pages).toBeGreaterThan(0);
  expect(pdf.subject).toContain(tenant.name);
});

test('a malformed invitation link says so and offers a way on', async ({ page }) => {
  await page.goto('/tenant/background-check?token=not-a-token');
  await expect(
    page.getByRole('heading', { name: 'This invitation link is incomplete' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
    'href',
    '/tenant/signin',
  );
  await expectAccessible(page);
});
