import { expect, test } from '../support/test';
import { readFileSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { copyWebRoot, startProduct } from '../support/product.mjs';
import { buildChangedRemote } from '../support/rebuild-remote.mjs';
import { serveFolder } from '../support/static-server.mjs';
import { ROOT } from '../support/product.mjs';
import { signInAsDemoOwner } from '../support/demo';

const HEADLINE = 'Manage properties, collect payments with ease and confidence';

test('the owner sign-in screen arrives through the federated auth remote', async ({ page }) => {
  const remoteFiles: string[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/remotes/auth-app/'))
      remoteFiles.push(response.url());
  });

  await page.goto('/owner/signin');

  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  await expect(page.getByRole('heading', { name: HEADLINE })).toBeVisible();
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

test('the brand panel takes about 2/7 of a wide screen and hides on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto('/tenant/signin');
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
    // A production build of the remote runs inside the test: 8 s alone, far more on busy cores.
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
    // The page the server renders (SSR) is the new one's too.
    const answer = await fetch(`${product.url}/owner/signin`, { headers: { accept: 'text/html' } });
    expect(await answer.text()).toContain('Sign in to your Homestead account');
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
    await expect(page.getByRole('heading', { name: HEADLINE })).toBeVisible();
    expect(shellRequests).toEqual([]);
  } finally {
    await standalone.stop();
  }
});
