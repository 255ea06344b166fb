// The one webpack + module federation setup that every front-end app (host and remotes) is built from.
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CopyWebpackPlugin = require('copy-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { optimize } = require('webpack');
const { reduxToolkitEntry, routerEntry, toastEntry } = require('./shared-entries');

const ROOT = path.join(__dirname, '..');
const BABEL_CONFIG = path.join(__dirname, 'babel.config.js');
const STANDALONE_RUNTIME = 'standalone-federation-runtime';
const EARLY_SCRIPT = 'early-actions';

/**
 * The file each app's early script was last built into (`early-actions.1a2b3c4d.js`), by the app's
 * folder: its build runs before the app's, whose page and lists name it.
 */
const earlyScriptFiles = new Map();

/** The file the early script of the app in `dir` was built into (before the app's own build). */
function earlyScriptFile(dir) {
  return earlyScriptFiles.get(dir) ?? `${EARLY_SCRIPT}.js`;
}

/** Where each app's dev server listens; the shell is the page developers open. */
const DEV_PORTS = { shell: 3000, auth_app: 3002, owner_portal: 3003, tenant_portal: 3004 };
const DEV_API_PORT = Number(process.env.API_PORT ?? 3001);

/** Loaded once for the whole page, whichever app asks first. */
const SINGLETONS = [
  'react',
  'react-dom',
  'react-redux',
  'styled-components',
  'shared-ui',
  'shared-features',
  'shared-api',
];
/** Deep imports that must resolve to the same singleton as their package. */
const SINGLETON_SUBPATHS = {
  'react/jsx-runtime': 'react',
  'react/jsx-dev-runtime': 'react',
  'react-dom/client': 'react-dom',
  // What the first screen draws from the design system and the API package, apart from the rest.
  'shared-ui/first-screen': 'shared-ui',
  'shared-api/session': 'shared-api',
};

const FEDERATION_RUNTIME_MODULES = [
  '@module-federation/runtime-core',
  '@module-federation/runtime-tools/runtime-core',
  '@module-federation/sdk',
];

function esmBuildOf(request) {
  const [scope, name, subpath = 'index'] = request.split('/');
  return path.join(ROOT, 'node_modules', scope, name, 'dist', `${subpath}.js`);
}

function installedVersion(name) {
  const manifest = path.join(ROOT, 'node_modules', name, 'package.json');
  return JSON.parse(fs.readFileSync(manifest, 'utf8')).version;
}

function sharedSingletons(appPackage, production) {
  const declared = { ...appPackage.peerDependencies, ...appPackage.dependencies };
  const entry = (pkg) => {
    const requiredVersion = declared[pkg] ?? `^${installedVersion(pkg)}`;
    return {
      singleton: true,
      requiredVersion,
      version: installedVersion(pkg),
      strictVersion: false,
    };
  };
  // A shared package is provided whole, since the host cannot know what a remote will use: the router
  // and Redux Toolkit are provided as just the names the apps import, from their production builds.
  const router = { ...entry('react-router'), import: routerEntry(ROOT, production) };
  return {
    ...Object.fromEntries(SINGLETONS.map((pkg) => [pkg, entry(pkg)])),
    ...Object.fromEntries(
      Object.entries(SINGLETON_SUBPATHS).map(([sub, pkg]) => [sub, entry(pkg)]),
    ),
    'react-router': router,
    'react-router-dom': router,
    '@reduxjs/toolkit': { ...entry('@reduxjs/toolkit'), import: reduxToolkitEntry(ROOT) },
    // The toasts' library arrives with the first toast, not with the first screen.
    sonner: { ...entry('sonner'), import: toastEntry(ROOT) },
  };
}

/**
 * The libraries every first screen runs, in one file of the host's rather than fifteen: over HTTP/1.1
 * the browser has six connections to the site, and a small file queued behind them waits a round
 * trip. RTK Query and the toasts' library stay apart: they load after the first screen.
 */
const FIRST_SCREEN_LIBRARIES = new Set([
  'react',
  'react-dom',
  'scheduler',
  'styled-components',
  'stylis',
  'react-router',
  'history',
  'immer',
  'reselect',
  'redux',
  'redux-thunk',
  '@reduxjs/toolkit',
  'react-redux',
  'use-sync-external-store',
  '@babel/runtime',
]);

function isFirstScreenLibrary(file) {
  const match = /^.*[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)[\\/](.*)$/.exec(file);
  if (!match) return false;
  const [name, inside] = match.slice(1).map((part) => part.replaceAll('\\', '/'));
  // The router and Redux Toolkit as the apps share them (shared-entries.js).
  if (name === '.cache') return /^homestead\/(react-router\.\w+|redux-toolkit)\.js$/.test(inside);
  if (name === '@reduxjs/toolkit') return !inside.startsWith('dist/query/');
  return FIRST_SCREEN_LIBRARIES.has(name);
}

const firstScreenLibraries = {
  name: 'libraries',
  test: (module) => isFirstScreenLibrary(module.resource ?? ''),
  chunks: 'async',
  enforce: true,
};

/**
 * Writes `page-chunks.json` in a remote's build: for each of its pages' code-split parts named in
 * its routes (`webpackChunkName`), the files it loads, as webpack split them (`files`), and for each
 * shared package it uses, the files of the remote's own copy (`shared`), which the page loads when
 * the host provides none. The server has the browser preload them with a page it rendered (a
 * `Link` header), so that the page's code comes with the libraries rather than a round trip or two
 * after its routes have run. Read from the build, since the names carry content hashes.
 */
class PageChunksPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PageChunksPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PageChunksPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const { chunkGraph } = compilation;
          const filesOf = (group) => [
            ...new Set(
              group.chunks.flatMap((chunk) =>
                [...chunk.files].filter((file) => file.endsWith('.js')),
              ),
            ),
          ];
          const pages = {};
          for (const [name, group] of compilation.namedChunkGroups) {
            if (group.isInitial()) continue;
            const shared = {};
            for (const chunk of group.chunks)
              for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
                // Federation's consume-shared modules: the remote's own copy behind a block.
                if (module.constructor.name !== 'ConsumeSharedModule' || !module.blocks[0])
                  continue;
                const fallback = chunkGraph.getBlockChunkGroup(module.blocks[0]);
                if (fallback) shared[module.options.shareKey] = filesOf(fallback);
              }
            pages[name] = { files: filesOf(group), shared };
          }
          compilation.emitAsset('page-chunks.json', new sources.RawSource(JSON.stringify(pages)));
        },
      );
    });
  }
}

/** The apps' own TypeScript and JSX, through the repository's Babel config (beside this file). */
const typescript = (envName) => ({
  test: /\.[jt]sx?$/,
  exclude: /node_modules/,
  use: {
    loader: 'babel-loader',
    options: { root: ROOT, configFile: BABEL_CONFIG, envName, cacheDirectory: true },
  },
});

/**
 * @param {object} options
 * @param {string} options.dir           the app's folder (its __dirname)
 * @param {string} options.name          federation name (a JS identifier)
 * @param {Record<string,string>} [options.exposes]   remotes only
 * @param {string[]} [options.runtimePlugins]         host only
 * @param {(devServer: any) => void} [options.devMiddleware] extra dev-server routes
 * @param {string} [options.ssr]       the module the server runs to render pages (SSR), built for
 *                                       Node beside the app (production builds): the host's renders
 *                                       the page and provides the shared libraries, a remote's gives
 *                                       its routes
 * @param {string} [options.earlyScript] host only: a small module built apart into
 *                                       `early-actions.[contenthash].js` (no federation runtime), which the page
 *                                       loads `async` ahead of the app's first script
 */
function createConfig({
  dir,
  name,
  exposes,
  runtimePlugins = [],
  devMiddleware,
  ssr,
  earlyScript,
}) {
  const appPackage = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const publicDir = path.join(dir, 'public');
  const isRemote = Boolean(exposes);

  return (_env, argv) => {
    const production = argv.mode === 'production';
    const app = {
      mode: production ? 'production' : 'development',
      context: dir,
      entry: './src/index.ts',
      // No source maps in production: the server would hand the original sources to anyone.
      devtool: production ? false : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        publicPath: 'auto',
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        clean: {
          // The early script is built just before (its name is this build's), the standalone
          // runtime beside.
          keep: (asset) =>
            asset.startsWith(STANDALONE_RUNTIME) ||
            (Boolean(earlyScript) && asset.startsWith(earlyScriptFile(dir))),
        },
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js'],
        // The federation runtime is reached through both `import` and `require`: one copy, not two.
        alias: Object.fromEntries(
          FEDERATION_RUNTIME_MODULES.map((request) => [`${request}$`, esmBuildOf(request)]),
        ),
      },
      module: {
        rules: [typescript(argv.mode), { test: /\.(svg|png|webp)$/, type: 'asset' }],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          remotes: {},
          shared: sharedSingletons(appPackage, production),
          // The copy of a shared package registered first is the one every app uses: a remote
          // loaded early (beside the host's libraries) must not replace the host's copy half-way.
          shareStrategy: 'loaded-first',
          runtimePlugins,
          manifest: true,
          dts: false,
          // One federation runtime per page: the host's, which remotes use instead of their own.
          experiments: {
            ...(isRemote ? { externalRuntime: true } : { provideExternalRuntime: true }),
            optimization: { target: 'web' },
          },
        }),
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'index.html'),
          title: 'Homestead',
          chunks: ['main'],
          // Pages live at deep paths (/owner/signin): the entry script is always at the site root.
          publicPath: '/',
          // A remote opened on its own has no host to lend it the federation runtime.
          standaloneRuntime: isRemote ? `${STANDALONE_RUNTIME}.js` : null,
          // The host asks for the remotes' addresses first thing: the page starts that fetch.
          preloadRemotes: !isRemote,
          earlyScript: null,
          // The early script's name carries its content hash: read once its build has run.
          templateParameters: (compilation, assets, assetTags, options) => ({
            compilation,
            webpackConfig: compilation.options,
            htmlWebpackPlugin: {
              tags: assetTags,
              files: assets,
              options: { ...options, earlyScript: earlyScript ? earlyScriptFile(dir) : null },
            },
          }),
        }),
        ...(fs.existsSync(publicDir)
          ? [new CopyWebpackPlugin({ patterns: [{ from: publicDir }] })]
          : []),
        ...(production ? precompressed() : []),
        ...(isRemote ? [new PageChunksPlugin()] : []),
      ],
      optimization: {
        minimizer: minimizer(),
        splitChunks: {
          cacheGroups: {
            // The first-screen parts of the design system and the API package are shared modules of
            // their own beside the whole packages: what both use is one chunk, not a copy in each
            // (js-cookie is the one library the session part brings).
            sharedPackages: {
              test: /[\\/](shared-ui|shared-features|shared-api)[\\/]src[\\/]|[\\/]node_modules[\\/]js-cookie[\\/]/,
              chunks: 'async',
              minChunks: 2,
              minSize: 0,
              reuseExistingChunk: true,
            },
            ...(isRemote ? {} : { firstScreenLibraries }),
          },
        },
      },
      performance: { hints: false },
      devServer: {
        port: DEV_PORTS[name],
        historyApiFallback: true,
        hot: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/api'], target: `http://localhost:${DEV_API_PORT}` }],
        setupMiddlewares: (middlewares, devServer) => {
          devMiddleware?.(devServer);
          return middlewares;
        },
      },
    };
    const server = ssr && production ? [ssrBuild(dir, name, ssr, isRemote)] : [];
    const early = earlyScript ? [earlyScriptBuild(dir, name, earlyScript, production)] : [];
    if (!isRemote)
      return server.length || early.length
        ? [
            ...early,
            {
              ...app,
              name,
              ...(early.length && { dependencies: early.map((build) => build.name) }),
            },
            ...server,
          ]
        : app;
    return [
      { ...app, name, dependencies: [`${name}-runtime`] },
      standaloneRuntime(dir, name, production),
      ...server,
    ];
  };
}

/**
 * swc's minifier in webpack's own minimizer plugin, with webpack's options (two compress passes).
 * Terser was half of every production build: the owner portal's took 21.5 s with it, 10.5 s
 * unminified and 9.6 s with swc (less to compress after), the four apps' 72 s and 30 s; every
 * screen's JavaScript came out 0.7 to 1.1 KB smaller.
 */
function minimizer() {
  return [
    new MinimizerPlugin({
      minify: MinimizerPlugin.swcMinify,
      minimizerOptions: { compress: { passes: 2 } },
    }),
  ];
}

/** Brotli and gzip copies of every text file, made once at build time and chosen per request. */
function precompressed() {
  const test = /\.(js|json|html|css|svg|txt)$/;
  return [
    new CompressionPlugin({
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
      test,
      threshold: 0,
      minRatio: 1,
    }),
    new CompressionPlugin({
      filename: '[path][base].gz',
      algorithm: 'gzip',
      compressionOptions: { level: 9 },
      test,
      threshold: 0,
      minRatio: 1,
    }),
  ];
}

/**
 * The federation runtime for a remote's own page (its standalone build): a plain script that puts
 * the runtime where the host would, built apart so that the remote's externals do not apply to it.
 */
function standaloneRuntime(dir, name, production) {
  return {
    name: `${name}-runtime`,
    mode: production ? 'production' : 'development',
    context: dir,
    entry: { [STANDALONE_RUNTIME]: require.resolve('./standalone-federation-runtime.js') },
    devtool: false,
    output: { path: path.join(dir, 'dist'), filename: '[name].js', clean: false },
    plugins: production ? precompressed() : [],
    optimization: { minimizer: minimizer() },
    performance: { hints: false },
  };
}

/** Notes the file the early script was built into, for the app's build after it (`earlyScriptFile`). */
class EarlyScriptFilePlugin {
  constructor(dir) {
    this.dir = dir;
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tap('EarlyScriptFilePlugin', (compilation) => {
      const file = compilation.entrypoints
        .get(EARLY_SCRIPT)
        ?.getEntrypointChunk()
        .files.values()
        .next().value;
      if (file) earlyScriptFiles.set(this.dir, file);
    });
  }
}

/**
 * The host's small first script (`earlyScript`), built apart from the app so that it carries no
 * federation runtime and no shared library: a plain script of a few hundred bytes, named by its
 * content hash in production (cached for good, as the app's files). Before the app's build, which
 * names it in its page and keeps it when it empties the output folder.
 */
function earlyScriptBuild(dir, name, entry, production) {
  return {
    name: `${name}-${EARLY_SCRIPT}`,
    mode: production ? 'production' : 'development',
    target: 'web',
    context: dir,
    entry: { [EARLY_SCRIPT]: entry },
    devtool: false,
    output: {
      path: path.join(dir, 'dist'),
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      clean: false,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: { rules: [typescript(production ? 'production' : 'development')] },
    plugins: [new EarlyScriptFilePlugin(dir), ...(production ? precompressed() : [])],
    optimization: { minimizer: minimizer() },
    performance: { hints: false },
  };
}

/**
 * The packages a page shares between the host and the remotes on the server as in the browser: one
 * React, one styled-components, one store and one router for the whole render tree. The host's
 * SSR module exports them (`shared`), and a remote's Node build takes them from it.
 */
const SSR_SHARED = [
  ...SINGLETONS,
  'react/jsx-runtime',
  'shared-ui/first-screen',
  'shared-api/session',
  'react-router',
  'react-router-dom',
  '@reduxjs/toolkit',
  'sonner',
];

/**
 * The app's `ssr` module built for Node, in one file, into `server/ssr.js` in its output folder
 * (wherever `--output-path` puts it), for the server to run per request; the server does not serve
 * that folder. A remote's leaves the shared packages to the host's (`SSR_SHARED`), as federation
 * does in the browser: the server gives them to it as it loads it.
 */
function ssrBuild(dir, name, entry, isRemote) {
  const build = nodeBuild(dir, name, { ssr: entry }, 'server');
  return {
    ...build,
    name: `${name}-ssr`,
    ...(isRemote && {
      externalsType: 'commonjs',
      externals: Object.fromEntries(SSR_SHARED.map((request) => [request, request])),
    }),
    // The pages' code-split parts in the same file: the server loads one file per app.
    plugins: [new optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
  };
}

/** A Node build of one of the app's modules, into `folder` in its output folder, after the app's own. */
function nodeBuild(dir, name, entry, folder) {
  return {
    dependencies: [name],
    mode: 'production',
    target: 'node',
    context: dir,
    entry,
    devtool: false,
    // Into the app's own output folder (wherever `--output-path` puts it), not emptying it.
    output: {
      path: path.join(dir, 'dist'),
      filename: `${folder}/[name].js`,
      chunkFilename: `${folder}/[name].js`,
      library: { type: 'commonjs2' },
      clean: false,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: {
      rules: [typescript('production')],
    },
    // Run by Node on the server: not worth minifying.
    optimization: { minimize: false },
    performance: { hints: false },
  };
}

module.exports = { createConfig, earlyScriptFile, DEV_PORTS, SINGLETONS, SSR_SHARED };
