import { type Page } from '@playwright/test';
import { dataDir, expect, test } from '../support/test';
import { demoOwner, demoTenant } from '../support/demo';
import { latestMail } from '../support/outbox';

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]', { hasText: text });

async function mailed(to: string, subject: RegExp) {
  let text: string | undefined;
  await expect.poll(() => (text = latestMail(dataDir, to, subject))).toBeDefined();
  return text!;
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/owner/signin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function signOut(page: Page, name: string) {
  await page.getByRole('button', { name }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/owner\/signin$/);
}

test('an owner registers, lists a first US property and comes back later', async ({ page }) => {
  const email = `grace.${Date.now()}@example.com`;
  await page.goto('/signup');
  await expect(page.getByRole('heading', { name: 'Register as a property owner' })).toBeVisible();
  const create = page.getByRole('button', { name: 'Create account' });
  await page.getByLabel('First name').fill('Grace');
  await page.getByLabel('Last name').fill('Hopper');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('harbour');
  await expect(create).toBeDisabled();
  await page.getByLabel('Password', { exact: true }).fill('harbour-lights-7');
  await expect(create).toBeEnabled();
  await create.click();

  await expect(page).toHaveURL(/\/owner-onboarding$/);
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByLabel('Country code').selectOption({ label: 'US +1' });
  await page.getByRole('textbox', { name: /Phone number/ }).fill('2025550143');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: 'List your first property' })).toBeVisible();
  await page.getByLabel('Property type').selectOption('apartment');
  await page.getByLabel('Property name').fill('Harbour View');
  await page.getByLabel('Address').fill('12 Pier Street');
  await page.getByLabel('Country').selectOption('US');
  await expect(page.getByLabel('ZIP Code')).toBeVisible();
  await page.getByLabel('State').selectOption('California');
  await page.getByLabel('City').selectOption('San Diego');
  await page.getByLabel('ZIP Code').fill('92101');
  await page.getByLabel('Industry').selectOption('development');
  await page.getByLabel('Description').fill('Twelve flats by the water.');
  await page.getByLabel('Manager', { exact: true }).fill('Grace Hopper');
  await page.getByLabel('Manager contact').fill('+12025550143');
  await page.getByLabel('Units').fill('12');
  await page.getByLabel('Monthly rent').fill('1850');
  await page.getByRole('button', { name: 'Create property' }).click();

  await expect(toast(page, 'Harbour View property has been created successfully')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Welcome, Grace Hopper' })).toBeVisible();

  await signOut(page, 'Grace Hopper');
  await signIn(page, email, 'harbour-lights-7');
  await expect(page).toHaveURL(/\/owner$/);
  await expect(page.getByRole('heading', { name: 'Welcome, Grace Hopper' })).toBeVisible();
});

test('a wrong password is refused with the server’s words', async ({ page }) => {
  await signIn(page, demoOwner.email, 'not-the-password-1');
  await expect(toast(page, 'Invalid email or password')).toBeVisible();
  await expect(page).toHaveURL(/\/owner\/signin$/);
});

test('an owner who forgot the password resets it through the mailed link', async ({ page }) => {
  const email = `reset.${Date.now()}@example.com`;
  const response = await page.request.post('/api/owners/create', {
    data: { name: 'Ada Lovelace', email, password: 'first-pass-1' },
  });
  expect(response.ok()).toBe(true);

  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset instructions' }).click();
  await expect(
    page.getByText(
      'Thank you. If an account exists with this email address, you should receive an email to reset your password.',
    ),
  ).toBeVisible();

  const link = (await mailed(email, /reset/i)).match(
    /https?:\/\/\S+\/reset-password\?token=\S+/,
  )![0];
  const url = new URL(link);
  await page.goto(url.pathname + url.search);
  await page.getByLabel('New password', { exact: true }).fill('second-pass-2');
  await page.getByLabel('Confirm password', { exact: true }).fill('second-pass-2');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page).toHaveURL(/\/owner\/signin$/);

  await signIn(page, email, 'second-pass-2');
  await expect(page.getByRole('heading', { name: 'Welcome, Ada Lovelace' })).toBeVisible();
});

test('an owner verifies the e-mail address with the mailed code', async ({ page }) => {
  const email = `verify.${Date.now()}@example.com`;
  await page.request.post('/api/owners/create', {
    data: { name: 'Ada Lovelace', email, password: 'first-pass-1' },
  });
  await signIn(page, email, 'first-pass-1');
  await page.getByRole('link', { name: 'Verify your email address' }).click();
  await expect(page).toHaveURL(/\/verify-otp$/);
  await expect(page.getByText(email)).toBeVisible();

  const [code] = (await mailed(email, /code|verif/i)).match(/\b\d{6}\b/) ?? [];
  expect(code).toMatch(/^\d{6}$/);
  await page.getByLabel('Digit 1 of 6').focus();
  await page.keyboard.insertText(code ?? '');
  await expect(page).toHaveURL(/\/owner$/);
  await expect(page.getByRole('link', { name: 'Verify your email address' })).toHaveCount(0);
});

test('a tenant signs in to the tenant area and cannot open owner pages', async ({ page }) => {
  await page.goto('/tenant/signin');
  await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
    'href',
    '/forgot-password?role=tenant',
  );
  await page.getByLabel('Email').fill(demoTenant.email);
  await page.getByLabel('Password', { exact: true }).fill(demoTenant.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/tenant$/);
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My lease' }),
  ).toBeVisible();

  await page.goto('/properties');
  await expect(page).toHaveURL(/\/tenant$/);
});
