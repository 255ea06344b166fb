// @ts-check
/**
 * The embedded database's thread (embedded-server.ts starts it). PGlite, PostgreSQL compiled to
 * WebAssembly, answers the PostgreSQL protocol on a Unix socket (@electric-sql/pglite-socket), so
 * the server reaches it with the same `pg` driver and Drizzle code as a PostgreSQL server. Its work
 * is synchronous WebAssembly: on the server's own event loop a query of a thousand rows would hold
 * every request for tens of milliseconds. Plain JavaScript, so that it runs the same from the build
 * and from the tests.
 */
const { getHeapStatistics } = require('node:v8');
const { parentPort, workerData } = require('node:worker_threads');
const { PGlite } = require('@electric-sql/pglite');
// Its types are published for ES modules only; its CommonJS build is the same extension.
const { pg_trgm } = require(require.resolve('@electric-sql/pglite/contrib/pg_trgm'));
const { PGLiteSocketServer } = require('@electric-sql/pglite-socket');

if (!parentPort) throw new Error('pglite-worker.js runs as a worker thread');
const port = parentPort;

/** @type {{ directory?: string, socketPath: string, wasmModule: WebAssembly.Module, memoryReportMs: number, loadDataDir?: Uint8Array }} */
const { directory, socketPath, wasmModule, memoryReportMs, loadDataDir } = workerData;

async function start() {
  // Trigram indexes for search (migration 0013): PGlite loads the extension when asked.
  // A new folder may start from a snapshot taken by dumpDataDir.
  const database = await PGlite.create({
    dataDir: directory,
    wasmModule,
    loadDataDir: loadDataDir && new Blob([loadDataDir]),
    extensions: { pg_trgm },
  });
  // The server's pool holds one connection at a time (PGlite has one backend); a connection it
  // drops for an error may still be closing here when the next one opens.
  const server = new PGLiteSocketServer({ db: database, path: socketPath, maxConnections: 4 });
  await server.start();

  const reportMemory = () =>
    port.postMessage({
      memory: {
        heapBytes: getHeapStatistics().total_heap_size,
        webAssemblyBytes:
          /** @type {{ mod?: { HEAPU8?: Uint8Array } }} */ (/** @type {unknown} */ (database)).mod
            ?.HEAPU8?.byteLength ?? 0,
      },
    });
  setInterval(reportMemory, memoryReportMs).unref();

  port.on('message', async (/** @type {{ id: number, kind: 'dump' | 'close' }} */ { id, kind }) => {
    try {
      let result;
      if (kind === 'dump') {
        const dump = await database.runExclusive(() => database.dumpDataDir('gzip'));
        result = new Uint8Array(await dump.arrayBuffer());
      } else if (kind === 'close') {
        await server.stop();
        await database.close();
      }
      port.postMessage({ id, result });
    } catch (error) {
      port.postMessage({ id, error: String(/** @type {Error} */ (error).message ?? error) });
    }
  });
  return reportMemory;
}

start().then(
  (reportMemory) => {
    port.postMessage({ ready: true });
    reportMemory();
  },
  (error) => port.postMessage({ failed: String(error?.message ?? error) }),
);
