const { createConfig, DEV_PORTS } = require('../webpack.factory');

/** In development each remote runs on its own dev server. */
const devRemotes = {
  auth_app: `http://localhost:${DEV_PORTS.auth_app}/mf-manifest.json`,
  owner_portal: `http://localhost:${DEV_PORTS.owner_portal}/mf-manifest.json`,
  tenant_portal: `http://localhost:${DEV_PORTS.tenant_portal}/mf-manifest.json`,
};

module.exports = createConfig({
  dir: __dirname,
  name: 'shell',
  runtimePlugins: [require.resolve('./src/remotes/report-remote-failures.ts')],
  devMiddleware: (devServer) => {
    devServer.app.get('/remotes.json', (_req, res) => res.json(devRemotes));
  },
});
