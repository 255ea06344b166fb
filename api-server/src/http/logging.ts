import type { FastifyRequest } from 'fastify';

/**
 * Values that never reach a log line, wherever a logged object carries them: the Social Security
 * number above all, and passwords and tokens.
 */
export const redactedLogPaths = [
  'ssn',
  '*.ssn',
  'backgroundCheck.data.ssn',
  '*.backgroundCheck.data.ssn',
  'password',
  '*.password',
  'token',
  '*.token',
  'req.headers["x-access-token"]',
  'req.headers["x-access-tenant-token"]',
];

/** An invitation link carries its token in the query string: the logged address leaves it out. */
export const withoutLinkToken = (url: string) => url.replace(/([?&]token=)[^&#]*/g, '$1[redacted]');

/** A failed query's error says its statement; the values it was sent are left out. */
const withoutQueryValues = (text: string | undefined) =>
  text?.replace(/\nparams: [^]*?(?=\n {4}at |$)/, '');

/** What pino's serializer for `err` is expected to answer. */
type SerializedError = { [key: string]: unknown; type: string; message: string; stack: string };

/** Fields never logged: a failed query's values, and PostgreSQL's `detail`, which quotes a key's. */
const unloggedFields = new Set(['params', 'detail']);

/**
 * An error as logged: its type, message, stack, cause and own fields (code, constraint, ...), but
 * never the values a failed query carried (the query layer writes them into its message; they hold
 * password hashes, bank numbers and sealed SSNs).
 */
export function loggableError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error)) return error;
  const fields = Object.fromEntries(
    Object.entries(error).filter(([name]) => !unloggedFields.has(name) && name !== 'cause'),
  );
  return {
    type: error.constructor.name,
    ...fields,
    message: withoutQueryValues(error.message),
    stack: withoutQueryValues(error.stack),
    ...(error.cause !== undefined && depth < 5 && { cause: loggableError(error.cause, depth + 1) }),
  };
}

export function loggerOptions(level: string, stream?: NodeJS.WritableStream) {
  return {
    level,
    redact: { paths: redactedLogPaths, censor: '[redacted]' },
    serializers: {
      err: (error: Error) => loggableError(error) as SerializedError,
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: withoutLinkToken(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
    ...(stream && { stream }),
  };
}
