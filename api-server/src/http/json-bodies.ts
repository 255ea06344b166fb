import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The browser sends the JSON content type on every call, bodiless ones included (sign-out, for
 * one), so an empty body is read as an empty object instead of being refused.
 */
export const jsonBodies = fp(async (app: FastifyInstance) => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text === '') {
      done(null, {});
      return;
    }
    parseJson(request, text, done);
  });
});
