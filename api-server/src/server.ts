import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DataFolderInUseError } from './db/data-folder-lock';

async function start() {
  const config = loadConfig();
  const app = await buildApp(config);

  let closing = false;
  const close = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'closing');
    try {
      await app.close();
    } catch (error) {
      app.log.error({ err: error }, 'the server did not close cleanly');
      process.exitCode = 1;
    }
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);

  await app.listen({ host: config.host, port: config.port });
}

start().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataFolderInUseError) {
    console.error(`Cannot start: ${error.message}`);
  } else {
    console.error('Cannot start:', error);
  }
  process.exit(1);
});
