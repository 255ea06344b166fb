import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { demoOwner, demoTenant } from '../support/demo';

type Role = 'owner' | 'tenant';

const signInPage = { owner: '/owner/signin', tenant: '/tenant/signin' } as const;
const dashboard = { owner: '/owner', tenant: '/tenant' } as const;
const demo = { owner: demoOwner, tenant: demoTenant } as const;
const name = { owner: 'Dana Demo', tenant: 'Toni Tenant' } as const;

/** Signs in through the role's sign-in page and answers the token the server gave. */
async function signIn(page: Page, role: Role): Promise<string> {
  await page.goto(signInPage[role]);
  await page.getByLabel('Email').fill(demo[role].email);
  await page.getByLabel('Password', { exact: true }).fill(demo[role].password);
  const answered = page.waitForResponse((response) =>
    response.url().endsWith(role === 'owner' ? '/api/owners/login' : '/api/tenants/login'),
  );
  await page.getByRole('button', { name: 'Sign in' }).click();
  const body = await (await answered).json();
  await expect(page).toHaveURL(dashboard[role]);
  return role === 'owner' ? body.access_token : body.data.access_token;
}

/** What the server answers to the old token on the role's own profile read. */
const statusOfToken = (request: APIRequestContext, role: Role, token: string) =>
  request
    .get(role === 'owner' ? '/api/owners' : '/api/tenants', {
      headers: { [role === 'owner' ? 'x-access-token' : 'x-access-tenant-token']: token },
    })
    .then((response) => response.status());

for (const role of ['owner', 'tenant'] as const) {
  test(`the ${role}'s user menu signs out on the server too, back to the ${role} sign-in`, async ({
    page,
    request,
  }) => {
    const token = await signIn(page, role);
    expect(await statusOfToken(request, role, token)).toBe(200);

    await page.getByRole('button', { name: name[role] }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();

    await expect(page).toHaveURL(signInPage[role]);
    await expect.poll(() => statusOfToken(request, role, token)).toBe(401);
  });
}

test("the tenant's settings sign out on the server too, back to the tenant sign-in", async ({
  page,
  request,
}) => {
  const token = await signIn(page, 'tenant');
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Sign out' }).click();

  await expect(page).toHaveURL(signInPage.tenant);
  await expect.poll(() => statusOfToken(request, 'tenant', token)).toBe(401);
});
