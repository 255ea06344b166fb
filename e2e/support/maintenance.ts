import { type Browser, expect, type Page } from '@playwright/test';
import { demoOwner, demoTenant } from './demo';
import { waitingForTheApp } from './test';

/** A real 1×1 PNG, so the browser can draw the thumbnail and the photo. */
export const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

export const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]', { hasText: text });

/** A browser window of its own, signed in as the demo owner or the demo tenant. */
export async function signedInPage(browser: Browser, role: 'owner' | 'tenant') {
  const context = await browser.newContext();
  const page = waitingForTheApp(await context.newPage());
  const account = role === 'owner' ? demoOwner : demoTenant;
  await page.goto(`/${role}/signin`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(role === 'owner' ? /\/owner$/ : /\/tenant$/);
  return page;
}
