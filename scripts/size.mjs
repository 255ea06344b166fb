// `npm run size`: what the browser downloads to show /owner/signin from a production build,
// gzipped and split by app, and how many copies of react-dom it loaded. A report, not a test.
import { chromium } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { startProduct } from '../e2e/support/product.mjs';
import { ROOT, unbuiltPackages } from './build-state.mjs';

const BUDGET_KB = 200;
const PAGE = '/owner/signin';
const APPS = {
  '/remotes/auth-app/': 'auth-app',
  '/remotes/owner-portal/': 'owner-portal',
  '/remotes/tenant-portal/': 'tenant-portal',
};

const missing = unbuiltPackages();
if (missing.length > 0) {
  const scopes = missing.flatMap((name) => ['--scope', name]);
  const build = spawnSync('npx', ['lerna', 'run', 'build', ...scopes], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** File name → shared package, from every app's federation manifest. */
function sharedChunkOwners() {
  const owners = new Map();
  for (const app of ['shell', 'auth-app', 'owner-portal', 'tenant-portal']) {
    const manifest = JSON.parse(readFileSync(join(ROOT, app, 'dist/mf-manifest.json'), 'utf8'));
    for (const shared of manifest.shared ?? []) {
      for (const file of [...shared.assets.js.sync, ...shared.assets.js.async]) {
        owners.set(`${app}/${file}`, [...(owners.get(`${app}/${file}`) ?? []), shared.name]);
      }
    }
  }
  return owners;
}

function appOf(pathname) {
  const prefix = Object.keys(APPS).find((candidate) => pathname.startsWith(candidate));
  return prefix
    ? { app: APPS[prefix], file: pathname.slice(prefix.length) }
    : { app: 'shell', file: pathname.slice(1) };
}

const product = await startProduct();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
  ],
});
try {
  const page = await browser.newPage();
  const scripts = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push({ url: new URL(response.url()).pathname, body: await response.body() });
  });
  await page.goto(`${product.url}${PAGE}`);
  await page.getByRole('heading', { name: 'Sign in to your account' }).waitFor();
  await page.waitForLoadState('networkidle');

  const reactDomCopies = await page.evaluate(() => {
    const scopes = Object.values(globalThis.__FEDERATION__?.__SHARE__ ?? {});
    const loaded = new Set();
    for (const scope of scopes) {
      for (const [version, share] of Object.entries(scope.default?.['react-dom'] ?? {})) {
        if (share.loaded || share.lib) loaded.add(`${version} from ${share.from}`);
      }
    }
    return [...loaded];
  });
  const devtoolsHookFiles = scripts.filter(({ body }) =>
    body.includes('__REACT_DEVTOOLS_GLOBAL_HOOK__'),
  );

  const owners = sharedChunkOwners();
  const byApp = new Map();
  const sharedRows = [];
  for (const { url, body } of scripts) {
    const { app, file } = appOf(url);
    const gzipped = gzipSync(body).length;
    const packages = owners.get(`${app}/${file}`);
    const bucket = packages ? 'shared packages' : app;
    byApp.set(bucket, (byApp.get(bucket) ?? 0) + gzipped);
    if (packages)
      sharedRows.push(
        `    ${(gzipped / 1024).toFixed(1).padStart(7)} KB  ${packages.join(', ')} (from ${app})`,
      );
  }
  const total = [...byApp.values()].reduce((sum, size) => sum + size, 0);

  console.log(`\nJavaScript downloaded to show ${PAGE} (gzipped, ${scripts.length} files):`);
  for (const [bucket, size] of [...byApp].sort((a, b) => b[1] - a[1])) {
    console.log(`  ${bucket.padEnd(16)} ${(size / 1024).toFixed(1).padStart(7)} KB`);
  }
  console.log(sharedRows.sort().join('\n'));
  console.log(
    `  ${'total'.padEnd(16)} ${(total / 1024).toFixed(1).padStart(7)} KB  (budget ${BUDGET_KB} KB: ${total / 1024 <= BUDGET_KB ? 'within' : 'OVER'})`,
  );
  console.log(
    `react-dom copies loaded: ${reactDomCopies.length} (${reactDomCopies.join('; ')}); files carrying the React DevTools hook: ${devtoolsHookFiles.length}`,
  );
} finally {
  await browser.close();
  await product.stop();
}
