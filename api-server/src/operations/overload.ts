import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export const overloadMessage = 'The service is busy. Please try again in a few seconds.';

export const retryAfterSeconds = 5;

/**
 * under-pressure sends what its handler answers (its typings say void); sending here instead would
 * let the request go on after the answer.
 */
const answerBusy = ((_request: FastifyRequest, reply: FastifyReply) => {
  reply.code(503).header('retry-after', String(retryAfterSeconds));
  return { error: overloadMessage };
}) as unknown as (request: FastifyRequest, reply: FastifyReply) => void;

/** On a route's config: it is served even under pressure (liveness must not look like a crash). */
export const servedUnderPressure = { pressureHandler: () => undefined };

/**
 * When the event loop falls too far behind, new requests are answered 503 with Retry-After at once
 * instead of queueing until every caller times out.
 */
export const overloadShedding = fp(
  async (app: FastifyInstance, { maxEventLoopDelayMs }: { maxEventLoopDelayMs: number }) => {
    await app.register(underPressure, {
      maxEventLoopDelay: maxEventLoopDelayMs,
      retryAfter: retryAfterSeconds,
      pressureHandler: answerBusy,
    });
  },
  { name: 'overload-shedding' },
);
