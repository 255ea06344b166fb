import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DataFolderInUseError } from './db/data-folder-lock';

async function start() {
  const config = loadConfig();
  const building = buildApp(config);
  let stopping = false;

  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    // A signal during start-up closes the server as soon as it is built.
    const app = await building.catch(() => null);
    if (!app) return;
    app.log.info({ signal }, 'closing');
    try {
      await app.close();
    } catch (error) {
      app.log.error({ err: error }, 'the server did not close cleanly');
      process.exitCode = 1;
    }
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);

  const app = await building;
  if (!stopping) await app.listen({ host: config.host, port: config.port });
}

start().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataFolderInUseError) {
    console.error(`Cannot start: ${error.message}`);
  } else {
    console.error('Cannot start:', error);
  }
  process.exit(1);
});
