const { createConfig } = require('../webpack.factory');

module.exports = createConfig({
  dir: __dirname,
  name: 'tenant_portal',
  exposes: { './routes': './src/routes.tsx' },
  serverDrawing: './src/server-drawing.tsx',
});
