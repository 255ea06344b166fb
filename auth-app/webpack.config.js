const { createConfig } = require('../webpack.factory');

module.exports = createConfig({
  dir: __dirname,
  name: 'auth_app',
  exposes: { './routes': './src/routes.tsx' },
  prerender: './src/prerender.tsx',
});
