// The screens the size report and the browser measurement load, and how to reach each one on the
// demo data: signed in as its role, with the demo property and tenant for the pages that need an id.
const demo = {
  owner: { email: 'owner@demo.homestead.local', password: 'DemoOwner#2026' },
  tenant: { email: 'tenant@demo.homestead.local', password: 'DemoTenant#2026' },
};

/**
 * Add a screen here to have it measured; `role` signs in first, `path` may need the demo ids.
 * `ceilingKb`: what the screen's JavaScript weighs today plus about 5%; the size report fails above
 * it, so a regression does not land. Lower it as the screen comes down towards its budget, and
 * never above the budget once the screen is within it.
 */
export const SCREENS = [
  { name: 'owner sign-in', ceilingKb: 160, path: () => '/owner/signin', firstScreen: true },
  { name: 'tenant sign-in', ceilingKb: 160, path: () => '/tenant/signin', firstScreen: true },
  { name: 'owner dashboard', ceilingKb: 195, role: 'owner', path: () => '/owner' },
  { name: 'properties list', ceilingKb: 196, role: 'owner', path: () => '/properties' },
  {
    name: 'manage property',
    ceilingKb: 207,
    role: 'owner',
    path: (ids) => `/properties/manage-property/${ids.propertyId}`,
  },
  {
    name: 'manage tenant',
    ceilingKb: 207,
    role: 'owner',
    path: (ids) => `/properties/manage-tenant/${ids.tenantId}`,
  },
  { name: 'tenants page', ceilingKb: 196, role: 'owner', path: () => '/tenants' },
  { name: 'maintenance', ceilingKb: 195, role: 'owner', path: () => '/maintenance' },
  { name: 'payment page', ceilingKb: 220, role: 'owner', path: () => '/payment' },
  { name: 'books', ceilingKb: 219, role: 'owner', path: () => '/books' },
  { name: 'tenant dashboard', ceilingKb: 195, role: 'tenant', path: () => '/tenant' },
];

async function post(origin, url, body) {
  const answer = await fetch(`${origin}/api/${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!answer.ok) throw new Error(`${url} answered ${answer.status}`);
  return answer.json();
}

/** The demo owner's first property and tenant, for the pages addressed by id. */
export async function demoIds(origin) {
  const { access_token: token } = await post(origin, 'owners/login', demo.owner);
  const get = async (url) => {
    const answer = await fetch(`${origin}/api/${url}`, { headers: { 'x-access-token': token } });
    if (!answer.ok) throw new Error(`${url} answered ${answer.status}`);
    return answer.json();
  };
  const properties = await get('properties');
  const { tenants } = await get('tenants/all');
  return { propertyId: properties.data[0]?._id, tenantId: tenants[0]?.tenantId };
}

/** Signs the role's demo account in through its sign-in screen; returns the browser state to reuse. */
export async function signedInState(browser, origin, role) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/${role}/signin`);
    await page.getByLabel('Email').fill(demo[role].email);
    await page.getByLabel('Password', { exact: true }).fill(demo[role].password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${origin}/${role}`);
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/**
 * Waits until the screen's main content is usable: its heading shown, nothing still marked busy
 * (loading placeholders, pending tables) and, for a page the server rendered (SSR), hydrated
 * (`data-app-ready`), so that React handles what is pressed. Answers the page's clock at that
 * moment, in ms, or null when that did not happen within `timeout`.
 */
export async function waitUntilUsable(page, timeout = 60_000) {
  const ready = await page
    .waitForFunction(
      () => {
        const heading = globalThis.document.querySelector('h1');
        const { document } = globalThis;
        const busy =
          document.querySelector('[aria-busy="true"]') ||
          (document.getElementById('ssr-state') &&
            !document.documentElement.hasAttribute('data-app-ready'));
        return heading && heading.getBoundingClientRect().height > 0 && !busy
          ? performance.now()
          : null;
      },
      undefined,
      { polling: 50, timeout },
    )
    .catch((error) => {
      if (error.name === 'TimeoutError') return null;
      throw error;
    });
  return ready ? ready.jsonValue() : null;
}

/**
 * Until no request of `inFlight` (the caller's set of requests sent and not yet answered) has been
 * in flight for half a second. Playwright's own 'networkidle' was seen never to come on a page
 * whose every request had been answered.
 */
export async function untilQuiet(inFlight, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  let quietSince = null;
  while (Date.now() < deadline) {
    if (inFlight.size > 0) quietSince = null;
    else quietSince ??= Date.now();
    if (quietSince !== null && Date.now() - quietSince >= 500) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`still loading after ${timeoutMs / 1000} s`);
}

/** How the size report and the measurement start Chromium; each names its build of it (`BROWSERS`). */
export const chromiumArgs = {
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
  ],
};
