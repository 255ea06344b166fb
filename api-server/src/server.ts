import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DataFolderInUseError } from './db/data-folder-lock';
import { writeSnapshot } from './operations/backup';

const closeGraceMs = 5000;

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
    // Requests in flight get a few seconds to finish; connections a browser keeps open after them
    // would otherwise hold the close up until their keep-alive runs out (72 s).
    const cutOff = setTimeout(() => app.server.closeAllConnections(), closeGraceMs);
    try {
      await app.close();
    } catch (error) {
      app.log.error({ err: error }, 'the server did not close cleanly');
      process.exitCode = 1;
    } finally {
      clearTimeout(cutOff);
    }
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  // `npm run backup` asks a running server for a consistent copy of its embedded database.
  process.on('SIGUSR2', () => {
    void building.then(async (app) => {
      try {
        const file = await writeSnapshot(app);
        app.log.info({ file }, file ? 'database snapshot written' : 'no snapshot: not embedded');
      } catch (error) {
        app.log.error({ err: error }, 'the database snapshot failed');
      }
    });
  });

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
