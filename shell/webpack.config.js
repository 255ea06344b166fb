const fs = require('node:fs');
const path = require('node:path');
const ts = require('typescript');
const { createConfig, DEV_PORTS } = require('../webpack.factory');

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
          const pages = module.exports.routeTable.map(({ path: page, remote }) => ({
            path: page,
            remote,
          }));
          compilation.emitAsset('page-remotes.json', new sources.RawSource(JSON.stringify(pages)));
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
  devMiddleware: (devServer) => {
    devServer.app.get('/remotes.json', (_req, res) => res.json(devRemotes));
  },
});

module.exports = (env, argv) => {
  // The app, then (in production) its build for the server (SSR).
  const [app, ...others] = [shell(env, argv)].flat();
  return [{ ...app, plugins: [...app.plugins, new PageRemotesPlugin()] }, ...others];
};
