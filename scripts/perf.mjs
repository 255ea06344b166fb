// `npm run perf`: each screen of the built product in Chromium on Lighthouse's mobile profile
// (150 ms round trip, 1.6 Mbps down, 750 kbps up, 4x CPU slowdown, 412 px wide), cold and then on a
// repeat visit: JavaScript bytes on the wire, requests, largest contentful paint, layout shift and
// the time until the screen's main content is usable. A measurement, not a test: it prints figures.
import { chromium } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { ROOT, unbuiltPackages } from './build-state.mjs';
import { startProduct } from '../e2e/support/product.mjs';
import {
  SCREENS,
  chromiumOptions,
  demoIds,
  signedInState,
  waitUntilUsable,
} from '../e2e/support/screens.mjs';

const PROFILE = {
  latency: 150,
  downloadThroughput: (1638.4 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
  cpuSlowdown: 4,
  viewport: { width: 412, height: 823 },
};
const BUDGET = { lcpColdMs: 2500, lcpWarmMs: 1000, cls: 0.05 };

/** Collected in the page from its first script on: largest contentful paint and layout shift. */
function observeVitals() {
  globalThis.__vitals = { lcp: 0, cls: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) globalThis.__vitals.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (!entry.hadRecentInput) globalThis.__vitals.cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
}

async function visit(page, cdp, url) {
  const requests = new Map();
  const onSent = ({ requestId, type }) => requests.set(requestId, { type, bytes: 0 });
  const onFinished = ({ requestId, encodedDataLength }) => {
    const request = requests.get(requestId);
    if (request) request.bytes = encodedDataLength;
  };
  const onCached = ({ requestId }) => requests.delete(requestId);
  cdp.on('Network.requestWillBeSent', onSent);
  cdp.on('Network.loadingFinished', onFinished);
  cdp.on('Network.requestServedFromCache', onCached);
  try {
    await page.goto(url, { waitUntil: 'commit' });
    const usableMs = await waitUntilUsable(page, 60_000);
    await page.waitForLoadState('networkidle');
    // Let the last paint settle before reading it.
    await page.waitForTimeout(500);
    const vitals = await page.evaluate(() => globalThis.__vitals);
    const sent = [...requests.values()];
    return {
      jsBytes: sent.filter((r) => r.type === 'Script').reduce((sum, r) => sum + r.bytes, 0),
      requests: sent.length,
      lcpMs: vitals.lcp,
      cls: vitals.cls,
      usableMs,
    };
  } finally {
    cdp.off('Network.requestWillBeSent', onSent);
    cdp.off('Network.loadingFinished', onFinished);
    cdp.off('Network.requestServedFromCache', onCached);
  }
}

async function measure(browser, url, storageState) {
  const context = await browser.newContext({
    storageState,
    viewport: PROFILE.viewport,
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    await context.addInitScript(observeVitals);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: PROFILE.latency,
      downloadThroughput: PROFILE.downloadThroughput,
      uploadThroughput: PROFILE.uploadThroughput,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PROFILE.cpuSlowdown });
    const cold = await visit(page, cdp, url);
    const warm = await visit(page, cdp, url);
    return { cold, warm };
  } finally {
    await context.close();
  }
}

const missing = unbuiltPackages();
if (missing.length > 0) {
  const scopes = missing.flatMap((name) => ['--scope', name]);
  const build = spawnSync('npx', ['lerna', 'run', 'build', ...scopes], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const s = (ms) => `${(ms / 1000).toFixed(2)} s`;

const product = await startProduct();
const browser = await chromium.launch(chromiumOptions);
const rows = [];
let missed = 0;
try {
  const ids = await demoIds(product.url);
  const sessions = {};
  for (const screen of SCREENS) {
    if (screen.role)
      sessions[screen.role] ??= await signedInState(browser, product.url, screen.role);
    const { cold, warm } = await measure(
      browser,
      `${product.url}${screen.path(ids)}`,
      sessions[screen.role],
    );
    const within =
      cold.lcpMs <= BUDGET.lcpColdMs &&
      warm.lcpMs <= BUDGET.lcpWarmMs &&
      cold.cls <= BUDGET.cls &&
      warm.cls <= BUDGET.cls;
    if (!within) missed += 1;
    for (const [visitName, figures] of [
      ['cold', cold],
      ['warm', warm],
    ])
      rows.push({
        screen: screen.name,
        visit: visitName,
        'JS on the wire': kb(figures.jsBytes),
        requests: figures.requests,
        LCP: s(figures.lcpMs),
        CLS: figures.cls.toFixed(3),
        usable: figures.usableMs === null ? 'not within 60 s' : s(figures.usableMs),
        budget: visitName === 'cold' ? (within ? 'within' : 'MISSED') : '',
      });
  }
} finally {
  await browser.close();
  await product.stop();
}
console.log(
  `Chromium, ${PROFILE.latency} ms RTT, 1.6 Mbps down, ${PROFILE.cpuSlowdown}x CPU slowdown, ` +
    `${PROFILE.viewport.width} px wide. Budgets: LCP <= ${s(BUDGET.lcpColdMs)} cold and ` +
    `<= ${s(BUDGET.lcpWarmMs)} warm, CLS <= ${BUDGET.cls}.`,
);
console.table(rows);
console.log(missed === 0 ? 'Every screen within budget.' : `${missed} screen(s) over budget.`);
