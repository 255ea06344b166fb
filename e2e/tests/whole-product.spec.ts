import { readFileSync } from 'node:fs';
import { type Page } from '@playwright/test';
import { expect, test, waitingForTheApp } from '../support/test';
import {
  chooseDocument,
  expectAccessible,
  expectAccessibleOnMobile,
  fillBackgroundCheck,
  leaseDates,
  linkTo,
  mailed,
  pdfBytes,
  pdfSubject,
  unique,
} from '../support/tenant';

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]', { hasText: text });

const pngBytes = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('the whole product: an owner registers and lets a home, a tenant moves in, in two browsers', async ({
  browser,
}) => {
  test.setTimeout(420_000);
  const ownerContext = await browser.newContext();
  const tenantContext = await browser.newContext();
  const owner = waitingForTheApp(await ownerContext.newPage());
  const tenant = waitingForTheApp(await tenantContext.newPage());
  const grace = { name: 'Grace Hopper', email: unique('grace'), password: 'harbour-lights-7' };
  const tessa = { name: 'Tessa Tenant', email: unique('tessa'), password: 'moving-day-7' };

  // The owner registers, gives a phone, lists a first property and verifies the e-mail address.
  await owner.goto('/signup');
  await expectAccessible(owner);
  await owner.getByLabel('First name').fill('Grace');
  await owner.getByLabel('Last name').fill('Hopper');
  await owner.getByLabel('Email').fill(grace.email);
  await owner.getByLabel('Password', { exact: true }).fill(grace.password);
  await owner.getByRole('button', { name: 'Create account' }).click();
  await expect(owner).toHaveURL(/\/owner-onboarding$/);
  await owner.getByLabel('Country code').selectOption({ label: 'US +1' });
  await owner.getByRole('textbox', { name: /Phone number/ }).fill('2025550143');
  await owner.getByRole('button', { name: 'Next' }).click();
  await expect(owner.getByRole('heading', { name: 'List your first property' })).toBeVisible();
  await owner.getByLabel('Property type').selectOption('apartment');
  await owner.getByLabel('Property name').fill('Harbour View');
  await owner.getByLabel('Address').fill('12 Pier Street');
  await owner.getByLabel('Country').selectOption('US');
  await owner.getByLabel('State').selectOption('California');
  await owner.getByLabel('City').selectOption('San Diego');
  await owner.getByLabel('ZIP Code').fill('92101');
  await owner.getByLabel('Industry').selectOption('development');
  await owner.getByLabel('Description').fill('Twelve flats by the water.');
  await owner.getByLabel('Manager', { exact: true }).fill('Grace Hopper');
  await owner.getByLabel('Manager contact').fill('+12025550143');
  await owner.getByLabel('Units').fill('12');
  await owner.getByLabel('Monthly rent').fill('1850');
  await expectAccessible(owner);
  await owner.getByRole('button', { name: 'Create property' }).click();
  await expect(toast(owner, 'Harbour View property has been created successfully')).toBeVisible();
  await expect(owner.getByRole('heading', { name: 'Welcome, Grace Hopper' })).toBeVisible();
  await owner.getByRole('link', { name: 'Verify your email address' }).click();
  const code = (await mailed(grace.email, /code|verif/i)).match(/\b(\d{6})\b/)![1]!;
  await owner.getByLabel('Digit 1 of 6').focus();
  await owner.keyboard.insertText(code);
  await expect(owner).toHaveURL(/\/owner$/);
  await expectAccessible(owner);

  // Bank details for the tenant's transfer, in Settings.
  await owner.goto('/settings');
  await owner.getByRole('button', { name: 'Add bank details' }).click();
  const bank = owner.getByRole('form', { name: 'Bank details' });
  await bank.getByLabel('Account name').fill('Grace Hopper');
  await bank.getByLabel('Bank name').fill('Harbour Bank');
  await bank.getByLabel('Account number').fill('000987654321');
  await bank.getByLabel('Routing number').fill('121000358');
  await expectAccessible(owner);
  await bank.getByRole('button', { name: 'Save bank details' }).click();
  await expect(owner.getByText('Your bank details have been saved')).toBeVisible();

  // A lease on unit 3, and the tenant invited to it.
  await owner.goto('/properties');
  await owner.getByRole('link', { name: 'Manage' }).first().click();
  await expect(owner).toHaveURL(/\/properties\/manage-property\//);
  await owner.getByRole('tab', { name: 'Lease' }).click();
  await owner.getByRole('button', { name: 'Create lease' }).click();
  const leaseModal = owner.getByRole('dialog', { name: 'Create Lease' });
  await leaseModal.getByLabel('Start date').fill(leaseDates.startDate);
  await leaseModal.getByLabel('End date').fill(leaseDates.endDate);
  await leaseModal.getByLabel('Security deposit').fill('1850');
  await leaseModal.getByLabel('Unit').selectOption('3');
  await expectAccessible(owner);
  await leaseModal.getByRole('button', { name: 'Create lease' }).click();
  await expect(toast(owner, 'Lease has been created successfully')).toBeVisible();
  await owner.getByRole('tab', { name: 'Tenants' }).click();
  await owner.getByRole('button', { name: 'Invite Tenant' }).click();
  const inviteModal = owner.getByRole('dialog', { name: 'Invite Tenant' });
  await inviteModal.getByLabel('Full name').fill(tessa.name);
  await inviteModal.getByLabel('Email').fill(tessa.email);
  await inviteModal.getByRole('textbox', { name: /Phone number/ }).fill('5125550199');
  await inviteModal.getByLabel('Address').fill('7 Oak Lane, Austin, TX');
  await expectAccessible(owner);
  await inviteModal.getByRole('button', { name: 'Send invitation' }).click();
  await expect(owner.getByText('Tenant created successfully')).toBeVisible();
  await expect(inviteModal).toBeHidden();

  // The tenant opens the mailed link in another browser and sends the check with four documents.
  const invitation = linkTo(
    await mailed(tessa.email, /invites you to rent/),
    '/tenant/background-check?token=',
  );
  await tenant.goto(invitation);
  await expect(tenant.getByRole('heading', { name: 'Background Check' })).toBeVisible();
  await fillBackgroundCheck(tenant);
  const documents: [string, string, string, Buffer][] = [
    ["Driver's license", 'license.png', 'image/png', pngBytes],
    ['Bank statement', 'statement.pdf', 'application/pdf', pdfBytes],
    ['Proof of address', 'utility-bill.pdf', 'application/pdf', pdfBytes],
    ['Proof of income', 'payslip.pdf', 'application/pdf', pdfBytes],
  ];
  for (const [zone, name, mimeType, buffer] of documents) {
    await chooseDocument(tenant, zone, { name, mimeType, buffer });
    await expect(tenant.getByText(`Uploaded: ${name}`)).toBeVisible();
  }
  await expectAccessibleOnMobile(tenant);
  await tenant.getByRole('button', { name: 'Submit background check' }).click();
  await expect(
    tenant.getByRole('heading', { name: 'Your details are with the owner for review' }),
  ).toBeVisible();

  // The owner reviews the check and sends the lease from manage-tenant.
  await owner.reload();
  await owner.getByRole('tab', { name: 'Tenants' }).click();
  await owner.getByRole('link', { name: tessa.name }).click();
  await expect(owner).toHaveURL(/\/properties\/manage-tenant\//);
  await expect(owner.getByText('Lease Pending').first()).toBeVisible();
  await expectAccessible(owner);
  await owner.getByRole('button', { name: 'Passed check' }).click();
  await mailed(tessa.email, /has passed/);
  await owner.getByRole('button', { name: 'Send lease' }).click();
  await expect(owner.getByRole('heading', { name: 'Waiting for the signature' })).toBeVisible();

  // The tenant signs, pays by transfer, and creates a password.
  await tenant.goto(
    linkTo(await mailed(tessa.email, /is ready to sign/), '/tenant/background-check?token='),
  );
  await expect(tenant.getByRole('heading', { name: 'Sign Lease' })).toBeVisible();
  await expect(tenant.getByLabel('Lease terms')).toContainText('$1,850.00');
  await tenant.getByRole('textbox', { name: 'Type your full name to sign' }).fill(tessa.name);
  await tenant.getByRole('button', { name: 'Sign lease' }).click();
  await expect(tenant.getByRole('heading', { name: 'Pay by bank transfer' })).toBeVisible();
  await expect(tenant.getByText('000987654321')).toBeVisible();
  await expectAccessible(tenant);
  await tenant.getByRole('button', { name: "I've made this payment" }).click();
  await expect(tenant).toHaveURL(/\/create-password$/);
  await tenant.getByLabel('Password', { exact: true }).fill(tessa.password);
  await tenant.getByLabel('Confirm Password', { exact: true }).fill(tessa.password);
  await tenant.getByRole('button', { name: 'Create Password' }).click();
  await expect(tenant).toHaveURL(/\/tenant\/signin$/);

  // The owner sees the signature and confirms the payment: the lease is active.
  await owner.reload();
  await expect(owner.getByText(tessa.name).filter({ visible: true }).first()).toBeVisible();
  await owner.getByRole('button', { name: 'Payment received' }).click();
  await owner.getByRole('button', { name: 'Confirm payment received' }).click();
  await expect(owner.getByText('Lease Active').first()).toBeVisible();
  await expectAccessible(owner);
  const active = await mailed(tessa.email, /is active/);
  expect(active).toContain('Harbour View');

  // The tenant signs in and finds the active lease at home and on the lease page.
  await tenant.goto(linkTo(active, '/tenant/signin'));
  await tenant.getByLabel('Email').fill(tessa.email);
  await tenant.getByLabel('Password', { exact: true }).fill(tessa.password);
  await tenant.getByRole('button', { name: 'Sign in' }).click();
  await expect(tenant).toHaveURL(/\/tenant$/);
  await expect(tenant.getByRole('heading', { name: `Welcome, ${tessa.name}` })).toBeVisible();
  await expect(tenant.getByText(/12 Pier Street, unit 3/)).toBeVisible();
  const figures = tenant.getByLabel('Lease summary');
  await expect(figures.locator('div', { hasText: 'Monthly Income' }).locator('dd')).toHaveText(
    '$1,850.00',
  );
  await expect(figures.locator('div', { hasText: 'Lease Status' }).locator('dd')).toHaveText(
    'Active',
  );
  await expect(tenant.getByLabel('Active lease')).toContainText('Harbour View, unit 3');
  await expectAccessible(tenant);
  await expectAccessibleOnMobile(tenant);
  await tenant.goto('/lease');
  await expect(tenant.getByLabel("Owner's contact")).toContainText(grace.email);
  const [download] = await Promise.all([
    tenant.waitForEvent('download'),
    tenant.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect((await pdfSubject(readFileSync(await download.path()))).subject).toContain(tessa.name);
  await expectAccessibleOnMobile(tenant);

  // The owner's dashboard counts the tenant and the income.
  await owner.goto('/owner');
  const portfolio = owner.getByLabel('Property metrics');
  await expect(portfolio).toContainText('$1,850.00');

  await ownerContext.close();
  await tenantContext.close();
});
