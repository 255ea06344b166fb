import { expect, test } from '../support/test';
import { demoOwner, signInAsDemoOwner } from '../support/demo';
import { expectNoSeriousViolations } from '../support/owner';

test('a signed-out visitor of any signed-in page lands on the owner sign-in', async ({ page }) => {
  for (const path of ['/', '/owner', '/properties', '/tenant', '/lease', '/maintenance']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/owner\/signin$/);
  }
});

test('an unknown path shows the not-found page with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(
    page.getByText('The page you are looking for doesn’t exist or has been moved.'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Go Home' }).click();
  await expect(page).toHaveURL(/\/owner\/signin$/);
});

test('the server error page explains and leads home', async ({ page }) => {
  await page.goto('/error-500');
  await expect(page.getByRole('heading', { name: 'Internal Server Error' })).toBeVisible();
  await expect(page.getByText('Something broke on our end. Please try again later.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
});

test('a server fault on a call sends the user to the server error page', async ({ page }) => {
  // A call the browser makes: the dashboard opened by signing in is read by the app, not rendered
  // on the server (a reload's reads are answered during SSR and never reach the browser).
  await page.route('**/api/properties/metrics', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' }),
  );
  await page.goto('/owner/signin');
  await page.getByLabel('Email').fill(demoOwner.email);
  await page.getByLabel('Password', { exact: true }).fill(demoOwner.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Internal Server Error' })).toBeVisible();
});

test('the theme choice is kept over a reload', async ({ page }) => {
  await signInAsDemoOwner(page);
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(page.locator('html')).not.toHaveClass(/dark/);
});

test('the loading overlay shows while a call is in flight', async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/owners/login', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/owner/signin');
  await page.getByLabel('Email').fill(demoOwner.email);
  await page.getByLabel('Password', { exact: true }).fill(demoOwner.password);
  await page.getByRole('button', { name: 'Sign in' }).click();

  const overlay = page.getByRole('status', { name: 'Loading' }).first();
  await expect(overlay).toBeVisible();
  release();
  await expect(page).toHaveURL(/\/owner$/);
  await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
});

test('the screens so far have no serious accessibility violations', async ({ page }) => {
  // Twelve screens, each loaded whole and scanned: about a minute on a busy machine.
  test.setTimeout(120_000);
  for (const path of [
    '/owner/signin',
    '/tenant/signin',
    '/signup',
    '/forgot-password',
    '/create-password',
    '/no/such/page',
    '/error-500',
  ]) {
    await page.goto(path);
    await page.getByRole('heading').first().waitFor();
    await expectNoSeriousViolations(page);
  }
  await signInAsDemoOwner(page);
  for (const path of ['/owner', '/properties', '/tenants', '/payment', '/settings']) {
    await page.goto(path);
    await page.getByRole('heading').first().waitFor();
    await expectNoSeriousViolations(page);
  }
});

test('on a phone no owner screen is wider than the screen', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 900 });
  await signInAsDemoOwner(page);
  for (const path of [
    '/owner',
    '/properties',
    '/tenants',
    '/maintenance',
    '/payment',
    '/settings',
  ]) {
    await page.goto(path);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const widths = await page.evaluate(() => [document.documentElement.scrollWidth, innerWidth]);
    expect(widths, path).toEqual([412, 412]);
  }
});
