/**
 * `npm run bench -w api-server`: the built server, on the embedded database in a temporary folder,
 * as a child process on a free loopback port; autocannon against GET /api/health (this machine's
 * ceiling) and GET /api/properties for an owner with 1,000 properties.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const connections = 50;
const durationSeconds = 5;
const propertyCount = 1000;
const target = { shareOfCeiling: 0.25, p99Ms: 25 };

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
  return answer.json() as Promise<{ access_token: string }>;
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

async function main() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'homestead-bench-'));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [path.join(__dirname, '..', 'server.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitUntilUp(origin, server);
    console.log(
      `Server on ${origin}, embedded database in ${dataDir}; creating ${propertyCount} properties...`,
    );
    const token = await ownerWithProperties(origin);
    const propertiesUrl = `${origin}/api/properties`;
    const firstPage = await fetch(propertiesUrl, { headers: { 'x-access-token': token } });
    const { data, total } = (await firstPage.json()) as { data: unknown[]; total: number };
    console.log(`GET /api/properties answers ${data.length} properties a page, of ${total}.`);
    console.log(`autocannon: ${connections} connections, ${durationSeconds} s each\n`);

    const ceiling = await measure('GET /api/health', `${origin}/api/health`);
    const properties = await measure('GET /api/properties', propertiesUrl, {
      'x-access-token': token,
    });

    const rows = [ceiling, properties].map((figures) => ({
      endpoint: figures.name,
      'req/s': Math.round(figures.requestsPerSecond),
      'p50 ms': figures.p50,
      'p99 ms': figures.p99,
      failures: figures.failures,
    }));
    console.table(rows);
    const share = properties.requestsPerSecond / ceiling.requestsPerSecond;
    const met =
      share >= target.shareOfCeiling && properties.p99 < target.p99Ms && properties.failures === 0;
    console.log(
      `properties / health req/s = ${share.toFixed(2)} (target >= ${target.shareOfCeiling}); ` +
        `properties p99 = ${properties.p99} ms (target < ${target.p99Ms} ms): ${met ? 'target met' : 'TARGET MISSED'}`,
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
