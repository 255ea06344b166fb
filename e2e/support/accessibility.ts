import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { untilHydrated } from './test';

/**
 * The serious and critical axe findings on the page as the app draws it, once no call is in
 * flight, each as `rule: element`, once the page is hydrated. The loading overlay fades in over the screen while a
 * call is on its way, and its half-faded mark would be measured as text too faint to read, which
 * no one sees for longer than the fade; a dialog that has just opened rises the same way, so the
 * scan waits for the animations that end to have ended. `exclude` leaves out a part of the page
 * checked elsewhere.
 */
export async function seriousFindings(page: Page, exclude?: string) {
  await untilHydrated(page);
  await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const axe = new AxeBuilder({ page });
  const { violations } = await (exclude ? axe.exclude(exclude) : axe).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
