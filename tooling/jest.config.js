const os = require('node:os');
const path = require('node:path');

// One jest run over every package: browser packages on jsdom, the API server on node.
// Found by jest through package.json's "jest"; the repository is the root, each project runs from its
// own folder, and Babel takes the config beside this file.
const ROOT = path.join(__dirname, '..');
const transform = {
  '\\.[jt]sx?$': [
    'babel-jest',
    { root: ROOT, configFile: path.join(__dirname, 'babel.config.js') },
  ],
};
/**
 * Each test file runs in a `vm` context of its own, where looking up a global is slow
 * (nodejs/node#31658, jestjs/jest#5163): `Object.getPrototypeOf` took 40 times as long as outside
 * it, and Drizzle's `is()`, which walks prototypes to build every query, 10 times. jest hands these
 * to the API server's modules as parameters instead: five of its test files took 16.2 s instead of
 * 18.5 (the screens' tests gained nothing). Never a global that fake timers replace (`Date`, the
 * timers, `performance`), nor one that a module declares for itself (`const { Buffer } =
 * require('buffer')`): its wrapper, with the name as a parameter, would then fail to parse.
 */
const sandboxInjectedGlobals = ['Object', 'Map', 'Math', 'Reflect'];
const sharedApiContract = {
  '^shared-api/contract$': '<rootDir>/../shared-api/src/contract/index.ts',
  '^shared-api/contract/(.*)$': '<rootDir>/../shared-api/src/contract/$1.ts',
};

const browserProject = (name) => ({
  displayName: name,
  rootDir: path.join(ROOT, name),
  testEnvironment: path.join(__dirname, 'jest.environment-dom.js'),
  transform,
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
  setupFilesAfterEnv: [path.join(__dirname, 'jest.setup-dom.ts')],
  moduleNameMapper: {
    ...sharedApiContract,
    '\\.(svg|png|webp)$': path.join(__dirname, 'jest.file-stub.js'),
  },
});

module.exports = {
  rootDir: ROOT,
  // At least two: jest's default leaves one core to itself, so a 2-core machine ran the suites one
  // at a time, while the API suites mostly wait on their database's thread (6.3 min, and 4.1 with two).
  maxWorkers: Math.max(2, os.availableParallelism() - 1),
  // A worker is replaced once its heap passes this after a test file. Each API test file's app
  // leaves two event-loop delay monitors enabled (@fastify/under-pressure does not disable its own on
  // close; prom-client's default metrics have no way to stop theirs, prometheus/client_js#494), and
  // an enabled monitor keeps the file's whole module registry alive: about 45 MB a file, 3.6 GB a
  // worker by the end, whose exit then outlasted jest's 500 ms ("a worker process has failed to
  // exit gracefully"), and whose garbage collection slowed every later file.
  workerIdleMemoryLimit: '800MB',
  // How long a worker may take to end once the run is over. A worker ends when nothing is left on
  // its event loop, and Node then frees its whole memory before the process is gone: measured on a
  // 2-core machine, the API server's two workers had no handle left but the IPC channel and standard
  // output (their 'exit' came 64 and 134 ms after jest asked them to end), and were gone 538 and
  // 628 ms after that, at 0.6 and 1.5 GB resident. jest's 500 ms then reported "a worker process has
  // failed to exit gracefully" in one run of two. A worker kept alive by a leak (a timer, a socket)
  // still outlasts this, and is still reported.
  workerGracefulExitTimeout: 5000,
  // The longer screen tests type into many fields; a busy 2-core machine needs more than jest's 5 s.
  testTimeout: 30_000,
  projects: [
    ...[
      'shared-ui',
      'shared-features',
      'shared-api',
      'shell',
      'auth-app',
      'owner-portal',
      'tenant-portal',
    ].map(browserProject),
    {
      displayName: 'api-server',
      rootDir: path.join(ROOT, 'api-server'),
      testEnvironment: 'node',
      sandboxInjectedGlobals,
      transform,
      testMatch: ['<rootDir>/{src,bench}/**/*.test.ts'],
      // Migrates one database per run; each test file's database starts as a copy of it.
      globalSetup: '<rootDir>/src/test-support/global-setup.ts',
      globalTeardown: '<rootDir>/src/test-support/global-teardown.ts',
      // The bench runs against the built server (`#server/*` is dist in package.json); tests use its source.
      // A module loaded on demand is named as Node finds it once built (`import('./receipt.js')`).
      moduleNameMapper: {
        ...sharedApiContract,
        '^#server/(.*)$': '<rootDir>/src/$1',
        '^(\\.{1,2}/.*)\\.js$': '$1',
      },
    },
  ],
};
