const fs = require('node:fs');
const path = require('node:path');
const ts = require('typescript');
const { createConfig, DEV_PORTS, earlyScriptFile } = require('../tooling/webpack.factory');

/** In development each remote runs on its own dev server. */
const devRemotes = {
  auth_app: `http://localhost:${DEV_PORTS.auth_app}/mf-manifest.json`,
  owner_portal: `http://localhost:${DEV_PORTS.owner_portal}/mf-manifest.json`,
  tenant_portal: `http://localhost:${DEV_PORTS.tenant_portal}/mf-manifest.json`,
};

const routeTableFile = path.join(__dirname, 'src', 'routes', 'route-table.ts');

/**
 * Writes `page-remotes.json`: each page and the remote that draws it (one per role for the pages
 * both roles have), from the route table. The server reads it to have the browser preload that
 * remote's entry with the page (a `Link` header), rather than once the shell's scripts have run.
 * The route table is plain data, so it is run as is.
 */
class PageRemotesPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PageRemotesPlugin', (compilation) => {
      compilation.fileDependencies.add(routeTableFile);
      compilation.hooks.processAssets.tap(
        { name: 'PageRemotesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const { outputText } = ts.transpileModule(fs.readFileSync(routeTableFile, 'utf8'), {
            compilerOptions: { module: ts.ModuleKind.CommonJS },
          });
          const module = { exports: {} };
          new Function('module', 'exports', outputText)(module, module.exports);
          const pages = module.exports.routeTable.map(({ path: page, remote, layout }) => ({
            path: page,
            remote,
            layout,
          }));
          compilation.emitAsset('page-remotes.json', new sources.RawSource(JSON.stringify(pages)));
        },
      );
    });
  }
}

/** The shared packages a first screen runs before it is hydrated, by the layout it is drawn in. */
const firstScreenPackages = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'styled-components',
  'react-redux',
  'react-router-dom',
  '@reduxjs/toolkit',
  'shared-ui/first-screen',
  'shared-api/session',
  // The toasts' stand-in (tooling/shared-entries.js), a few hundred bytes: sonner itself comes with
  // the first toast. Not preloaded, it was asked for once `main` had run, and the sign-in was
  // hydrated a round trip later.
  'sonner',
];
// A signed-in page (`main`) hydrates once the frame and its remote's page have run: those need the
// whole design system and API package as well. Preloaded with the page rather than asked for once
// `main` has run (a round trip and the libraries' download later); `main` stays first.
const firstScreenOf = {
  auth: { packages: firstScreenPackages, groups: ['bootstrap'] },
  main: {
    packages: [...firstScreenPackages, 'shared-ui', 'shared-api'],
    groups: ['bootstrap', 'main-layout'],
  },
};

/**
 * Writes `first-screen.json`: for a page in each layout (`auth`, `main`), the shell's files it
 * loads before it can be hydrated, which the server has the browser preload with the page (a `Link`
 * header) rather than ask for once `main` has run; the small script that holds early clicks and
 * `main` itself first; `api`, the API package's. A shared package's files are its chunk and the
 * chunks that one needs, as federation loads it; a named chunk group's (`bootstrap`, `main-layout`)
 * its chunks'. Read from the build, since the names carry content hashes.
 */
class FirstScreenFilesPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('FirstScreenFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'FirstScreenFilesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const filesOf = (group) =>
            group.chunks.flatMap((chunk) =>
              [...chunk.files].filter((file) => file.endsWith('.js')),
            );
          const shared = new Map();
          for (const module of compilation.modules) {
            // Federation's provide-shared modules: one per shared package, its code behind a block.
            if (module.constructor.name !== 'ProvideSharedModule' || !module.blocks[0]) continue;
            const group = compilation.chunkGraph.getBlockChunkGroup(module.blocks[0]);
            if (group) shared.set(module._name, filesOf(group));
          }
          // The files of each named part loaded on demand (`deferred` parts such as the tabs),
          // which the server preloads with a page it rendered with that part (`parts`).
          const parts = {};
          for (const [partName, group] of compilation.namedChunkGroups)
            if (!group.isInitial()) parts[partName] = [...new Set(filesOf(group))];
          const layouts = Object.fromEntries(
            Object.entries(firstScreenOf).map(([layout, { packages, groups }]) => [
              layout,
              [
                ...new Set([
                  // The small script that holds early clicks first (built apart, before this
                  // build: `earlyScript`, named by its content hash), then the app's first script,
                  // which would otherwise be fetched after these, at a lower priority (`defer`).
                  earlyScriptFile(__dirname),
                  ...filesOf(compilation.entrypoints.get('main')),
                  ...packages.flatMap((name) => shared.get(name) ?? []),
                  ...groups.flatMap((name) => {
                    const group = compilation.namedChunkGroups.get(name);
                    return group ? filesOf(group) : [];
                  }),
                ]),
              ],
            ]),
          );
          // The API package's files (RTK Query and the endpoints), which a sign-in loads once a
          // field is used (`api`): the server has the page preload them then.
          const api = shared.get('shared-api') ?? [];
          compilation.emitAsset(
            'first-screen.json',
            new sources.RawSource(JSON.stringify({ ...layouts, parts, api })),
          );
        },
      );
    });
  }
}

const shell = createConfig({
  dir: __dirname,
  name: 'shell',
  runtimePlugins: [require.resolve('./src/remotes/report-remote-failures.ts')],
  // What the server runs to render a page (SSR), with the libraries the remotes' Node builds share.
  ssr: './src/ssr.tsx',
  // Holds early clicks on a page the server rendered, ahead of the app's first script.
  earlyScript: './src/early-actions-entry.ts',
  devMiddleware: (devServer) => {
    devServer.app.get('/remotes.json', (_req, res) => res.json(devRemotes));
  },
});

module.exports = (env, argv) =>
  // The early script, the app, then (in production) its build for the server (SSR).
  [shell(env, argv)].flat().map((build) =>
    build.name === 'shell'
      ? {
          ...build,
          plugins: [...build.plugins, new PageRemotesPlugin(), new FirstScreenFilesPlugin()],
        }
      : build,
  );
