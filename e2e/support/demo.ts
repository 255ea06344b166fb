import { expect, type Page } from '@playwright/test';

/** The owner every fresh embedded database is seeded with. */
export const demoOwner = { email: 'owner@demo.homestead.local', password: 'DemoOwner#2026' };

export async function signInAsDemoOwner(page: Page, baseUrl = '') {
  await page.goto(`${baseUrl}/owner/signin`);
  await page.getByLabel('Email').fill(demoOwner.email);
  await page.getByLabel('Password', { exact: true }).fill(demoOwner.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`${baseUrl}/owner`);
}

/** The tenant on an active lease of one of the demo owner's properties. */
export const demoTenant = { email: 'tenant@demo.homestead.local', password: 'DemoTenant#2026' };

export async function signInAsDemoTenant(page: Page) {
  await page.goto('/tenant/signin');
  await page.getByLabel('Email').fill(demoTenant.email);
  await page.getByLabel('Password', { exact: true }).fill(demoTenant.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/tenant');
}
