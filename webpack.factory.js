// The one webpack + module federation setup that every front-end app (host and remotes) is built from.
const fs = require('node:fs');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CopyWebpackPlugin = require('copy-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

const ROOT = __dirname;

/** Where each app's dev server listens; the shell is the page developers open. */
const DEV_PORTS = { shell: 3000, auth_app: 3002, owner_portal: 3003, tenant_portal: 3004 };
const DEV_API_PORT = Number(process.env.API_PORT ?? 3001);

/** Loaded once for the whole page, whichever app asks first. */
const SINGLETONS = [
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  'react-redux',
  '@reduxjs/toolkit',
  'styled-components',
  'sonner',
  'shared-ui',
  'shared-api',
];
/** Deep imports that must resolve to the same singleton as their package. */
const SINGLETON_SUBPATHS = {
  'react/jsx-runtime': 'react',
  'react/jsx-dev-runtime': 'react',
  'react-dom/client': 'react-dom',
};

function installedVersion(name) {
  const manifest = path.join(ROOT, 'node_modules', name, 'package.json');
  return JSON.parse(fs.readFileSync(manifest, 'utf8')).version;
}

function sharedSingletons(appPackage) {
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
  return {
    ...Object.fromEntries(SINGLETONS.map((pkg) => [pkg, entry(pkg)])),
    ...Object.fromEntries(
      Object.entries(SINGLETON_SUBPATHS).map(([sub, pkg]) => [sub, entry(pkg)]),
    ),
  };
}

/**
 * @param {object} options
 * @param {string} options.dir           the app's folder (its __dirname)
 * @param {string} options.name          federation name (a JS identifier)
 * @param {Record<string,string>} [options.exposes]   remotes only
 * @param {string[]} [options.runtimePlugins]         host only
 * @param {(devServer: any) => void} [options.devMiddleware] extra dev-server routes
 */
function createConfig({ dir, name, exposes, runtimePlugins = [], devMiddleware }) {
  const appPackage = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const publicDir = path.join(dir, 'public');

  return (_env, argv) => {
    const production = argv.mode === 'production';
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      entry: './src/index.ts',
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        publicPath: 'auto',
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js'] },
      module: {
        rules: [
          {
            test: /\.[jt]sx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'babel-loader',
              options: { rootMode: 'upward', envName: argv.mode, cacheDirectory: true },
            },
          },
          { test: /\.(svg|png|webp)$/, type: 'asset' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          remotes: {},
          shared: sharedSingletons(appPackage),
          runtimePlugins,
          manifest: true,
          dts: false,
        }),
        new HtmlWebpackPlugin({
          template: path.join(ROOT, 'index.html'),
          title: 'Homestead',
          chunks: ['main'],
          // Pages live at deep paths (/owner/signin): the entry script is always at the site root.
          publicPath: '/',
        }),
        ...(fs.existsSync(publicDir)
          ? [new CopyWebpackPlugin({ patterns: [{ from: publicDir }] })]
          : []),
      ],
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
  };
}

module.exports = { createConfig, DEV_PORTS, SINGLETONS };
