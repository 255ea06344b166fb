import { readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { AppConfig } from '../config';

/** Browser features no screen uses, so a page taken over by an injected script cannot use them either. */
export const permissionsPolicy =
  'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()';

const placeholderOrigin = 'https://this-origin.invalid';

/**
 * The origins other than this one that `remotes.json` loads remotes from, and the file's version
 * (its time and size) they were read at. A remote moved to a new origin by editing that file is
 * allowed from the next page load, without a restart.
 */
export function remoteOrigins(remotesFile: string | null): () => {
  version: string;
  origins: string[];
} {
  let seen = { version: '', origins: [] as string[] };
  return () => {
    if (!remotesFile) return seen;
    let version: string;
    try {
      const { mtimeMs, size } = statSync(remotesFile);
      version = `${mtimeMs}:${size}`;
    } catch {
      version = 'none';
    }
    if (version === seen.version) return seen;
    let origins: string[] = [];
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
    seen = { version, origins };
    return seen;
  };
}

/**
 * Helmet's options. The Content-Security-Policy lets scripts come only from this origin and the
 * remotes' origins (no inline script, no eval); styled-components injects style elements, hence
 * inline styles.
 */
function helmetOptions(overHttps: boolean, remotes: string[]): HelmetOptions {
  const selfAndRemotes = ["'self'", ...remotes];
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: selfAndRemotes,
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        connectSrc: selfAndRemotes,
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
  };
}

/** The headers helmet sets with these options, taken down once so each answer only copies them. */
export function securityHeaderValues(options: HelmetOptions): [string, string][] {
  const headers: [string, string][] = [];
  const recorder = {
    setHeader: (name: string, value: string) => headers.push([name, value]),
    removeHeader: () => {},
  } as unknown as ServerResponse;
  helmet(options)({} as IncomingMessage, recorder, (error?: unknown) => {
    if (error) throw error;
  });
  return [...headers, ['Permissions-Policy', permissionsPolicy]];
}

/**
 * Helmet's headers on every answer. Helmet would build them, its policy included, on every
 * request (a few per cent of the server's time); they change only with `remotes.json`, so they
 * are built when it does, as a page request finds.
 */
export const securityHeaders = fp(
  async (app: FastifyInstance, { config }: { config: AppConfig }) => {
    const overHttps = config.appUrl.startsWith('https:');
    const remotes = remoteOrigins(
      config.webRoot ? path.join(config.webRoot, 'shell', 'dist', 'remotes.json') : null,
    );
    let built: { version: string; headers: [string, string][] } | null = null;
    const headersNow = () => {
      const { version, origins } = remotes();
      if (built?.version !== version) {
        built = { version, headers: securityHeaderValues(helmetOptions(overHttps, origins)) };
      }
      return built.headers;
    };
    // A page checks `remotes.json` again; an API answer, which loads nothing, takes the headers as
    // last built rather than reading the file's time on every request.
    app.addHook('onRequest', (request, reply, done) => {
      const toApi = request.url.startsWith('/api/');
      const headers = built && toApi ? built.headers : headersNow();
      for (const [name, value] of headers) reply.raw.setHeader(name, value);
      // What a session reads is kept by no cache, shared or the browser's own, unless its route
      // says otherwise (a photo's signed link).
      if (
        toApi &&
        (request.headers['x-access-token'] || request.headers['x-access-tenant-token'])
      ) {
        reply.raw.setHeader('cache-control', 'private, no-store');
      }
      done();
    });
  },
  { name: 'security-headers' },
);
