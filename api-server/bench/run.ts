/**
 * `npm run bench`: the API at scale, on the embedded database and on PostgreSQL 15.
 *
 * For each database: the built server in a temporary data folder; through the API, an owner signs
 * up and one tenant goes through the whole flow to an active lease and files a maintenance request;
 * the tenant's read routes are measured with that tenant's session. The server is stopped and the
 * owner's portfolio is written straight into the database (seeding.ts) up to the first size, then
 * the server is started again and every read route the screens call is measured (routes.ts): one
 * lone request, then autocannon. The portfolio grows to the next size and the routes are measured
 * again. The report (report.ts) gives req/s, p50, p99 and the share of /api/health per route and
 * size, and the growth from the first size to the last.
 *
 * Environment (all optional):
 *   BENCH_DATABASES    embedded,postgres (default both); postgres needs BENCH_DATABASE_URL or
 *                      TEST_DATABASE_URL, which `npm run bench` sets through scripts/with-postgres.sh
 *   BENCH_DATABASE_URL an empty PostgreSQL database to use instead
 *   BENCH_PROPERTIES   the owner's portfolio sizes, measured in turn (default 1000,10000); each
 *                      property brings five leases and tenants and about a hundred ledger rows
 *   BENCH_CONNECTIONS  autocannon's connections (default 50)
 *   BENCH_SECONDS      autocannon's seconds per route (default 5)
 *   BENCH_ROUTES       only the routes whose name contains one of these comma-separated words
 *                      (for example payments,tenants/all); /api/health is always measured
 *   BENCH_SCANS        true: on PostgreSQL, also the sequential scans of large tables each route's
 *                      lone request makes (adds about 25 s a route, waiting for the statistics)
 *
 * It exits non-zero only when it could not run; a route answering an error is printed as such.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { todayUtc } from '#server/calendar';
import { type DatabaseConfig, loadConfig, owaspPasswordHashing } from '#server/config';
import { passwordsWithCost } from '#server/auth/passwords';
import { openDatabase } from '#server/db/connection';
import { DatabaseWatch } from './database-work';
import {
  fileMaintenanceRequest,
  settleResident,
  signInOwner,
  signInTenant,
  signUpOwner,
} from './accounts';
import {
  type DatabaseRun,
  type ScaleRun,
  databaseReport,
  databaseWorkReport,
  describeSeed,
  healthAgainRoute,
  progressLine,
} from './report';
import { type LoadSettings, measure, readRoutes } from './routes';
import {
  type RunningServer,
  type ServerPlace,
  answersPromptly,
  settle,
  startServer,
} from './server';
import { seedPortfolio } from './seeding';

const databases = (process.env.BENCH_DATABASES ?? 'embedded,postgres')
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean);
const sizes = (process.env.BENCH_PROPERTIES ?? '1000,10000').split(',').map(Number);
const settings: LoadSettings = {
  connections: Number(process.env.BENCH_CONNECTIONS ?? 50),
  durationSeconds: Number(process.env.BENCH_SECONDS ?? 5),
};
const postgresUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || null;
const watchDatabase = process.env.BENCH_SCANS === 'true';
const routeWords = (process.env.BENCH_ROUTES ?? '')
  .split(',')
  .map((word) => word.trim())
  .filter(Boolean);
const measured = (name: string) =>
  routeWords.length === 0 ||
  name === 'GET /api/health' ||
  routeWords.some((word) => name.includes(word));

function checkOptions() {
  const unknown = databases.filter((name) => name !== 'embedded' && name !== 'postgres');
  if (databases.length === 0 || unknown.length > 0) {
    throw new Error('BENCH_DATABASES lists embedded, postgres or both');
  }
  if (databases.includes('postgres') && !postgresUrl) {
    throw new Error(
      'PostgreSQL needs BENCH_DATABASE_URL or TEST_DATABASE_URL (npm run bench sets it)',
    );
  }
  const growing = sizes.every((size, index) => index === 0 || size > (sizes[index - 1] ?? 0));
  if (
    sizes.length === 0 ||
    !sizes.every((size) => Number.isInteger(size) && size >= 2) ||
    !growing
  ) {
    throw new Error('BENCH_PROPERTIES lists growing whole numbers of properties, from 2');
  }
  if (!(settings.connections >= 1) || !(settings.durationSeconds >= 1)) {
    throw new Error('BENCH_CONNECTIONS and BENCH_SECONDS are numbers from 1');
  }
}

/** The longest wait for a server to finish its start-up work or a route's queued requests. */
const settleLimitSeconds = 180;

async function startSettled(place: ServerPlace): Promise<RunningServer> {
  const server = await startServer(place);
  const waited = await settle(server, settleLimitSeconds);
  console.log(
    waited === null
      ? `  (the server was still busy ${settleLimitSeconds} s after start: measured anyway)`
      : `  (the server settled ${waited.toFixed(0)} s after it was ready)`,
  );
  return server;
}

/** A server that answers promptly: the same one, or a fresh one when a route left it busy or dead. */
async function ready(server: RunningServer, place: ServerPlace): Promise<RunningServer> {
  for (let waited = 0; waited < 30 && server.alive(); waited += 1) {
    if (await answersPromptly(server)) return server;
  }
  console.log('  (the server was still busy or had stopped: restarted)');
  await server.stop();
  return startSettled(place);
}

async function measureAll(place: ServerPlace, scale: ScaleRun) {
  let server = await startSettled(place);
  const watch =
    place.databaseUrl && watchDatabase ? await DatabaseWatch.open(place.databaseUrl) : null;
  try {
    const owner = await signInOwner(server.origin);
    const tenant = await signInTenant(server.origin);
    const routes = (await readRoutes(server.origin, owner, tenant)).filter((route) =>
      measured(route.name),
    );
    // /api/health, the yardstick, comes first: under a few seconds' load beforehand, untimed, so
    // that it is not measured while V8 is still compiling the server's common path.
    const [yardstick] = routes;
    if (yardstick)
      await measure(server.origin, yardstick, { ...settings, durationSeconds: 3 }, null);
    for (const route of routes) {
      server = await ready(server, place);
      const figures = await measure(server.origin, route, settings, watch);
      scale.figures.set(route.name, figures);
      console.log(progressLine(route.name, figures));
    }
    // And last, so that the share of each route is of the yardstick's mean over the run.
    if (yardstick) {
      server = await ready(server, place);
      const figures = await measure(server.origin, yardstick, settings, null);
      scale.figures.set(healthAgainRoute, figures);
      console.log(progressLine(healthAgainRoute, figures));
    }
  } finally {
    await watch?.close();
    await server.stop();
  }
}

async function benchDatabase(database: string): Promise<DatabaseRun> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'homestead-bench-'));
  const databaseUrl = database === 'postgres' ? postgresUrl : null;
  const place: ServerPlace = { dataDir, databaseUrl };
  const run: DatabaseRun = {
    database: database === 'postgres' ? 'PostgreSQL' : 'Embedded database',
    scales: [],
  };
  try {
    console.log(`\n${run.database}: data folder ${dataDir}`);
    const server = await startServer(place);
    let ownerId: string;
    try {
      ownerId = await signUpOwner(server.origin);
      await settleResident(server.origin, await signInOwner(server.origin));
      await fileMaintenanceRequest(server.origin, await signInTenant(server.origin));
    } finally {
      await server.stop();
    }
    const config = loadConfig({
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
    });
    const databaseConfig: DatabaseConfig = config.database;
    const tenantPasswordHash = await passwordsWithCost(owaspPasswordHashing).hash(
      randomBytes(18).toString('base64url'),
    );
    // The settled tenant's home is the owner's first property.
    let seededUpTo = 1;
    for (const size of sizes) {
      const started = performance.now();
      const connection = await openDatabase(databaseConfig);
      const counts = await connection
        .withSession((session) =>
          seedPortfolio(session, {
            ownerId,
            from: seededUpTo,
            to: size - 1,
            today: todayUtc(),
            tenantPasswordHash,
            ssnEncryptionKey: config.ssnEncryptionKey,
          }),
        )
        .finally(() => connection.close());
      seededUpTo = size;
      const scale: ScaleRun = {
        counts,
        seedSeconds: (performance.now() - started) / 1000,
        figures: new Map(),
      };
      console.log(`${describeSeed(counts, scale.seedSeconds)}; measuring:`);
      await measureAll(place, scale);
      run.scales.push(scale);
    }
    return run;
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  checkOptions();
  const [processor] = cpus();
  console.log(
    `${cpus().length} × ${processor?.model.trim() ?? 'unknown processor'}, ` +
      `${Math.round(totalmem() / 2 ** 30)} GB, Node ${process.versions.node}; ` +
      `autocannon ${settings.connections} connections, ${settings.durationSeconds} s a route; ` +
      `portfolios of ${sizes.map((size) => size.toLocaleString('en-US')).join(' then ')} properties`,
  );
  const runs: DatabaseRun[] = [];
  for (const database of databases) runs.push(await benchDatabase(database));
  for (const run of runs) {
    console.log(`\n${databaseReport(run)}`);
    const work = databaseWorkReport(run);
    if (work) console.log(`\n${work}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
