import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorAnswer, healthAnswer, readinessAnswer } from 'shared-api/contract';
import { servedUnderPressure } from './overload';

/**
 * `/health`: the process answers (liveness). `/health/ready`: the database and the document
 * storage answer too, so a load balancer sends traffic only to a server that can serve it.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: { tags: ['health'], response: { 200: healthAnswer } },
      config: servedUnderPressure,
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/health/ready',
    { schema: { tags: ['health'], response: { 200: readinessAnswer, 503: errorAnswer } } },
    async (request, reply) => {
      const [database, storage] = await Promise.allSettled([
        // The answer is read, not only awaited: a database out of step answers without rows.
        app.db.execute(sql`select 1 as ready`).then((result) => {
          const { rows } = result as { rows: { ready?: unknown }[] };
          if (rows[0]?.ready !== 1) throw new Error('The database answered a select wrongly');
        }),
        app.documentStorage.checkReachable(),
      ]);
      const unreachable = [
        database.status === 'rejected' && 'the database',
        storage.status === 'rejected' && 'the document storage',
      ].filter(Boolean);
      if (unreachable.length > 0) {
        request.log.warn(
          {
            database: database.status === 'rejected' ? String(database.reason) : 'ok',
            storage: storage.status === 'rejected' ? String(storage.reason) : 'ok',
          },
          'not ready',
        );
        return reply.code(503).send({ error: `Cannot reach ${unreachable.join(' or ')}` });
      }
      return { status: 'ok' as const, database: 'ok' as const, storage: 'ok' as const };
    },
  );
};
