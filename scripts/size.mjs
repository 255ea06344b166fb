// `npm run size`: the JavaScript the browser downloads to show each screen from a production build
// (gzipped), against its budget (the goal) and its ceiling (today's weight, which must not grow); for
// the first screen, split by app and file, with how many copies of react-dom it loaded. Exits
// non-zero when a screen is above its ceiling or react-dom is loaded more than once.
import { chromium } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { startProduct } from '../e2e/support/product.mjs';
import {
  SCREENS,
  chromiumArgs,
  demoIds,
  signedInState,
  untilQuiet,
  waitUntilUsable,
} from '../e2e/support/screens.mjs';
import { ROOT, unbuiltPackages } from './build-state.mjs';
import { BROWSERS, ensureBrowser } from './ensure-chromium.mjs';

/** The sign-in screens, which most visits start from; every other screen may add this much. */
const FIRST_SCREEN_BUDGET_KB = 160;
const OTHER_SCREEN_EXTRA_KB = 60;
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

/** Loads one screen in a fresh browser context; answers every script it fetched with its body. */
async function scriptsFor(browser, url, storageState) {
  const context = await browser.newContext({ storageState });
  try {
    const page = await context.newPage();
    const scripts = [];
    const inFlight = new Set();
    page.on('request', (request) => inFlight.add(request));
    page.on('requestfinished', (request) => inFlight.delete(request));
    page.on('requestfailed', (request) => inFlight.delete(request));
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.push({ url: new URL(response.url()).pathname, body: await response.body() });
    });
    await page.goto(url);
    const usable = (await waitUntilUsable(page, 30_000)) !== null;
    await page.waitForLoadState('load');
    await untilQuiet(inFlight);
    const reactDomCopies = await page.evaluate(() => {
      const loaded = new Set();
      for (const scope of Object.values(globalThis.__FEDERATION__?.__SHARE__ ?? {})) {
        for (const [version, share] of Object.entries(scope.default?.['react-dom'] ?? {})) {
          if (share.loaded || share.lib) loaded.add(`${version} from ${share.from}`);
        }
      }
      return [...loaded];
    });
    return { scripts, reactDomCopies, usable };
  } finally {
    await context.close();
  }
}

const gzippedTotal = (scripts) =>
  scripts.reduce((sum, { body }) => sum + gzipSync(body, { level: 9 }).length, 0);

/** The largest files a screen loads beyond the first screen's, with what each is made of. */
function largestAdded(scripts, firstScreen, count = 4) {
  return scripts
    .filter(({ url }) => !firstScreen.has(url))
    .map(({ url, body }) => {
      const { app, file } = servedBy(url);
      return { gzipped: gzipSync(body, { level: 9 }).length, app, file };
    })
    .sort((a, b) => b.gzipped - a.gzipped)
    .slice(0, count)
    .map(
      ({ gzipped, app, file }) => `${kb(gzipped).trim()} ${app} ${contentsOf(app, file) || file}`,
    );
}

ensureBrowser(BROWSERS.tests);
const product = await startProduct();
const browser = await chromium.launch({
  ...chromiumArgs,
  executablePath: BROWSERS.tests.executablePath,
});
let over = 0;
try {
  const { scripts, reactDomCopies } = await scriptsFor(browser, `${product.url}${PAGE}`);

  const byApp = new Map();
  const rows = [];
  for (const { url, body } of scripts) {
    const { app, file } = servedBy(url);
    const gzipped = gzipSync(body, { level: 9 }).length;
    byApp.set(app, (byApp.get(app) ?? 0) + gzipped);
    rows.push({
      gzipped,
      line: `${kb(gzipped)}  ${app.padEnd(9)} ${file.padEnd(38)} ${contentsOf(app, file)}`,
    });
  }
  console.log(
    `\nJavaScript downloaded to show ${PAGE} (gzipped, ${scripts.length} files), by the app serving it:`,
  );
  for (const [app, size] of [...byApp].sort((a, b) => b[1] - a[1]))
    console.log(`  ${app.padEnd(9)} ${kb(size)}`);
  console.log('\nFiles, largest first (size, app, file, what it is made of):');
  for (const { line } of rows.sort((a, b) => b.gzipped - a.gzipped)) console.log(`  ${line}`);
  console.log(`\nreact-dom copies loaded: ${reactDomCopies.length} (${reactDomCopies.join('; ')})`);
  if (reactDomCopies.length !== 1) over += 1;

  const firstScreen = new Set(scripts.map(({ url }) => url));
  const ids = await demoIds(product.url);
  const sessions = {};
  console.log('\nJavaScript per screen (gzipped, cold cache), against its budget:');
  for (const screen of SCREENS) {
    if (screen.role)
      sessions[screen.role] ??= await signedInState(browser, product.url, screen.role);
    const budget = screen.firstScreen
      ? FIRST_SCREEN_BUDGET_KB
      : FIRST_SCREEN_BUDGET_KB + OTHER_SCREEN_EXTRA_KB;
    const path = screen.path(ids);
    const loaded = await scriptsFor(browser, `${product.url}${path}`, sessions[screen.role]);
    const total = gzippedTotal(loaded.scripts);
    const within = total / 1024 <= budget;
    const belowCeiling = total / 1024 <= screen.ceilingKb;
    if (!belowCeiling) over += 1;
    console.log(
      `  ${screen.name.padEnd(17)} ${kb(total)}  ${String(loaded.scripts.length).padStart(3)} files` +
        `  budget ${budget} KB ${within ? 'within' : 'OVER  '}` +
        `  ceiling ${screen.ceilingKb} KB ${belowCeiling ? 'below' : 'ABOVE'}   ${path}` +
        (loaded.usable ? '' : '  (still busy or without a heading after 30 s)'),
    );
    if (!screen.firstScreen)
      console.log(
        `      largest beyond the sign-in: ${largestAdded(loaded.scripts, firstScreen).join('; ')}`,
      );
  }
} finally {
  await browser.close();
  await product.stop();
}
if (over > 0) {
  console.log(`\n${over} above the ceiling (a regression), or more than one react-dom.`);
  process.exitCode = 1;
}
