import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** A refusal the caller can act on; its message is shown to the user as is. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message: string) => new HttpError(401, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, { 'retry-after': String(retryAfterSeconds) });

export const serverFaultMessage = 'Something went wrong. Please try again later.';

/** Fastify's own refusals, reworded for people. */
const frameworkMessages: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the request body as JSON',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its length',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
};

/** PostgreSQL's program_limit_exceeded, as the database or the query layer reports it. */
function asksTooMuchOfTheDatabase(error: Error & { code?: unknown; cause?: unknown }): boolean {
  if (error.code === '54000') return true;
  return error.cause instanceof Error && asksTooMuchOfTheDatabase(error.cause);
}

/**
 * PostgreSQL's query_canceled: the connection's statement_timeout (db/connection.ts) stopped a
 * statement that ran too long.
 */
function databaseTookTooLong(error: Error & { code?: unknown; cause?: unknown }): boolean {
  if (error.code === '57014') return true;
  return error.cause instanceof Error && databaseTookTooLong(error.cause);
}

export const databaseTimeoutMessage =
  'The database took too long to answer. Please try again in a moment.';

export const errorAnswers = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      if ('storedAs' in error)
        request.log.warn({ storedAs: error.storedAs }, 'stored file missing');
      return reply.code(error.statusCode).headers(error.headers).send({ error: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((issue) => ({
        field: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: issue.message,
      }));
      return reply.code(400).send({ error: details[0]?.message ?? 'Invalid request', details });
    }
    if (asksTooMuchOfTheDatabase(error)) {
      request.log.warn({ err: error }, 'request beyond what one query may carry');
      return reply.code(413).send({ error: 'This request asks for too much at once' });
    }
    if (databaseTookTooLong(error)) {
      request.log.warn({ err: error }, 'database statement timed out');
      return reply.code(503).header('retry-after', '5').send({ error: databaseTimeoutMessage });
    }
    const statusCode = error.statusCode ?? 500;
    if (statusCode >= 400 && statusCode < 500) {
      return reply.code(statusCode).send({ error: frameworkMessages[error.code] ?? error.message });
    }
    request.log.error({ err: error }, 'request failed');
    // The id lets a report of this fault be matched with its log lines.
    return reply.code(500).send({ error: serverFaultMessage, requestId: request.id });
  });
});

export function answerNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply
    .code(404)
    .send({ error: request.url.startsWith('/api/') ? 'No such API endpoint' : 'Not found' });
}
