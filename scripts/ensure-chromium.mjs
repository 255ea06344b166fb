// The browsers come from Debian's packages, never a browser download, and are installed when
// missing. Tests and the size report drive Chromium's headless shell, as Playwright does by default
// for headless runs: without the full browser's GPU and compositing processes, the journeys took
// 4.1 min instead of 5.2. `npm run perf` measures the full browser, as a visitor has it.
// `node scripts/ensure-chromium.mjs [tests|perf]` (tests unless named).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export const BROWSERS = {
  tests: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
    debianPackage: 'chromium-headless-shell',
  },
  perf: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    debianPackage: 'chromium',
  },
};

export function ensureBrowser({ executablePath, debianPackage }) {
  if (existsSync(executablePath)) return;
  if (process.getuid?.() !== 0) {
    console.error(
      `Chromium is missing at ${executablePath}. Install it with: sudo apt-get install -y ${debianPackage}`,
    );
    process.exit(1);
  }
  console.log(`Installing ${debianPackage} from Debian packages…`);
  execSync(
    `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${debianPackage}`,
    { stdio: 'inherit' },
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  ensureBrowser(BROWSERS[process.argv[2] ?? 'tests']);
