// Prints one closing line per test runner and a total, from the JSON reports of jest and Playwright.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './build-state.mjs';

const read = (file) =>
  existsSync(join(ROOT, file)) ? JSON.parse(readFileSync(join(ROOT, file), 'utf8')) : null;

function fromJest(report) {
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests,
  };
}

function fromPlaywright(report) {
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats ?? {};
  return { passed: expected + flaky, failed: unexpected, skipped };
}

const runs = [
  ['unit', read('test-results/jest.json'), fromJest],
  ['browser', read('e2e/playwright-report/results.json'), fromPlaywright],
  ['postgres', read('test-results/jest-postgres.json'), fromJest],
]
  .filter(([, report]) => report)
  .map(([name, report, count]) => [name, count(report)]);

const total = { passed: 0, failed: 0, skipped: 0 };
for (const [name, counts] of runs) {
  console.log(
    `${name}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`,
  );
  for (const key of Object.keys(total)) total[key] += counts[key];
}
console.log(`total: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
