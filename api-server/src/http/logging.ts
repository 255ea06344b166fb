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

export function loggerOptions(level: string, stream?: NodeJS.WritableStream) {
  return {
    level,
    redact: { paths: redactedLogPaths, censor: '[redacted]' },
    serializers: {
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
