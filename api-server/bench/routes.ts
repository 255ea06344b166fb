/**
 * The read routes the screens call, and how one is measured: a lone request first (its status, its
 * size, how long it took), then autocannon for a few seconds at many connections. A route whose lone
 * request takes longer than autocannon waits for an answer is not loaded: its lone time is the figure.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { get, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { call } from './accounts';
import type { DatabaseWatch, DatabaseWork } from './database-work';

type Headers = Record<string, string>;

export interface Route {
  name: string;
  url: string;
  headers: Headers;
  /** Under load, a new address for each request: for an answer that is measured unkept. */
  nextUrl?: () => string;
  /**
   * A file the browser downloads (the books' CSVs): what the owner waits for is the download to
   * start, so the first byte is timed too, alone and under load; the whole answer is bound by its
   * size.
   */
  download?: true;
}

export interface LoadSettings {
  connections: number;
  durationSeconds: number;
}

export interface Figures {
  /** The lone request: status, milliseconds, bytes. */
  status: number;
  aloneMs: number;
  bytes: number;
  /**
   * A download's: the lone request's first byte of the body, its p99 under load, and the p99 of a
   * bare server sending the same bytes under the same load (`bare-download.ts`), the yardstick.
   */
  firstByte?: { aloneMs: number; p99UnderLoad: number | null; bareP99UnderLoad: number | null };
  /** On PostgreSQL: what the database did for the lone request. */
  database: DatabaseWork | null;
  /** Under load; null when the lone request was too slow to load the route. */
  load: {
    answered: number;
    requestsPerSecond: number;
    p50: number;
    p99: number;
    failures: number;
    /** Bytes received per answer under load, headers included: compressed when asked so. */
    wireBytes: number;
  } | null;
}

/** autocannon's own wait for an answer; a lone request slower than this is not loaded. */
const answerTimeoutSeconds = 10;

/** A page from the middle of a list: the cursor reached by walking pages of 200. */
async function middleCursor(origin: string, url: string, headers: Headers) {
  const first = await call<{ total: number; nextCursor?: string | null }>(
    origin,
    'GET',
    url,
    undefined,
    headers,
  );
  if (first.nextCursor === undefined) return null;
  let cursor: string | null = null;
  for (let seen = 0; seen < first.total / 2; seen += 200) {
    const separator = url.includes('?') ? '&' : '?';
    const page: { nextCursor: string | null } = await call(
      origin,
      'GET',
      `${url}${separator}limit=200${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      undefined,
      headers,
    );
    if (!page.nextCursor) break;
    cursor = page.nextCursor;
  }
  return cursor;
}

/** A property from the middle of the owner's list, or the first when it fits on one page. */
async function middlePropertyId(origin: string, owner: Headers, cursor: string | null) {
  const after = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
  const { data } = await call<{ data: { propertyId: string }[] }>(
    origin,
    'GET',
    `/api/properties?limit=1${after}`,
    undefined,
    owner,
  );
  return data[0]?.propertyId ?? null;
}

/** The palette's search for a tenant by name, a name not searched before each time. */
function newSearches() {
  let number = 1000;
  return () => `/api/search?q=Bench%20Tenant%20${(number += 1)}`;
}

/**
 * Every read route a signed-in tenant's pages call (onboarding, dashboard, lease, rent, maintenance,
 * notifications, the palette), with the resident's session; "(tenant)" in each name selects them.
 */
async function tenantRoutes(origin: string, tenant: Headers): Promise<Route[]> {
  const routes: Route[] = [
    { name: 'GET /api/tenants (tenant)', url: '/api/tenants', headers: tenant },
    { name: 'GET /api/tenants/metrics (tenant)', url: '/api/tenants/metrics', headers: tenant },
    { name: 'GET /api/tenants/lease (tenant)', url: '/api/tenants/lease', headers: tenant },
    { name: 'GET /api/tenants/rent (tenant)', url: '/api/tenants/rent', headers: tenant },
    { name: 'GET /api/maintenance (tenant)', url: '/api/maintenance', headers: tenant },
  ];
  const { data: requests } = await call<{ data: { requestId: string }[] }>(
    origin,
    'GET',
    '/api/maintenance',
    undefined,
    tenant,
  );
  const [request] = requests;
  if (request) {
    routes.push({
      name: 'GET /api/maintenance/:requestId (tenant)',
      url: `/api/maintenance/${request.requestId}`,
      headers: tenant,
    });
  }
  routes.push(
    { name: 'GET /api/notifications (tenant)', url: '/api/notifications', headers: tenant },
    {
      name: 'GET /api/notifications/mail-choices (tenant)',
      url: '/api/notifications/mail-choices',
      headers: tenant,
    },
    { name: 'GET /api/search?q= (tenant)', url: '/api/search?q=Residence', headers: tenant },
    {
      name: 'GET /api/tenants/lease/document (tenant, PDF)',
      url: '/api/tenants/lease/document',
      headers: tenant,
    },
  );
  const { data: rent } = await call<{
    data: { payments: { paymentId: string; hasReceipt: boolean }[] } | null;
  }>(origin, 'GET', '/api/tenants/rent', undefined, tenant);
  const received = rent?.payments.find((payment) => payment.hasReceipt);
  if (received) {
    routes.push({
      name: 'GET /api/tenants/rent/payments/:paymentId/receipt (tenant, PDF)',
      url: `/api/tenants/rent/payments/${received.paymentId}/receipt`,
      headers: tenant,
    });
  }
  return routes;
}

/**
 * The owner's books: the year's summary for the portfolio and for one property, the first page of
 * expenses, and the year's Schedule E summary and transactions as CSV downloads. Asked as the page
 * asks them: a browser always says which compressions it takes, and the server compresses what it
 * sends (@fastify/compress), the exports' megabytes of CSV most.
 */
function booksRoutes(signedIn: Headers, propertyId: string | null): Route[] {
  const owner = { ...signedIn, 'accept-encoding': 'gzip, deflate, br' };
  const year = new Date().getUTCFullYear();
  const period = `from=${year}-01-01&to=${year}-12-31`;
  return [
    { name: 'GET /api/books/summary (year)', url: `/api/books/summary?${period}`, headers: owner },
    {
      // The dashboard's net operating income: the totals without a row per property.
      name: 'GET /api/books/summary (year, totals only)',
      url: `/api/books/summary?${period}&byProperty=false`,
      headers: owner,
    },
    ...(propertyId
      ? [
          {
            name: 'GET /api/books/summary (year, one property)',
            url: `/api/books/summary?${period}&propertyId=${propertyId}`,
            headers: owner,
          },
        ]
      : []),
    { name: 'GET /api/expenses', url: '/api/expenses', headers: owner },
    {
      name: 'GET /api/books/schedule-e.csv (year)',
      url: `/api/books/schedule-e.csv?year=${year}`,
      headers: owner,
      download: true,
    },
    {
      name: 'GET /api/books/transactions.csv (year)',
      url: `/api/books/transactions.csv?${period}`,
      headers: owner,
      download: true,
    },
  ];
}

/** Every read route measured, in the order they are run; the slowest last. */
export async function readRoutes(
  origin: string,
  owner: Headers,
  tenant: Headers,
): Promise<Route[]> {
  const routes: Route[] = [
    { name: 'GET /api/health', url: '/api/health', headers: {} },
    { name: 'GET /api/owners/', url: '/api/owners/', headers: owner },
    { name: 'GET /api/properties', url: '/api/properties', headers: owner },
  ];
  const propertyCursor = await middleCursor(origin, '/api/properties', owner);
  if (propertyCursor) {
    routes.push({
      name: 'GET /api/properties?cursor= (middle page)',
      url: `/api/properties?cursor=${encodeURIComponent(propertyCursor)}`,
      headers: owner,
    });
  }
  const propertyId = await middlePropertyId(origin, owner, propertyCursor);
  if (propertyId) {
    routes.push({
      name: "GET /api/properties/?propertyId= (one property's page)",
      url: `/api/properties/?propertyId=${propertyId}`,
      headers: owner,
    });
  }
  routes.push(
    {
      name: 'GET /api/properties?search=',
      url: '/api/properties?search=Property%2099',
      headers: owner,
    },
    {
      // The same answer at every size: the resident's home, which no seeded property's name has.
      name: 'GET /api/properties?search= (one home)',
      url: '/api/properties?search=Residence',
      headers: owner,
    },
    {
      name: 'GET /api/properties?status=available',
      url: '/api/properties?status=available',
      headers: owner,
    },
    { name: 'GET /api/properties/metrics', url: '/api/properties/metrics', headers: owner },
    {
      name: 'GET /api/search?q= (the same words again)',
      url: '/api/search?q=Bench%20Tenant%204242',
      headers: owner,
    },
    {
      name: 'GET /api/search?q= (new words each time)',
      url: '/api/search?q=Bench%20Tenant%204243',
      headers: owner,
      nextUrl: newSearches(),
    },
    {
      // Two letters have no trigram: the owner's rows are read newest first until five of each
      // kind are found, all of them for letters that none has (the lone request is the figure).
      name: 'GET /api/search?q= (two letters none has)',
      url: '/api/search?q=qz',
      headers: owner,
    },
    { name: 'GET /api/tenants/all', url: '/api/tenants/all', headers: owner },
  );
  const tenantCursor = await middleCursor(origin, '/api/tenants/all', owner);
  if (tenantCursor) {
    routes.push({
      name: 'GET /api/tenants/all?cursor= (middle page)',
      url: `/api/tenants/all?cursor=${encodeURIComponent(tenantCursor)}`,
      headers: owner,
    });
  }
  routes.push(
    {
      name: 'GET /api/tenants/all?search=',
      url: '/api/tenants/all?search=Bench%20Tenant%204242',
      headers: owner,
    },
    {
      name: 'GET /api/tenants/all?stage=',
      url: '/api/tenants/all?stage=payment',
      headers: owner,
    },
    ...(await tenantRoutes(origin, tenant)),
    { name: 'GET /api/payments/history', url: '/api/payments/history', headers: owner },
    { name: 'GET /api/payments/overdue', url: '/api/payments/overdue', headers: owner },
  );
  const overdueCursor = await middleCursor(origin, '/api/payments/overdue', owner);
  if (overdueCursor) {
    routes.push({
      name: 'GET /api/payments/overdue?cursor= (middle page)',
      url: `/api/payments/overdue?cursor=${encodeURIComponent(overdueCursor)}`,
      headers: owner,
    });
  }
  routes.push(
    {
      name: 'GET /api/owners/pending-activities',
      url: '/api/owners/pending-activities',
      headers: owner,
    },
    { name: 'GET /api/payments/late-fees', url: '/api/payments/late-fees', headers: owner },
    { name: 'GET /api/payments/summary', url: '/api/payments/summary', headers: owner },
    ...booksRoutes(owner, propertyId),
  );
  return routes;
}

interface Timed {
  status: number;
  firstByteMs: number;
  aloneMs: number;
  bytes: number;
  /** With `keep`: the answer's bytes as sent, and the headers that say what they are. */
  answer?: { body: Buffer; headers: Headers };
}

/** The headers a bare server repeats to send an answer as the route sent it. */
const describingHeaders = ['content-type', 'content-encoding', 'content-disposition', 'vary'];

function describing(headers: IncomingHttpHeaders): Headers {
  return Object.fromEntries(
    describingHeaders.flatMap((name) => {
      const value = headers[name];
      return typeof value === 'string' ? [[name, value]] : [];
    }),
  );
}

/**
 * One request read to its end, as sent (node:http, which leaves a compressed answer compressed: the
 * time is the server's, not this process's decompressing): its status, when its body's first bytes
 * came, when all had, how many bytes that was, and with `keep` the bytes themselves.
 */
function timed(origin: string, route: Route, timeoutMs: number, keep = false) {
  const started = performance.now();
  return new Promise<Timed>((resolve) => {
    let firstByteMs = 0;
    let bytes = 0;
    const chunks: Buffer[] = [];
    const failed = () =>
      resolve({ status: 0, firstByteMs, aloneMs: performance.now() - started, bytes: 0 });
    const request = get(
      origin + route.url,
      { headers: route.headers, timeout: timeoutMs },
      (answer) => {
        answer.on('data', (chunk: Buffer) => {
          if (bytes === 0) firstByteMs = performance.now() - started;
          bytes += chunk.byteLength;
          if (keep) chunks.push(chunk);
        });
        answer.on('end', () => {
          resolve({
            status: answer.statusCode ?? 0,
            firstByteMs,
            aloneMs: performance.now() - started,
            bytes,
            ...(keep && {
              answer: { body: Buffer.concat(chunks), headers: describing(answer.headers) },
            }),
          });
        });
        answer.on('error', failed);
      },
    );
    request.on('timeout', () => request.destroy());
    request.on('error', failed);
  });
}

const alone = (origin: string, route: Route) =>
  timed(origin, route, 120_000, route.download === true);

/**
 * A download under load: `connections` clients each asking again as soon as their last answer is
 * read, for the run's seconds. Answers the p99 of the first byte of the answers that came (2xx),
 * and how many were refused (the transactions export is one at a time per owner).
 */
async function firstBytesUnderLoad(origin: string, route: Route, settings: LoadSettings) {
  const until = performance.now() + settings.durationSeconds * 1000;
  const firstBytes: number[] = [];
  let refused = 0;
  const client = async () => {
    while (performance.now() < until) {
      const answer = await timed(origin, route, answerTimeoutSeconds * 1000);
      if (answer.status >= 200 && answer.status < 300) firstBytes.push(answer.firstByteMs);
      else refused += 1;
    }
  };
  await Promise.all(Array.from({ length: settings.connections }, client));
  firstBytes.sort((a, b) => a - b);
  const p99 = firstBytes[Math.min(firstBytes.length - 1, Math.floor(firstBytes.length * 0.99))];
  return { p99: p99 === undefined ? null : Math.round(p99), refused };
}

/**
 * The yardstick's first bytes: the same answer sent by a bare server (`bare-download.ts`, a child
 * process as the measured server is) under the same load.
 */
async function bareFirstBytesUnderLoad(
  answer: NonNullable<Timed['answer']>,
  route: Route,
  settings: LoadSettings,
) {
  const folder = await mkdtemp(path.join(tmpdir(), 'bench-bare-'));
  const file = path.join(folder, 'answer');
  await writeFile(file, answer.body);
  const child = spawn(process.execPath, [path.join(__dirname, 'bare-download.js')], {
    env: { ...process.env, BARE_ANSWER: file, BARE_HEADERS: JSON.stringify(answer.headers) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const [port] = (await Promise.race([
      once(child.stdout, 'data'),
      once(child, 'exit').then(() => {
        throw new Error('the bare server exited before it listened');
      }),
    ])) as [Buffer];
    const bare = `http://127.0.0.1:${String(port).trim()}`;
    return (await firstBytesUnderLoad(bare, route, settings)).p99;
  } finally {
    child.kill('SIGTERM');
    if (child.exitCode === null) await once(child, 'exit');
    await rm(folder, { recursive: true, force: true });
  }
}

/** The lone request, asked again while the server says it is busy (503), for up to a minute. */
async function aloneWhenServed(origin: string, route: Route) {
  const started = performance.now();
  let lone = await alone(origin, route);
  while (lone.status === 503 && performance.now() - started < 60_000) {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    lone = await alone(origin, route);
  }
  return lone;
}

export async function measure(
  origin: string,
  route: Route,
  settings: LoadSettings,
  watch: DatabaseWatch | null,
): Promise<Figures> {
  let lone: Timed = { status: 0, firstByteMs: 0, aloneMs: 0, bytes: 0 };
  const database = watch
    ? await watch.during(async () => {
        lone = await aloneWhenServed(origin, route);
      })
    : null;
  if (!watch) lone = await aloneWhenServed(origin, route);
  const { firstByteMs, answer: sent, ...answer } = lone;
  const loaded =
    lone.status >= 200 && lone.status < 300 && lone.aloneMs <= answerTimeoutSeconds * 1000;
  const underLoad =
    route.download && loaded ? await firstBytesUnderLoad(origin, route, settings) : null;
  // The yardstick answers every request: beside a route that refused some, it compares nothing.
  const firstByte = route.download && {
    aloneMs: firstByteMs,
    p99UnderLoad: underLoad?.p99 ?? null,
    bareP99UnderLoad:
      sent && underLoad?.refused === 0
        ? await bareFirstBytesUnderLoad(sent, route, settings)
        : null,
  };
  if (!loaded) return { ...answer, ...(firstByte && { firstByte }), database, load: null };
  const { nextUrl } = route;
  const result = await autocannon({
    url: origin + route.url,
    connections: settings.connections,
    duration: settings.durationSeconds,
    timeout: answerTimeoutSeconds,
    headers: route.headers,
    requests: nextUrl && [{ setupRequest: (request) => ({ ...request, path: nextUrl() }) }],
  });
  return {
    ...answer,
    ...(firstByte && { firstByte }),
    database,
    load: {
      answered: result.requests.total,
      requestsPerSecond: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      failures: result.non2xx + result.errors + result.timeouts,
      wireBytes: Math.round(result.throughput.total / Math.max(1, result.requests.total)),
    },
  };
}
