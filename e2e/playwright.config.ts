import { defineConfig } from '@playwright/test';
import { BROWSERS } from '../scripts/ensure-chromium.mjs';

// Each worker starts its own product on a free port and a fresh data folder (support/test.ts).
export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  reporter: [['list'], ['json', { outputFile: 'playwright-report/results.json' }]],
  use: {
    // A failed journey keeps its trace: actions, network, console and the page at each step. Without
    // the screencast, which took a fifth of the suite's time (3.9 min with it, 3.3 without).
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: {
      executablePath: BROWSERS.tests.executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
