import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';

/** Browser features no screen uses, so a page taken over by an injected script cannot use them either. */
export const permissionsPolicy =
  'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()';

const placeholderOrigin = 'https://this-origin.invalid';

/**
 * The origins other than this one that `remotes.json` loads remotes from. A remote moved to a new
 * origin by editing that file is allowed from the next page load, without a restart.
 */
export function remoteOrigins(remotesFile: string | null): () => string[] {
  let seenVersion = '';
  let origins: string[] = [];
  return () => {
    if (!remotesFile) return origins;
    let version: string;
    try {
      const { mtimeMs, size } = statSync(remotesFile);
      version = `${mtimeMs}:${size}`;
    } catch {
      return (origins = []);
    }
    if (version === seenVersion) return origins;
    seenVersion = version;
    try {
      const manifests = Object.values(JSON.parse(readFileSync(remotesFile, 'utf8')) as object);
      origins = [
        ...new Set(
          manifests
            .filter((address): address is string => typeof address === 'string')
            .map((address) => new URL(address, placeholderOrigin).origin)
            .filter((origin) => origin !== placeholderOrigin),
        ),
      ];
    } catch {
      origins = [];
    }
    return origins;
  };
}

/**
 * Helmet's headers on every answer. The Content-Security-Policy lets scripts come only from this
 * origin and the remotes' origins (no inline script, no eval); styled-components injects style
 * elements, hence inline styles.
 */
export const securityHeaders = fp(
  async (app: FastifyInstance, { config }: { config: AppConfig }) => {
    const overHttps = config.appUrl.startsWith('https:');
    const remotes = remoteOrigins(
      config.webRoot ? path.join(config.webRoot, 'shell', 'dist', 'remotes.json') : null,
    );
    const selfAndRemotes = () => ["'self'", ...remotes()].join(' ');
    await app.register(fastifyHelmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: [selfAndRemotes],
          scriptSrcAttr: ["'none'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          connectSrc: [selfAndRemotes],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          ...(overHttps && { upgradeInsecureRequests: [] }),
        },
      },
      strictTransportSecurity: overHttps ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      referrerPolicy: { policy: 'no-referrer' },
      crossOriginResourcePolicy: { policy: 'same-site' },
    });
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('permissions-policy', permissionsPolicy);
    });
  },
  { name: 'security-headers' },
);
