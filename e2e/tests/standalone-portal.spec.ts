import { expect, test } from '../support/test';
import { join } from 'node:path';
import { demoOwner, demoTenant } from '../support/demo';
import { expectNoSeriousViolations } from '../support/owner';
import { ROOT } from '../support/product.mjs';
import { servePortal } from '../support/standalone-portal.mjs';

test("the owner portal's own build, run alone, signs in and shows the owner's data", async ({
  page,
  baseURL,
}) => {
  const portal = await servePortal(join(ROOT, 'owner-portal/dist'), baseURL!);
  try {
    const shellRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/remotes.json')) shellRequests.push(request.url());
    });
    await page.goto(`${portal.url}/properties`);
    await expect(page).toHaveURL(`${portal.url}/owner/signin`);
    await expect(page.getByRole('heading', { name: 'Sign in to the owner portal' })).toBeVisible();
    // A production build never fills in the demo account.
    await expect(page.getByLabel('Email')).toHaveValue('');
    await expectNoSeriousViolations(page);

    await page.getByLabel('Email').fill(demoOwner.email);
    await page.getByLabel('Password', { exact: true }).fill(demoOwner.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(`${portal.url}/owner`);
    await expect(page.getByRole('heading', { name: 'Welcome, Dana Demo' })).toBeVisible();

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Properties' })
      .click();
    await expect(page.getByRole('article', { name: 'Maple Court Apartments' })).toBeVisible();
    await expectNoSeriousViolations(page);
    expect(shellRequests).toEqual([]);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(`${portal.url}/owner/signin`);
  } finally {
    await portal.stop();
  }
});

test("the tenant portal's own build, run alone, signs a tenant in to the dashboard", async ({
  page,
  baseURL,
}) => {
  const portal = await servePortal(join(ROOT, 'tenant-portal/dist'), baseURL!);
  try {
    await page.goto(`${portal.url}/tenant`);
    await expect(page.getByRole('heading', { name: 'Sign in to the tenant portal' })).toBeVisible();
    await page.getByLabel('Email').fill(demoTenant.email);
    await page.getByLabel('Password', { exact: true }).fill(demoTenant.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(`${portal.url}/tenant`);
    await expect(page.getByRole('heading', { name: 'Welcome, Toni Tenant' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My lease' }),
    ).toBeVisible();
  } finally {
    await portal.stop();
  }
});
