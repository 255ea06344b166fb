import { expect, test as base, type Page } from '@playwright/test';

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

/** Playwright's `test`, its `page` waiting for React to handle the page (`waitingForTheApp`). */
export const test = base.extend({
  page: async ({ page }, provide) => {
    await provide(waitingForTheApp(page));
  },
});

export { expect };
