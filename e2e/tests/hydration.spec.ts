import { type Page, type Request } from '@playwright/test';
import { demoOwner, demoTenant, signInAsDemoOwner, signInAsDemoTenant } from '../support/demo';
import { expect, test, untilHydrated } from '../support/test';

// Hydration of the pages the server renders (SSR): the browser must find the text the server
// wrote, and keep what the visitor did before React handled the page.

/**
 * Errors the page reports: uncaught ones, and those logged, among which React's recoverable
 * hydration errors ("Minified React error #418", a text that differs from the server's).
 */
function errorsOf(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/**
 * Holds the scripts whose address matches `held` until the returned function is called: the page
 * shows, and it cannot be hydrated until then.
 */
async function holdScripts(page: Page, held: (path: string) => boolean) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.endsWith('.js') && held(url.pathname),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return release;
}

test.describe('for a visitor whose browser reads German', () => {
  test.use({ locale: 'de-DE' });

  for (const [name, address, shown] of [
    ['the payment page', '/payment', 'Total Revenue'],
    ['the owner dashboard', '/owner', 'Monthly income'],
    ['the books', '/books', 'Net operating income'],
  ] as const) {
    test(`${name} is rendered on the server in German formats and hydrates without a mismatch`, async ({
      page,
    }) => {
      await signInAsDemoOwner(page);
      // Rendered on the server when the server has the time: its first render of a portal loads
      // that portal's build, which a busy machine may take past the budget (the page then comes
      // without SSR). Asked for again until it comes rendered.
      const errors = errorsOf(page);
      let answer = await page.goto(address);
      for (
        let tries = 1;
        tries < 5 && !(await answer?.text())?.includes('id="ssr-state"');
        tries++
      ) {
        errors.length = 0;
        answer = await page.goto(address);
      }
      await expect(page.getByText(shown).first()).toBeVisible();
      await untilHydrated(page);
      await page.waitForLoadState('networkidle');
      expect(errors.filter((error) => /#418|#423|#425|hydrat/i.test(error))).toEqual([]);
      // The server rendered it, in the locale the browser asks for (its Accept-Language): an
      // amount as German writes it, "1.300,00 $" rather than "$1,300.00".
      const html = (await answer?.text()) ?? '';
      expect(html).toContain('id="ssr-state" data-locale="de-DE"');
      expect(html).toMatch(/\d,\d\d\s\$/);
    });
  }
});

/** The dates written on the page's content: "Nov 27, 2026", "November 2026", "11/27/2026". */
async function datesShown(page: Page) {
  const text = await page.locator('main').innerText();
  return text.match(
    /\b(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]* (?:\d{1,2}, )?\d{4}\b|\b\d{1,2}\/\d{1,2}\/\d{4}\b|\b\d{1,2}:\d{2}\s?[AP]M\b/g,
  );
}

test.describe('for a visitor whose browser is in another time zone than the server', () => {
  // The server runs in UTC; New Zealand is 12 or 13 hours ahead: another day for half of it.
  test.use({ timezoneId: 'Pacific/Auckland' });

  for (const [name, address, signIn] of [
    ["the owner's payment history", '/payment', signInAsDemoOwner],
    ["the tenant's dashboard", '/tenant', signInAsDemoTenant],
    ["the tenant's rent ledger", '/rent', signInAsDemoTenant],
  ] as const) {
    for (const visit of ['known', 'first'] as const) {
      test(`${name} hydrates without a mismatch and keeps the dates the server wrote (its zone ${visit === 'known' ? 'known to' : 'not yet told to'} the server)`, async ({
        page,
        context,
      }) => {
        await signIn(page);
        // A browser that has not told the server its zone yet (its cookie): the page comes in UTC.
        if (visit === 'first') await context.clearCookies({ name: 'time-zone' });
        const errors = errorsOf(page);
        const release = await holdScripts(
          page,
          (path) => !/^\/(main|early-actions)\.[0-9a-f]+\.js$/.test(path),
        );
        const answer = await page.goto(address, { waitUntil: 'commit' });
        const html = (await answer?.text()) ?? '';
        expect(html).toContain(
          `data-time-zone="${visit === 'known' ? 'Pacific/Auckland' : 'UTC'}"`,
        );
        await expect(page.locator('main')).toBeVisible();
        const rendered = await datesShown(page);
        expect(rendered?.length ?? 0).toBeGreaterThan(0);
        release();
        await untilHydrated(page);
        await page.waitForLoadState('networkidle');
        expect(errors.filter((error) => /#418|#423|#425|hydrat/i.test(error))).toEqual([]);
        expect(await datesShown(page)).toEqual(rendered);
      });
    }
  }
});

for (const [role, account, heading] of [
  ['owner', demoOwner, 'Sign in to your account'],
  ['tenant', demoTenant, 'Tenant sign in'],
] as const) {
  test(`the ${role} sign-in keeps what is typed before hydration, and its button sends it`, async ({
    page,
  }) => {
    const errors = errorsOf(page);
    const logins: Request[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === `/api/${role}s/login`) logins.push(request);
    });
    // The API package (RTK Query's endpoints), which the sign-in loads only once it is being used.
    const apiLoaded = page.waitForResponse(
      async (response) =>
        response.request().resourceType() === 'script' &&
        (await response.text()).includes(`"${role}s/login"`),
    );
    // The sign-in's remote is slow to come: the page shows, and it is not hydrated yet.
    const release = await holdScripts(page, (path) => path.startsWith('/remotes/auth-app/'));
    await page.goto(`/${role}/signin`, { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();

    // Typed key by key, as a person does, before React handles the fields.
    await page.getByLabel('Email').pressSequentially(account.email);
    await page.getByLabel('Password', { exact: true }).pressSequentially(account.password);
    // Asked for as soon as the form was used, before the page is hydrated (its remote is held):
    // not once the button is pressed, which would then wait for it.
    await apiLoaded;
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-app-ready'))).toBe(
      false,
    );
    release();
    await untilHydrated(page);

    // Hydration kept the fields as they were typed: no field was reset or drawn again.
    await expect(page.getByLabel('Email')).toHaveValue(account.email);
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue(account.password);
    expect(logins).toHaveLength(0);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(`/${role}`);
    expect(logins).toHaveLength(1);
    expect(logins[0]!.postDataJSON()).toEqual(account);
    expect(errors.filter((error) => /#418|#423|#425|hydrat/i.test(error))).toEqual([]);
  });
}

test('the sign-in keeps what is typed while it is being hydrated', async ({ page }) => {
  const logins: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/owners/login') logins.push(request);
  });
  const release = await holdScripts(page, (path) => path.startsWith('/remotes/auth-app/'));
  await page.goto('/owner/signin', { waitUntil: 'commit' });
  await page.getByLabel('Email').pressSequentially(demoOwner.email);
  // The rest is typed as the page is hydrated: some keys before React handles the field, some
  // after, in whatever order this machine makes of it.
  release();
  await page.getByLabel('Password', { exact: true }).pressSequentially(demoOwner.password);
  await untilHydrated(page);
  await expect(page.getByLabel('Email')).toHaveValue(demoOwner.email);
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue(demoOwner.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/owner');
  expect(logins.map((login) => login.postDataJSON())).toEqual([demoOwner]);
});
