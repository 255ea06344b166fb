import { expect, test as base, type Page } from '@playwright/test';

/**
 * `page` made to wait, after `goto` and `reload`, for the app's own page. A signed-in page comes
 * drawn by the server first (`#first-paint`), its buttons held, and until the app takes over its
 * hidden copy of the page sits beside the drawing, where a locator would find the same element
 * twice. A `goto` that waits only for the answer (`waitUntil: 'commit'`, a test of the drawing
 * itself) returns at once.
 */
export function waitingForTheApp(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const appDrawn = async (waitUntil: string | undefined) => {
    if (waitUntil !== 'commit') {
      await expect(page.locator('#first-paint')).toHaveCount(0, { timeout: 30_000 });
    }
  };
  page.goto = async (url, options) => {
    const answer = await goto(url, options);
    await appDrawn(options?.waitUntil);
    return answer;
  };
  page.reload = async (options) => {
    const answer = await reload(options);
    await appDrawn(options?.waitUntil);
    return answer;
  };
  return page;
}

/** Playwright's `test`, its `page` waiting for the app's own page (`waitingForTheApp`). */
export const test = base.extend({
  page: async ({ page }, provide) => {
    await provide(waitingForTheApp(page));
  },
});

export { expect };
