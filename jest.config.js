const os = require('node:os');

// One jest run over every package: browser packages on jsdom, the API server on node.
// Babel's root config lives at the top; each project runs from its own folder.
const transform = { '\\.[jt]sx?$': ['babel-jest', { rootMode: 'upward' }] };
const sharedApiContract = {
  '^shared-api/contract$': '<rootDir>/../shared-api/src/contract/index.ts',
  '^shared-api/contract/(.*)$': '<rootDir>/../shared-api/src/contract/$1.ts',
};

const browserProject = (name) => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment: '<rootDir>/../jest.environment-dom.js',
  transform,
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
  setupFilesAfterEnv: ['<rootDir>/../jest.setup-dom.ts'],
  moduleNameMapper: {
    ...sharedApiContract,
    '\\.(svg|png|webp)$': '<rootDir>/../jest.file-stub.js',
  },
});

module.exports = {
  rootDir: __dirname,
  // At least two: jest's default leaves one core to itself, so a 2-core machine ran the suites one
  // at a time, while the API suites mostly wait on their database's thread (6.3 min, and 4.1 with two).
  maxWorkers: Math.max(2, os.availableParallelism() - 1),
  // The longer screen tests type into many fields; a busy 2-core machine needs more than jest's 5 s.
  testTimeout: 30_000,
  projects: [
    ...['shared-ui', 'shared-api', 'shell', 'auth-app', 'owner-portal', 'tenant-portal'].map(
      browserProject,
    ),
    {
      displayName: 'api-server',
      rootDir: '<rootDir>/api-server',
      testEnvironment: 'node',
      transform,
      testMatch: ['<rootDir>/{src,bench}/**/*.test.ts'],
      // The bench runs against the built server (`#server/*` is dist in package.json); tests use its source.
      moduleNameMapper: { ...sharedApiContract, '^#server/(.*)$': '<rootDir>/src/$1' },
    },
  ],
};
