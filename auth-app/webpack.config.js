const { createConfig } = require('../tooling/webpack.factory');

module.exports = createConfig({
  dir: __dirname,
  name: 'auth_app',
  exposes: { './routes': './src/routes.tsx' },
  // The same routes built for Node: the server renders them (SSR) in the shell's page.
  ssr: './src/routes.tsx',
});
