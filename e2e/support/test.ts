import { expect, test as base, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startProduct } from './product.mjs';

/**
 * This worker's data folder. Each Playwright worker runs its own product (server and embedded
 * database, demo data included) on it, so workers never see each other's accounts or mail.
 * A worker process replaced after a failure gets a new folder and a new server. Made when the
 * worker's product starts and removed when it stops: the runner's own process, which only reads
 * the tests, leaves none behind.
 */
export const dataDir = join(tmpdir(), `e2e-data-${randomUUID()}`);

/**
 * Whether React handles the page: a page the server rendered (SSR) once it is hydrated
 * (`data-app-ready`, set by the shell's first effect), any other page at once. Run in the page.
 */
export const handledByReact = () =>
  document.getElementById('ssr-state') === null ||
  document.documentElement.hasAttribute('data-app-ready');

/** Waits until React handles the page (`handledByReact`). */
export async function untilHydrated(page: Page) {
  await page.waitForFunction(handledByReact, undefined, { timeout: 30_000, polling: 50 });
}

/**
 * `page` made to wait, after `goto` and `reload`, for React to handle the page: a page the server
 * rendered (SSR) shows before its scripts run, and until it is hydrated a click on it is held and
 * only the last one is done once it is. A `goto` that waits only for the answer (`waitUntil:
 * 'commit'`, a test of the page before hydration itself) returns at once.
 */
export function waitingForTheApp(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const answer = await goto(url, options);
    if (options?.waitUntil !== 'commit') await untilHydrated(page);
    return answer;
  };
  page.reload = async (options) => {
    const answer = await reload(options);
    if (options?.waitUntil !== 'commit') await untilHydrated(page);
    return answer;
  };
  return page;
}

/**
 * Every refusal by the Content-Security-Policy on any document the page opens: the browser's own
 * console report of it, and the `securitypolicyviolation` event, from before the first script.
 */
export async function recordPolicyRefusals(page: Page) {
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refusals.push(message.text());
  });
  await page.exposeFunction('reportPolicyRefusal', (refusal: string) => refusals.push(refusal));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportPolicyRefusal(refusal: string): void })
        .reportPolicyRefusal;
      report(`${event.violatedDirective}: ${event.blockedURI}`);
    });
  });
  return refusals;
}

/**
 * Playwright's `test` against this worker's own product, its `page` waiting for React to handle
 * the page (`waitingForTheApp`). No journey may meet a refusal by the Content-Security-Policy.
 */
export const test = base.extend<{ page: Page }, { product: { url: string } }>({
  product: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      // The journeys test what a rendered page does, not the render's budget (front-ends.test.ts
      // does): on a busy machine a render often outlasts the 1 s a visitor is kept waiting for it.
      mkdirSync(dataDir);
      const product = await startProduct({ dataDir, env: { SSR_BUDGET_MS: '15000' } });
      await provide(product);
      await product.stop();
    },
    { scope: 'worker', timeout: 300_000 },
  ],
  baseURL: async ({ product }, provide) => {
    await provide(product.url);
  },
  page: async ({ page }, provide) => {
    const refusals = await recordPolicyRefusals(page);
    await provide(waitingForTheApp(page));
    expect(refusals, 'refused by the Content-Security-Policy').toEqual([]);
  },
});

export { expect };
