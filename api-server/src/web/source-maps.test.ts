import path from 'node:path';

const repositoryRoot = path.resolve(__dirname, '..', '..', '..');
const frontEnds = ['shell', 'auth-app', 'owner-portal', 'tenant-portal'];

interface BuildConfig {
  name?: string;
  devtool?: string | false;
}

/** Every webpack build the front end's config makes in the given mode. */
function buildsOf(frontEnd: string, mode: 'production' | 'development'): BuildConfig[] {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the webpack configs are CommonJS
  const config = require(path.join(repositoryRoot, frontEnd, 'webpack.config.js')) as
    ((env: object, argv: { mode: string }) => BuildConfig | BuildConfig[]) | BuildConfig[];
  const builds = typeof config === 'function' ? config({}, { mode }) : config;
  return Array.isArray(builds) ? builds : [builds];
}

describe('source maps', () => {
  test.each(frontEnds)(
    'are not written by a production build of %s, so the server has none to serve',
    (frontEnd) => {
      for (const build of buildsOf(frontEnd, 'production')) {
        expect({ build: build.name, devtool: build.devtool }).toEqual({
          build: build.name,
          devtool: false,
        });
      }
    },
  );

  test("are still made, inline, for the app's development build", () => {
    const app = buildsOf('shell', 'development').find((build) => build.name === 'shell');
    expect(app?.devtool).toBe('eval-cheap-module-source-map');
  });
});
