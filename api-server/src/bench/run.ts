/**
 * `npm run bench -w api-server`: the built server, on the embedded database in a temporary folder
 * (or on PostgreSQL with BENCH_DATABASE_URL), as a child process on a free loopback port; autocannon
 * against GET /api/health (this machine's ceiling) and then every read route the screens call: the
 * owner routes for an owner with 1,000 properties, and the tenant and payment routes for the demo
 * owner and tenant (a let property with its ledger). Each route's req/s is given as a share of
 * /api/health in the same run.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { demoOwner, demoTenant } from '../demo/seed';

const connections = 50;
const durationSeconds = 5;
const propertyCount = Number(process.env.BENCH_PROPERTIES ?? 1000);
const target = { shareOfCeiling: 0.25, p99Ms: 50 };

async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

async function waitUntilUp(origin: string, server: ChildProcess) {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    const answer = await fetch(`${origin}/api/health`).catch(() => null);
    if (answer?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server did not start within 30 seconds');
}

async function call(origin: string, url: string, body: unknown, token?: string) {
  const answer = await fetch(origin + url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token && { 'x-access-token': token }) },
    body: JSON.stringify(body),
  });
  if (!answer.ok) throw new Error(`${url} answered ${answer.status}: ${await answer.text()}`);
  return answer.json() as Promise<{ access_token: string; data: { access_token: string } }>;
}

async function ownerWithProperties(origin: string): Promise<string> {
  const { access_token: token } = await call(origin, '/api/owners/create', {
    name: 'Bench Owner',
    email: 'bench@example.com',
    password: 'bench-mark-1',
  });
  const batch = 20;
  for (let start = 0; start < propertyCount; start += batch) {
    await Promise.all(
      Array.from({ length: Math.min(batch, propertyCount - start) }, (_, offset) =>
        call(
          origin,
          '/api/properties/create',
          {
            name: `Bench Property ${start + offset + 1}`,
            type: 'apartment',
            contact: '+15125550100',
            isOnLease: false,
            units: 4,
            monthlyRent: 1250.5,
            status: 'available',
            description: 'Four flats over a bakery, close to the station and the river path.',
            location: {
              address: '12 Elm Street',
              city: 'Austin',
              state: 'TX',
              country: 'US',
              postalCode: '78701',
            },
          },
          token,
        ),
      ),
    );
  }
  return token;
}

interface Figures {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  failures: number;
}

async function measure(
  name: string,
  url: string,
  headers: Record<string, string> = {},
): Promise<Figures> {
  const result = await autocannon({ url, connections, duration: durationSeconds, headers });
  return {
    name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

interface Route {
  name: string;
  url: string;
  headers: Record<string, string>;
}

async function main() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'homestead-bench-'));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? '';
  const server = spawn(process.execPath, [path.join(__dirname, '..', 'server.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitUntilUp(origin, server);
    console.log(
      `Server on ${origin}, ${databaseUrl ? 'PostgreSQL' : `embedded database in ${dataDir}`}; ` +
        `creating ${propertyCount} properties...`,
    );
    const token = await ownerWithProperties(origin);
    const propertiesUrl = `${origin}/api/properties`;
    const firstPage = await fetch(propertiesUrl, { headers: { 'x-access-token': token } });
    const { data, total } = (await firstPage.json()) as { data: unknown[]; total: number };
    console.log(`GET /api/properties answers ${data.length} properties a page, of ${total}.`);
    const demoOwnerToken = (await call(origin, '/api/owners/login', demoOwner)).access_token;
    const demoTenantToken = (await call(origin, '/api/tenants/login', demoTenant)).data
      .access_token;
    console.log(`autocannon: ${connections} connections, ${durationSeconds} s each\n`);

    const owner = { 'x-access-token': token };
    const ownerOfDemo = { 'x-access-token': demoOwnerToken };
    const tenant = { 'x-access-tenant-token': demoTenantToken };
    const routes: Route[] = [
      { name: 'GET /api/health', url: '/api/health', headers: {} },
      { name: 'GET /api/properties', url: '/api/properties', headers: owner },
      {
        name: 'GET /api/properties?search=',
        url: '/api/properties?search=Property%2099',
        headers: owner,
      },
      { name: 'GET /api/properties/metrics', url: '/api/properties/metrics', headers: owner },
      { name: 'GET /api/owners/', url: '/api/owners/', headers: owner },
      {
        name: 'GET /api/owners/pending-activities',
        url: '/api/owners/pending-activities',
        headers: owner,
      },
      { name: 'GET /api/tenants/all (demo owner)', url: '/api/tenants/all', headers: ownerOfDemo },
      {
        name: 'GET /api/payments/summary (demo owner)',
        url: '/api/payments/summary',
        headers: ownerOfDemo,
      },
      {
        name: 'GET /api/tenants/metrics (demo tenant)',
        url: '/api/tenants/metrics',
        headers: tenant,
      },
    ];
    const results: Figures[] = [];
    for (const route of routes)
      results.push(await measure(route.name, origin + route.url, route.headers));

    const ceiling = results[0]!;
    console.table(
      results.map((figures) => ({
        route: figures.name,
        'req/s': Math.round(figures.requestsPerSecond),
        'share of health': (figures.requestsPerSecond / ceiling.requestsPerSecond).toFixed(2),
        'p50 ms': figures.p50,
        'p99 ms': figures.p99,
        failures: figures.failures,
      })),
    );
    const missed = results
      .slice(1)
      .filter(
        (figures) =>
          figures.requestsPerSecond / ceiling.requestsPerSecond < target.shareOfCeiling ||
          figures.p99 > target.p99Ms ||
          figures.failures > 0,
      );
    console.log(
      `Target: every route >= ${target.shareOfCeiling} of /api/health with p99 <= ${target.p99Ms} ms ` +
        `and no failures. ${missed.length === 0 ? 'Met.' : `Missed by: ${missed.map((f) => f.name).join(', ')}.`}`,
    );
  } finally {
    server.kill('SIGTERM');
    if (server.exitCode === null) await once(server, 'exit');
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
