import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * Prometheus metrics at /api/metrics: requests and their latency per route, the database
 * connections in use, the work done besides answering (mails waiting, the look for due notices),
 * and the process's own figures (memory, event loop, garbage collection).
 */
export const metrics = fp(
  async (app: FastifyInstance) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    const requests = new Counter({
      name: 'http_requests_total',
      help: 'Requests answered, per route and status',
      labelNames: ['method', 'route', 'status_code'],
      registers: [registry],
    });
    const latency = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer, per route',
      labelNames: ['method', 'route'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    const connections = new Gauge({
      name: 'db_pool_connections',
      help: 'Database connections, by state (open, idle) and queries waiting for one',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        const usage = app.databaseUsage();
        this.set({ state: 'open' }, usage.open);
        this.set({ state: 'idle' }, usage.idle);
        this.set({ state: 'waiting' }, usage.waiting);
      },
    });
    const embeddedMemory = new Gauge({
      name: 'db_embedded_memory_bytes',
      help: "The embedded database thread's memory: its JavaScript heap and PostgreSQL's WebAssembly memory",
      labelNames: ['part'],
      registers: [registry],
      collect() {
        const memory = app.databaseUsage().embeddedMemory;
        if (!memory) return;
        this.set({ part: 'heap' }, memory.heapBytes);
        this.set({ part: 'webassembly' }, memory.webAssemblyBytes);
      },
    });
    const mailsWaiting = new Gauge({
      name: 'mails_waiting',
      help: 'Mails handed over to be sent and not sent yet (a burst of notices goes out a few at a time)',
      registers: [registry],
      collect() {
        this.set(app.mailer.waiting());
      },
    });
    const dueEventsLook = new Gauge({
      name: 'due_events_look_running',
      help: '1 while the server looks for rent due or overdue and leases ending (at start and hourly)',
      registers: [registry],
      collect() {
        this.set(app.lookingForDueEvents() ? 1 : 0);
      },
    });
    void connections;
    void embeddedMemory;
    void mailsWaiting;
    void dueEventsLook;

    app.addHook('onResponse', async (request, reply) => {
      // Unmatched addresses share one label, so a scan of random paths cannot grow the series.
      const route = request.routeOptions.url ?? 'unmatched';
      requests.inc({ method: request.method, route, status_code: reply.statusCode });
      latency.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    });

    const { metricsToken, production } = app.config;
    const expected = metricsToken ? Buffer.from(`Bearer ${metricsToken}`) : null;
    // Route names, memory and queue lengths help an attacker time their work: in production the
    // metrics are served only with their token.
    if (!production || expected) {
      app.get('/api/metrics', { schema: { hide: true } }, async (request, reply) => {
        if (expected) {
          const given = Buffer.from(request.headers.authorization ?? '');
          if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
            return reply
              .code(401)
              .header('www-authenticate', 'Bearer')
              .send({ error: 'The metrics need their token' });
          }
        }
        return reply.type(registry.contentType).send(await registry.metrics());
      });
    }
  },
  { name: 'metrics', dependencies: ['database', 'mail', 'notification-schedule'] },
);
