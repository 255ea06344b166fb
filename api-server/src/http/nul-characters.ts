import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from './errors';

/** Whether any string (or key) in a parsed body, query or path holds a NUL character. */
function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  // Parsed JSON is bounded by the body limit; the depth bound only keeps the walk off the stack's end.
  if (value === null || typeof value !== 'object' || depth > 64 || Buffer.isBuffer(value)) {
    return false;
  }
  if (Array.isArray(value)) return value.some((item) => holdsNul(item, depth + 1));
  return Object.entries(value).some(
    ([key, item]) => key.includes('\u0000') || holdsNul(item, depth + 1),
  );
}

/**
 * PostgreSQL's text cannot hold a NUL character: a value with one is refused as the caller's
 * mistake (400) before any handler sees it, instead of failing in the database as a fault.
 */
export const nulCharacters = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    if (holdsNul(request.params) || holdsNul(request.query) || holdsNul(request.body)) {
      throw badRequest('Text may not contain a NUL character (\\u0000)');
    }
  });
});
