import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildApp } from '../app';
import {
  type TestApp,
  listenForTests,
  startTestApp,
  startupTimeout,
  temporaryFolder,
  testConfig,
} from '../test-support/test-app';
import { overloadMessage } from './overload';

describe('a running server', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp();
  }, startupTimeout);
  afterAll(() => server.close());

  test('is ready when the database and the document storage answer', async () => {
    const response = await server.request({ url: '/api/health/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok', storage: 'ok' });
  });

  test('gives every answer a request id, keeping one a load balancer sent', async () => {
    const fresh = await server.request({ url: '/api/properties' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const given = await server.request({
      url: '/api/health',
      headers: { 'x-request-id': 'lb-7f3a2c19-0001' },
    });
    expect(given.headers['x-request-id']).toBe('lb-7f3a2c19-0001');
    const refused = await server.request({
      url: '/api/health',
      headers: { 'x-request-id': 'no spaces <script>' },
    });
    expect(refused.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  test('publishes Prometheus metrics per route, with the database connections', async () => {
    await server.request({ url: '/api/properties' });
    const response = await server.request({ url: '/api/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toMatch(
      /http_requests_total\{method="GET",route="\/api\/properties",status_code="401"\} [1-9]/,
    );
    expect(response.body).toMatch(/http_request_duration_seconds_bucket\{le="0.1",method="GET"/);
    expect(response.body).toMatch(/db_pool_connections\{state="open"\} [1-9]/);
    expect(response.body).toMatch(/process_resident_memory_bytes \d+/);
  });

  test('publishes the work done besides answering: mails waiting, the look for due notices', async () => {
    const looking = server.app.announceDueEvents();
    expect(server.app.lookingForDueEvents()).toBe(true);
    await looking;
    await server.app.mailer.settled();

    const { body } = await server.request({ url: '/api/metrics' });
    expect(server.app.lookingForDueEvents()).toBe(false);
    expect(body).toMatch(/^mails_waiting 0$/m);
    expect(body).toMatch(/^due_events_look_running 0$/m);
  });

  test("publishes the embedded database thread's heap and WebAssembly memory", async () => {
    const { body } = await server.request({ url: '/api/metrics' });
    if (server.config.database.kind === 'postgres') {
      expect(body).not.toMatch(/db_embedded_memory_bytes\{/);
    } else {
      expect(body).toMatch(/db_embedded_memory_bytes\{part="heap"\} [1-9]\d{6,}/);
      expect(body).toMatch(/db_embedded_memory_bytes\{part="webassembly"\} [1-9]\d{7,}/);
    }
  });

  test('sends the security headers: no framing, scripts only from known origins, no eval', async () => {
    const response = await server.request({ url: '/api/health' });
    const policy = response.headers['content-security-policy'];
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).not.toContain('upgrade-insecure-requests');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['permissions-policy']).toContain('camera=()');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});

test(
  'over https, and with a remote on another origin, the policy follows',
  async () => {
    const webRoot = await temporaryFolder();
    await mkdir(path.join(webRoot, 'shell', 'dist'), { recursive: true });
    await writeFile(
      path.join(webRoot, 'shell', 'dist', 'remotes.json'),
      JSON.stringify({
        auth_app: '/remotes/auth-app/mf-manifest.json',
        owner_portal: 'https://owners.cdn.example.com/v42/mf-manifest.json',
      }),
    );
    const server = await startTestApp({ appUrl: 'https://rent.example.com', webRoot });
    try {
      const response = await server.request({ url: '/api/health' });
      const policy = response.headers['content-security-policy'];
      expect(policy).toContain("script-src 'self' https://owners.cdn.example.com;");
      expect(policy).toContain("connect-src 'self' https://owners.cdn.example.com;");
      expect(policy).toContain('upgrade-insecure-requests');
      expect(response.headers['strict-transport-security']).toBe(
        'max-age=31536000; includeSubDomains',
      );
    } finally {
      await server.close();
      await rm(webRoot, { recursive: true, force: true });
    }
  },
  startupTimeout,
);

test(
  'is not ready when the document storage cannot be reached',
  async () => {
    const server = await startTestApp();
    try {
      await writeFile(path.join(server.config.dataDir, 'files'), 'a file where the folder goes');
      const response = await server.request({ url: '/api/health/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ error: 'Cannot reach the document storage' });
    } finally {
      await server.close();
    }
  },
  startupTimeout,
);

test(
  'overloaded, it turns requests away with 503 and Retry-After, and still answers liveness',
  async () => {
    const dataDir = await temporaryFolder();
    const app = await buildApp({
      ...testConfig(dataDir, { kind: 'memory' }),
      maxEventLoopDelayMs: 5,
    });
    // The server is kept busy (250 ms of work every 300 ms) until the test ends, so that every
    // one-second sample of the loop's delay sees it, however late this machine runs the timers.
    let stalling: NodeJS.Timeout | undefined;
    app.get('/api/stall', async () => {
      stalling = setInterval(() => {
        const until = Date.now() + 250;
        while (Date.now() < until);
      }, 300);
      return { stalling: true };
    });
    const request = await listenForTests(app);
    try {
      await request({ url: '/api/stall' });
      const askBoth = () =>
        Promise.all([request({ url: '/api/properties' }), request({ url: '/api/health' })]);
      // Asked until turned away: the first two seconds after start-up are not measured (starting
      // stalls the loop too), and a busy machine samples late. The bound only ends a broken run.
      let [busy, alive] = await askBoth();
      for (
        const until = Date.now() + startupTimeout / 2;
        busy.statusCode !== 503 && Date.now() < until;
      ) {
        [busy, alive] = await askBoth();
      }
      expect(busy.statusCode).toBe(503);
      expect(busy.headers['retry-after']).toBe('5');
      expect(busy.json()).toEqual({ error: overloadMessage });
      expect(alive.statusCode).toBe(200);
    } finally {
      clearInterval(stalling);
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  },
  startupTimeout,
);
