import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const requestIdHeader = 'x-request-id';

const acceptableId = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * Every request gets an id: the one a load balancer sent, when it looks like an id, or a new one.
 * Fastify puts it in every log line of the request; the answer carries it back.
 */
export function requestIdOf(request: IncomingMessage) {
  const given = request.headers[requestIdHeader];
  return typeof given === 'string' && acceptableId.test(given) ? given : randomUUID();
}

export const requestIds = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request, reply) => {
      reply.header(requestIdHeader, request.id);
    });
  },
  { name: 'request-ids' },
);
