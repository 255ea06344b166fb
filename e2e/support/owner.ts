import { expect, type Page } from '@playwright/test';
import { seriousFindings } from './accessibility';

export interface FreshOwner {
  name: string;
  email: string;
  password: string;
  /** The owner token the registration answered, for calls made through the API. */
  headers: { 'x-access-token': string };
}

let ownersMade = 0;

/** Registers a new owner through the API, so each test starts with an empty portfolio. */
export async function registerOwner(page: Page, name = 'Ada Lovelace'): Promise<FreshOwner> {
  ownersMade += 1;
  const owner = {
    name,
    email: `owner.${Date.now()}.${ownersMade}@example.com`,
    password: 'rent-day-2026',
  };
  const response = await page.request.post('/api/owners/create', { data: owner });
  expect(response.status()).toBe(201);
  const { access_token } = (await response.json()) as { access_token: string };
  return { ...owner, headers: { 'x-access-token': access_token } };
}

export async function signInAs(page: Page, owner: FreshOwner) {
  await page.goto('/owner/signin');
  await page.getByLabel('Email').fill(owner.email);
  await page.getByLabel('Password', { exact: true }).fill(owner.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/owner$/);
}

/** A toast of the product, found by its words. */
export const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]', { hasText: text });

export async function expectNoSeriousViolations(page: Page) {
  // The screen itself is scanned, a passing toast left out rather than waited for (it stays four
  // seconds): the toasts are scanned where they are built (shared-ui's toaster.test.tsx).
  expect(await seriousFindings(page, '[data-sonner-toaster]')).toEqual([]);
}
