import { type Page, type Request } from '@playwright/test';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { demoOwner, demoTenant, signInAsDemoOwner } from '../support/demo';
import { copyWebRoot, startProduct } from '../support/product.mjs';
import { expect, test, untilHydrated } from '../support/test';

// Pages the server renders with React (SSR) and the browser hydrates: what shows before the
// scripts run, and what is typed and pressed meanwhile.

/**
 * Holds every script but the shell's first ones (`early-actions`, which holds early clicks, and
 * `main`) until the returned function is called: the page shows, and React is not there to hydrate
 * it. `mainRan()` resolves once `main` has run (webpack's chunk list is there: the other files,
 * preloaded with the page, are held or only fetched, not run).
 */
async function holdHydration(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) =>
      url.pathname.endsWith('.js') && !/^\/(main|early-actions)\.[0-9a-f]+\.js$/.test(url.pathname),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  const mainRan = () => page.waitForFunction(() => 'webpackChunkshell' in globalThis);
  return Object.assign(release, { mainRan });
}

/** The documents the tab loads: more than one means a click loaded the page again. */
function documentsOf(page: Page) {
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame())
      documents.push(request.url());
  });
  return documents;
}

/** The state the page was rendered with, as the page carries it. */
async function renderedState(page: Page) {
  const text = await page.locator('#ssr-state').textContent();
  return JSON.parse(text!) as { session: { role: string } | null; api: { queries: object } | null };
}

test('the sign-in shows before React is there; what is typed and pressed meanwhile signs in', async ({
  page,
}) => {
  const documents = documentsOf(page);
  const logins: Request[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/owners/login')) logins.push(request);
  });
  const release = await holdHydration(page);
  await page.goto('/owner/signin', { waitUntil: 'commit' });

  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  // No placeholder: the button is the app's own, pressed before React handles it.
  const signIn = page.getByRole('button', { name: 'Sign in' });
  await expect(signIn).toBeEnabled();
  await release.mainRan();
  await page.getByLabel('Email').fill(demoOwner.email);
  await page.getByLabel('Password', { exact: true }).fill(demoOwner.password);
  await signIn.click();
  await signIn.click();
  expect(logins).toHaveLength(0);
  release();

  await expect(page).toHaveURL('/owner');
  expect(logins).toHaveLength(1);
  expect(logins[0]!.postDataJSON()).toEqual(demoOwner);
  // Neither press loaded the page again, nor sent the fields in its address.
  expect(documents).toHaveLength(1);
});

test('the sign-in is rendered in the dark theme for a visitor who chose it', async ({ page }) => {
  // The app keeps the choice in a cookie too, for the server.
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await page.goto('/tenant/signin');
  const release = await holdHydration(page);
  await page.goto('/tenant/signin', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { name: 'Tenant sign in' })).toBeVisible();
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(15, 23, 42)');
  release();
  await untilHydrated(page);
  // styled-components takes the server's styles over: one element of them, not a second copy.
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(15, 23, 42)');
  await expect(page.locator('style[data-styled]')).toHaveCount(1);
});

test("a signed-in page comes with the owner's data, and the browser reads none of it again", async ({
  page,
}) => {
  await signInAsDemoOwner(page);
  await page.getByRole('button', { name: 'Collapse sidebar' }).click();
  await page.goto('about:blank');
  const reads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/')) reads.push(new URL(request.url()).pathname);
  });
  const release = await holdHydration(page);
  const answer = await page.goto('/properties', { waitUntil: 'commit' });
  // Theirs alone: no shared cache may keep it.
  expect(answer?.headers()['cache-control']).toBe('private, no-cache');

  await expect(page.getByRole('heading', { name: 'My Properties' })).toBeVisible();
  await expect(page.getByText('Maple Court Apartments').first()).toBeVisible();
  await expect(page.getByText('Dana Demo')).toBeVisible();
  // The sidebar as the owner left it.
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCSS('width', '90px');
  const state = await renderedState(page);
  expect(state.session?.role).toBe('owner');
  expect(Object.keys(state.api?.queries ?? {})).toEqual(
    expect.arrayContaining(['getOwner(undefined)', 'getProperties({})']),
  );
  release();
  await untilHydrated(page);
  await expect(page.getByText('Maple Court Apartments').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The owner, the notifications and the list came with the page: none is asked for again.
  expect(reads).toEqual([]);
});

test('what is typed into a signed-in page before hydration is what it acts on', async ({
  page,
}) => {
  await signInAsDemoOwner(page);
  const release = await holdHydration(page);
  await page.goto('/properties', { waitUntil: 'commit' });
  await page.getByLabel('Search by name or address').fill('Cottage');
  release();
  await untilHydrated(page);

  await expect(page.getByLabel('Search by name or address')).toHaveValue('Cottage');
  // The app's own handler had it: the list is filtered, to the demo tenant's home.
  await expect(page).toHaveURL(/\?(.*&)?search=Cottage/);
  await expect(page.getByRole('heading', { name: 'Riverside Cottage' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Maple Court Apartments' })).toHaveCount(0);
});

test('a link clicked before hydration is followed by the app, not by loading the page again', async ({
  page,
}) => {
  await signInAsDemoOwner(page);
  const documents = documentsOf(page);
  const release = await holdHydration(page);
  await page.goto('/properties', { waitUntil: 'commit' });
  await release.mainRan();
  await page.getByRole('link', { name: 'Add Property' }).click();
  await expect(page).toHaveURL('/properties');
  release();

  await expect(page).toHaveURL('/properties/add-property');
  await expect(page.getByRole('heading', { name: 'Create property' })).toBeVisible();
  expect(documents).toHaveLength(1);
});

test("a link in a part whose code loads on demand (the payment page's tabs), clicked before hydration, is followed by the app", async ({
  page,
}) => {
  await signInAsDemoOwner(page);
  const documents = documentsOf(page);
  // The page's scripts are held as in holdHydration; a script first asked for once they are
  // released (code the page asks for as it hydrates, as a tab's) is held until `releaseLate`.
  const asked = new Set<string>();
  const late: string[] = [];
  let releasing = false;
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let releaseLate = () => {};
  const lateReleased = new Promise<void>((resolve) => (releaseLate = resolve));
  await page.route(
    (url) =>
      url.pathname.endsWith('.js') && !/^\/(main|early-actions)\.[0-9a-f]+\.js$/.test(url.pathname),
    async (route) => {
      const { pathname } = new URL(route.request().url());
      if (!releasing) {
        asked.add(pathname);
        await released;
      } else if (!asked.has(pathname)) {
        late.push(pathname);
        await lateReleased;
      }
      await route.continue();
    },
  );
  await page.goto('/payment', { waitUntil: 'commit' });
  await page.waitForFunction(() => 'webpackChunkshell' in globalThis);
  // Gone if the page is loaded again.
  await page.evaluate(() => Object.assign(globalThis, { sameDocument: true }));
  const tenantLink = page.locator('main a[href^="/properties/manage-tenant/"]').first();
  const target = await tenantLink.getAttribute('href');
  await tenantLink.click();
  await expect(page).toHaveURL('/payment');
  releasing = true;
  release();

  // Hydrating, the page asks for the tabs' code, or it had it with the page and is hydrated.
  await expect
    .poll(() =>
      page.evaluate(
        (waiting) => waiting || document.documentElement.hasAttribute('data-app-ready'),
        late.length > 0,
      ),
    )
    .toBe(true);
  // A task or two for the page to act on the click, were it to act before the code has come.
  await page.evaluate(() => new Promise((resolve) => setTimeout(() => setTimeout(resolve))));
  releaseLate();

  await expect(page).toHaveURL(target!);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => 'sameDocument' in globalThis)).toBe(true);
  expect(documents).toHaveLength(1);
});

test("a tenant's dashboard on a phone comes with their lease and the phone's frame", async ({
  page,
}) => {
  await page.goto('/tenant/signin');
  await page.getByLabel('Email').fill(demoTenant.email);
  await page.getByLabel('Password', { exact: true }).fill(demoTenant.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/tenant');

  await page.setViewportSize({ width: 412, height: 900 });
  const release = await holdHydration(page);
  await page.goto('/tenant', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { name: 'Welcome, Toni Tenant' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  release();
  await untilHydrated(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test.describe('on a Mac', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  });

  test("the palette's shortcut is written as the Mac's keyboard does", async ({ page }) => {
    await signInAsDemoOwner(page);
    const release = await holdHydration(page);
    await page.goto('/properties', { waitUntil: 'commit' });
    await expect(page.getByRole('button', { name: 'Search (⌘ K)' })).toBeVisible();
    release();
    await untilHydrated(page);
    await expect(page.getByRole('button', { name: 'Search (⌘ K)' })).toBeVisible();
  });
});

test('the script that holds early clicks is named by its content hash and cached for good', async ({
  page,
  request,
}) => {
  await signInAsDemoOwner(page);
  const answer = await page.goto('/properties', { waitUntil: 'commit' });
  const html = (await answer?.text()) ?? '';
  expect(html).toContain('id="ssr-state"');
  const script = /<script async src="?(\/early-actions\.[0-9a-f]{8}\.js)"?>/.exec(html)?.[1];
  expect(script).toBeDefined();
  // The first file the page preloads, under the same name.
  expect(answer?.headers().link).toMatch(new RegExp(`^<[^>]+>; [^,]+, <${script}>; rel=preload`));
  const file = await request.get(script!);
  expect(file.ok()).toBe(true);
  expect(file.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  // The page the browser is sent for an address the server does not render names it too.
  const shell = await request.get('/no-such-page', { headers: { accept: 'text/html' } });
  expect(await shell.text()).toMatch(new RegExp(`src="?${script!.replace(/\./g, '\\.')}"?>`));
});

test('a page asked for without a session is sent without SSR, and the app sends it to sign in', async ({
  page,
}) => {
  const answer = await page.goto('/properties', { waitUntil: 'commit' });
  expect(await answer?.text()).not.toContain('id="ssr-state"');
  await expect(page).toHaveURL('/owner/signin');
});

test.describe('with its own copy of the built front-ends', () => {
  let webRoot: string;
  let product: Awaited<ReturnType<typeof startProduct>>;

  test.beforeEach(async () => {
    webRoot = copyWebRoot();
  });
  test.afterEach(async () => product.stop());

  test('a page whose render fails on the server loads and works in the browser', async ({
    page,
  }) => {
    // The owner portal's build for the server, broken.
    writeFileSync(
      join(webRoot, 'owner-portal/dist/server/ssr.js'),
      'exports.routes = [{ path: "/properties", ssr: true, Component() { throw new Error("broken"); } }];',
    );
    product = await startProduct({ webRoot });
    await signInAsDemoOwner(page, product.url);

    const answer = await page.goto(`${product.url}/properties`);
    expect(await answer?.text()).not.toContain('id="ssr-state"');
    await expect(page.getByText('Maple Court Apartments').first()).toBeVisible();
    await page.getByRole('link', { name: 'Add Property' }).click();
    await expect(page.getByRole('heading', { name: 'Create property' })).toBeVisible();
  });

  test('a page whose render takes longer than its budget is sent without, and works', async ({
    page,
  }) => {
    // The sign-in's page never finishes rendering on the server: it is aborted past its budget.
    writeFileSync(
      join(webRoot, 'auth-app/dist/server/ssr.js'),
      'const { lazy } = require("react");' +
        'exports.routes = [{ path: "/owner/signin", ssr: true, Component: lazy(() => new Promise(() => {})) }];',
    );
    product = await startProduct({ webRoot });

    // Answered at all: a render never aborted would hold the page until the test times out.
    const answer = await page.goto(`${product.url}/owner/signin`);
    expect(await answer?.text()).not.toContain('id="ssr-state"');
    await page.getByLabel('Email').fill(demoOwner.email);
    await page.getByLabel('Password', { exact: true }).fill(demoOwner.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(`${product.url}/owner`);
  });
});
