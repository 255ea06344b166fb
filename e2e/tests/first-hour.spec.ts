import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { signInAsDemoOwner, signInAsDemoTenant } from '../support/demo';

const phone = { width: 390, height: 844 };

/** Every failed answer and every console error from now on. */
function recordFailures(page: Page) {
  const failures: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') failures.push(message.text());
  });
  return failures;
}

test('an owner opening a tenant page lands on the dashboard without a refused request', async ({
  page,
}) => {
  await signInAsDemoOwner(page);
  for (const path of ['/tenant', '/lease', '/rent']) {
    const failures = recordFailures(page);
    await page.goto(path);
    await expect(page).toHaveURL('/owner');
    await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(failures, path).toEqual([]);
  }
});

test('a tenant opening an owner page lands on the dashboard without a refused request', async ({
  page,
}) => {
  await signInAsDemoTenant(page);
  for (const path of ['/properties', '/tenants', '/payment']) {
    const failures = recordFailures(page);
    await page.goto(path);
    await expect(page).toHaveURL('/tenant');
    await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(failures, path).toEqual([]);
  }
});

test('a full load finds the favicon', async ({ page }) => {
  const failures = recordFailures(page);
  await page.goto('/owner/signin');
  await page.waitForLoadState('networkidle');
  const favicon = await page.request.get('/favicon.ico');
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()['content-type']).toMatch(/icon/);
  expect(failures).toEqual([]);
});

test('on a phone the sign-in screens show the logo and the headline', async ({ page }) => {
  await page.setViewportSize(phone);
  for (const path of ['/owner/signin', '/tenant/signin']) {
    await page.goto(path);
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Homestead home' })).toBeVisible();
    await expect(
      main.getByText('Manage properties, collect payments with ease and confidence'),
    ).toBeVisible();
  }
});

test("on a phone the owner dashboard's figures sit two per row", async ({ page }) => {
  await page.setViewportSize(phone);
  await signInAsDemoOwner(page);
  const figures = page.getByLabel('Property metrics').locator(':scope > div');
  await expect(figures).toHaveCount(6);
  await expect(page.getByLabel('Property metrics')).not.toHaveAttribute('aria-busy', 'true');
  const tops = await figures.evaluateAll((cards) =>
    cards.map((card) => Math.round(card.getBoundingClientRect().top)),
  );
  expect(new Set(tops).size).toBe(3);
});

test("on a phone manage tenant's tabs are all in view", async ({ page }) => {
  await page.setViewportSize(phone);
  await signInAsDemoOwner(page);
  await page.goto('/tenants');
  await page
    .getByRole('link', { name: /^Manage / })
    .first()
    .click();
  const tabs = page.getByRole('tablist');
  await expect(tabs.getByRole('tab', { name: 'Communication' })).toBeVisible();
  // Nothing of the strip is scrolled out of sight sideways: every tab lies within the screen.
  expect(await tabs.evaluate((strip) => strip.scrollWidth <= strip.clientWidth)).toBe(true);
  for (const tab of await tabs.getByRole('tab').all()) {
    const box = await tab.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(phone.width);
  }
});

test("on long pages the sidebar's background reaches the bottom of the page", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await signInAsDemoOwner(page);
  await page.goto('/payment');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForLoadState('networkidle');
  // However much the page holds today, it runs to three screens.
  await page.getByRole('main').evaluate((main) => {
    (main as HTMLElement).style.minHeight = '1800px';
  });
  const [pageHeight, paintedHeight] = await page
    .getByRole('navigation', { name: 'Main' })
    .evaluate((sidebar) => {
      // The sidebar or the nearest element around it that paints its background.
      let painted: Element | null = sidebar;
      while (painted && getComputedStyle(painted).backgroundColor === 'rgba(0, 0, 0, 0)') {
        painted = painted.parentElement;
      }
      return [document.documentElement.scrollHeight, painted?.getBoundingClientRect().height ?? 0];
    });
  expect(pageHeight).toBeGreaterThan(600);
  expect(paintedHeight).toBeGreaterThanOrEqual(pageHeight - 1);
});
