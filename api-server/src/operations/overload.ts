import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export const overloadMessage = 'The service is busy. Please try again in a few seconds.';

export const retryAfterSeconds = 5;

const sampleIntervalMs = 1000;

/** On a route's config: it is served even under pressure (liveness must not look like a crash). */
export const servedUnderPressure = { pressureHandler: () => undefined };

/**
 * When the event loop falls too far behind, new requests are answered 503 with Retry-After at once
 * instead of queueing until every caller times out. A delay of 0 turns this off.
 */
export const overloadShedding = fp(
  async (app: FastifyInstance, { maxEventLoopDelayMs }: { maxEventLoopDelayMs: number }) => {
    // Start-up work (compiling the embedded database, migrating) stalls the loop too; that is not load.
    let measuringFrom = Infinity;
    app.addHook('onReady', async () => {
      measuringFrom = Date.now() + 2 * sampleIntervalMs;
    });
    // under-pressure sends what its handler answers (its typings say void); sending here instead
    // would let the request go on after the answer.
    const answerBusy = ((_request: FastifyRequest, reply: FastifyReply) => {
      if (Date.now() < measuringFrom) return undefined;
      reply.code(503).header('retry-after', String(retryAfterSeconds));
      return { error: overloadMessage };
    }) as unknown as (request: FastifyRequest, reply: FastifyReply) => void;
    await app.register(underPressure, {
      maxEventLoopDelay: maxEventLoopDelayMs,
      sampleInterval: sampleIntervalMs,
      retryAfter: retryAfterSeconds,
      pressureHandler: answerBusy,
    });
  },
  { name: 'overload-shedding' },
);
