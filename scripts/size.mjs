// `npm run size`: what the browser downloads to show /owner/signin from a production build,
// gzipped and split by the app serving it, and how many copies of react-dom it loaded.
// A report, not a test.
import { chromium } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { startProduct } from '../e2e/support/product.mjs';
import { ROOT, unbuiltPackages } from './build-state.mjs';

const BUDGET_KB = 200;
const PAGE = '/owner/signin';
const REMOTE_PATHS = {
  '/remotes/auth-app/': 'auth-app',
  '/remotes/owner-portal/': 'owner-portal',
  '/remotes/tenant-portal/': 'tenant-portal',
};

const kb = (bytes) => `${(bytes / 1024).toFixed(1).padStart(7)} KB`;

const missing = unbuiltPackages();
if (missing.length > 0) {
  const scopes = missing.flatMap((name) => ['--scope', name]);
  const build = spawnSync('npx', ['lerna', 'run', 'build', ...scopes], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

function servedBy(pathname) {
  const prefix = Object.keys(REMOTE_PATHS).find((candidate) => pathname.startsWith(candidate));
  return prefix
    ? { app: REMOTE_PATHS[prefix], file: pathname.slice(prefix.length) }
    : { app: 'shell', file: pathname.slice(1) };
}

/** The packages (or the app's own folders) a built file is made of, most modules first. */
function contentsOf(app, file) {
  const mapFile = join(ROOT, app, 'dist', `${file}.map`);
  if (!existsSync(mapFile)) return '';
  const counts = new Map();
  for (const source of JSON.parse(readFileSync(mapFile, 'utf8')).sources) {
    const name =
      source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1] ??
      source
        .replace(/^webpack:\/\/[^/]*\//, '')
        .replace(/^(\.\.\/)+|^\.\//, '')
        .split('/')
        .slice(0, 2)
        .join('/');
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([name]) => name)
    .join(', ');
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
    const loaded = new Set();
    for (const scope of Object.values(globalThis.__FEDERATION__?.__SHARE__ ?? {})) {
      for (const [version, share] of Object.entries(scope.default?.['react-dom'] ?? {})) {
        if (share.loaded || share.lib) loaded.add(`${version} from ${share.from}`);
      }
    }
    return [...loaded];
  });

  const byApp = new Map();
  const rows = [];
  for (const { url, body } of scripts) {
    const { app, file } = servedBy(url);
    const gzipped = gzipSync(body).length;
    byApp.set(app, (byApp.get(app) ?? 0) + gzipped);
    rows.push({
      gzipped,
      line: `${kb(gzipped)}  ${app.padEnd(9)} ${file.padEnd(38)} ${contentsOf(app, file)}`,
    });
  }
  const total = rows.reduce((sum, row) => sum + row.gzipped, 0);

  console.log(
    `\nJavaScript downloaded to show ${PAGE} (gzipped, ${scripts.length} files), by the app serving it:`,
  );
  for (const [app, size] of [...byApp].sort((a, b) => b[1] - a[1]))
    console.log(`  ${app.padEnd(9)} ${kb(size)}`);
  const verdict = total / 1024 <= BUDGET_KB ? 'within' : 'OVER';
  console.log(`  ${'total'.padEnd(9)} ${kb(total)}  (budget ${BUDGET_KB} KB: ${verdict})`);
  console.log('\nFiles, largest first (size, app, file, what it is made of):');
  for (const { line } of rows.sort((a, b) => b.gzipped - a.gzipped)) console.log(`  ${line}`);
  console.log(`\nreact-dom copies loaded: ${reactDomCopies.length} (${reactDomCopies.join('; ')})`);
} finally {
  await browser.close();
  await product.stop();
}
