import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { readFileSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { copyWebRoot, startProduct } from '../support/product.mjs';
import { buildChangedRemote } from '../support/rebuild-remote.mjs';
import { serveFolder } from '../support/static-server.mjs';
import { ROOT } from '../support/product.mjs';
import { demoOwner, demoTenant, signInAsDemoOwner } from '../support/demo';

const HEADLINE = 'Manage properties, collect payments with ease and confidence';

test('the owner sign-in screen arrives through the federated auth remote', async ({ page }) => {
  const remoteFiles: string[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/remotes/auth-app/'))
      remoteFiles.push(response.url());
  });

  await page.goto('/owner/signin');
  // The server's drawing of the page, sent with it, has given way to the remote's own.
  await expect(page.locator('#first-paint')).toHaveCount(0);

  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  await expect(page.getByText(HEADLINE)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
  await expect(page.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
  expect(remoteFiles.some((url) => url.endsWith('/remotes/auth-app/mf-manifest.json'))).toBe(true);
  expect(remoteFiles.some((url) => url.endsWith('/remotes/auth-app/remoteEntry.js'))).toBe(true);

  const password = page.getByLabel('Password', { exact: true });
  await password.fill('secret-1');
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
});

/** Holds every script back until the returned function is called. */
async function holdScripts(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('the sign-in shows before its scripts run, and what is typed meanwhile is kept', async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto('/owner/signin', { waitUntil: 'commit' });

  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  await expect(page.getByText(HEADLINE)).toBeVisible();
  // Until the app's code runs, pressing it could do nothing.
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeDisabled();
  await page.getByLabel('Email').fill(demoOwner.email);
  await page.getByLabel('Password', { exact: true }).fill(demoOwner.password);
  release();

  await expect(page.locator('#first-paint')).toHaveCount(0);
  await expect(page.getByLabel('Email')).toHaveValue(demoOwner.email);
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/owner');
});

test('the sign-in is drawn in the dark theme for a visitor who chose it', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await page.goto('/tenant/signin');
  await expect(page.locator('#first-paint')).toHaveCount(0);
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(15, 23, 42)');

  const release = await holdScripts(page);
  await page.goto('/tenant/signin', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { name: 'Tenant sign in' })).toBeVisible();
  await expect(page.locator('#first-paint')).toHaveCount(1);
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(15, 23, 42)');
  release();
});

test("a signed-in page shows with the owner's data before its scripts run", async ({ page }) => {
  await signInAsDemoOwner(page);
  const release = await holdScripts(page);
  const answer = await page.goto('/properties', { waitUntil: 'commit' });
  // Theirs alone: no shared cache may keep it.
  expect(answer?.headers()['cache-control']).toBe('private, no-cache');

  const drawing = page.locator('#first-paint');
  await expect(drawing.getByRole('heading', { name: 'My Properties' })).toBeVisible();
  await expect(drawing.getByText('Maple Court Apartments').first()).toBeVisible();
  await expect(drawing.getByText('Dana Demo')).toBeVisible();
  await expect(drawing.getByRole('link', { name: 'Tenants' })).toHaveAttribute('href', '/tenants');
  release();

  await expect(drawing).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'My Properties' })).toBeVisible();
  await expect(page.getByText('Maple Court Apartments').first()).toBeVisible();
});

test('the drawing has the sidebar as the owner left it, and hands over the filters set in it', async ({
  page,
}) => {
  await signInAsDemoOwner(page);
  await page.getByRole('button', { name: 'Collapse sidebar' }).click();
  const release = await holdScripts(page);
  await page.goto('/properties', { waitUntil: 'commit' });
  const drawing = page.locator('#first-paint');
  await expect(drawing.getByRole('navigation', { name: 'Main' })).toHaveCSS('width', '90px');
  await drawing.getByLabel('Search by name or address').fill('Cottage');
  await drawing.getByLabel('Status').selectOption({ label: 'On lease' });
  release();

  await expect(drawing).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCSS('width', '90px');
  await expect(page.getByLabel('Search by name or address')).toHaveValue('Cottage');
  await expect(page.getByLabel('Status')).toHaveValue('on_lease');
  // The app's own handlers had both: the list is filtered by both, to the demo tenant's home.
  await expect(page).toHaveURL(/\?(?=.*search=Cottage)(?=.*status=on_lease)/);
  await expect(page.getByRole('heading', { name: 'Riverside Cottage' })).toBeVisible();
});

test.describe('on a Mac', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  });

  test("the drawing writes the palette's shortcut as the Mac's keyboard does", async ({ page }) => {
    await signInAsDemoOwner(page);
    const release = await holdScripts(page);
    await page.goto('/properties', { waitUntil: 'commit' });
    const drawing = page.locator('#first-paint');
    await expect(drawing.getByRole('button', { name: 'Search (⌘ K)' })).toBeVisible();
    release();

    await expect(drawing).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Search (⌘ K)' })).toBeVisible();
  });
});

test("a tenant's dashboard shows with their lease before its scripts run", async ({ page }) => {
  await page.goto('/tenant/signin');
  await page.getByLabel('Email').fill(demoTenant.email);
  await page.getByLabel('Password', { exact: true }).fill(demoTenant.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/tenant');

  await page.setViewportSize({ width: 412, height: 900 });
  const release = await holdScripts(page);
  await page.goto('/tenant', { waitUntil: 'commit' });
  const drawing = page.locator('#first-paint');
  await expect(drawing.getByRole('heading', { name: 'Welcome, Toni Tenant' })).toBeVisible();
  // A phone's frame: the menu button, not the sidebar.
  await expect(drawing.getByRole('button', { name: 'Open menu' })).toBeVisible();
  await expect(drawing.getByRole('navigation', { name: 'Main' })).toBeHidden();
  release();

  await expect(drawing).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Welcome, Toni Tenant' })).toBeVisible();
});

test('a page asked for without a session is sent undrawn', async ({ page }) => {
  const answer = await page.goto('/properties', { waitUntil: 'commit' });
  expect(await answer?.text()).not.toContain('first-paint"');
  await expect(page).toHaveURL('/owner/signin');
});

test('the brand panel takes about 2/7 of a wide screen and hides on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto('/tenant/signin');
  await expect(page.locator('#first-paint')).toHaveCount(0);
  const panel = page.getByTestId('auth-brand-panel');
  const box = await panel.boundingBox();
  expect(box!.width / 1400).toBeCloseTo(2 / 7, 1);

  await page.setViewportSize({ width: 700, height: 900 });
  await expect(panel).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Tenant sign in' })).toBeVisible();
});

test.describe('with its own copy of the built front-ends', () => {
  let webRoot: string;
  let product: Awaited<ReturnType<typeof startProduct>>;

  test.beforeEach(async () => {
    webRoot = copyWebRoot();
    product = await startProduct({ webRoot });
  });
  test.afterEach(async () => product.stop());

  test('a remote that is down shows a retry panel while the rest keeps working', async ({
    page,
  }) => {
    await signInAsDemoOwner(page, product.url);
    const ownerBuild = join(webRoot, 'owner-portal/dist');
    renameSync(ownerBuild, `${ownerBuild}-down`);

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Owner portal is unavailable' })).toBeVisible();

    await page.goto(`${product.url}/owner/signin`);
    await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();

    await page.goto(`${product.url}/owner`);
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    renameSync(`${ownerBuild}-down`, ownerBuild);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
  });

  test('a redeployed remote is what users get, without rebuilding the shell', async ({ page }) => {
    // A production build of the remote runs inside the test: 30 s alone, over 90 s on busy cores.
    test.setTimeout(180_000);
    const shellEntry = readFileSync(join(webRoot, 'shell/dist/index.html'), 'utf8');
    await page.goto(`${product.url}/owner/signin`);
    await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();

    buildChangedRemote({
      app: 'auth-app',
      file: 'src/features/sign-in/sign-in-page.tsx',
      from: "title: 'Sign in to your account'",
      to: "title: 'Sign in to your Homestead account'",
      outputPath: join(webRoot, 'auth-app/dist'),
    });

    await page.reload();
    await expect(
      page.getByRole('heading', { name: 'Sign in to your Homestead account' }),
    ).toBeVisible();
    expect(readFileSync(join(webRoot, 'shell/dist/index.html'), 'utf8')).toBe(shellEntry);
    // The page the server sends drawn ahead of the scripts is the new one's too.
    const drawing = join(webRoot, 'auth-app/dist/prerendered/owner-signin.light.html');
    expect(readFileSync(drawing, 'utf8')).toContain('Sign in to your Homestead account');
  });
});

test("a remote's production build runs on its own", async ({ page }) => {
  const standalone = await serveFolder(join(ROOT, 'auth-app/dist'));
  try {
    const shellRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/remotes.json')) shellRequests.push(request.url());
    });
    await page.goto(`${standalone.url}/tenant/signin`);
    await expect(page.getByRole('heading', { name: 'Tenant sign in' })).toBeVisible();
    await expect(page.getByText(HEADLINE)).toBeVisible();
    expect(shellRequests).toEqual([]);
  } finally {
    await standalone.stop();
  }
});

test("a page's first reads start while its code is still on the way, and are not sent twice", async ({
  page,
}) => {
  await signInAsDemoOwner(page);
  await page.goto('/properties');
  await page.getByRole('link', { name: 'Manage' }).first().click();
  await expect(page).toHaveURL(/\/properties\/manage-property\/[^/]+$/);
  const address = page.url();
  const propertyId = address.split('/').pop()!;

  // The page's own code is held back until the property has been asked for.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/remotes/owner-portal/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes('"Manage property"')) await released;
    await route.fulfill({ response, body });
  });
  // The page left behind may still be sending reads of its own (the property, the bell's refetch
  // for the click that opened it): only the new document's reads count.
  await page.goto('about:blank');
  const reads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/'))
      reads.push(new URL(request.url()).pathname + new URL(request.url()).search);
  });
  const propertyRead = `/api/properties/?propertyId=${propertyId}`;

  const opening = page.goto(address);
  await page.waitForRequest((request) => request.url().endsWith(propertyRead), {
    timeout: 15_000,
  });
  release();
  await opening;

  await expect(page.getByRole('tab', { name: 'Overview' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Manage property');
  expect(reads.filter((read) => read === propertyRead)).toHaveLength(1);
  expect(reads.filter((read) => read === `/api/leases/?propertyId=${propertyId}`)).toHaveLength(1);
  expect(reads.filter((read) => read === '/api/notifications')).toHaveLength(1);
});
