import { createHash } from 'node:crypto';
import { access } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import Negotiator from 'negotiator';
import { answerNotFound } from '../http/errors';
import { cookieRole, pageRemote, remotePreloads } from './remote-preloads';
import {
  defaultMaxConcurrentRenders,
  defaultSsrBudgetMs,
  renderedPage,
  type SsrOptions,
} from './ssr';

const remoteApps = ['auth-app', 'owner-portal', 'tenant-portal'] as const;

/** A script named by its content hash (`412.deadbeef.js`), or an image named by webpack's asset hash. */
const contentHashed = /(\.[0-9a-f]{8}\.js|\/[0-9a-f]{20}\.(svg|png|webp))(\.br|\.gz)?$/;

/**
 * Content-hashed files never change under their name. Everything else, above all index.html,
 * remotes.json, mf-manifest.json and remoteEntry.js, is revalidated on every load (its ETag answers
 * 304 while unchanged), so replacing a remote's built folder reaches users at once.
 */
function setCacheHeaders(
  response: { setHeader(name: string, value: string): unknown },
  filePath: string,
) {
  response.setHeader(
    'cache-control',
    contentHashed.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache',
  );
  // The same address answers brotli, gzip or plain: a shared cache must keep them apart.
  response.setHeader('vary', 'Accept-Encoding');
}

/**
 * An app's SSR module (`server/ssr.js`) is run by this server, never sent to browsers: no address
 * reaches that folder, however it is written (`//server/`, `x/../server/`, `%2e%2e`).
 */
function outsideServerFolder(pathName: string, root: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathName);
  } catch {
    return false;
  }
  const file = path.resolve(root, `.${path.posix.normalize(`/${decoded}`)}`);
  return !file.startsWith(path.join(root, 'server') + path.sep);
}

const staticOptions = {
  wildcard: true,
  cacheControl: false,
  dotfiles: 'ignore',
  setHeaders: setCacheHeaders,
  allowedPath: outsideServerFolder,
  // The build writes brotli and gzip copies beside each file; the browser's Accept-Encoding picks one.
  preCompressed: true,
} as const;

/** As the app compresses its answers: brotli first, at a quality that costs little per answer. */
const compressors = {
  br: (body: Buffer) =>
    brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }),
  gzip: (body: Buffer) => gzipSync(body),
};

/** Whether an If-None-Match header names this tag (weakly, as RFC 9110 compares it). */
const namesTag = (ifNoneMatch: string | undefined, etag: string) =>
  (ifNoneMatch ?? '')
    .split(',')
    .some((tag) => tag.trim() === '*' || tag.trim().replace(/^W\//, '') === etag);

/**
 * A page put together here rather than a file. The app's @fastify/compress only acts on routes
 * registered beside it, never on this not-found handler, so the page is compressed here; its ETag
 * is a hash of its text and of the encoding, since each encoding sends different bytes.
 */
function sendComposedPage(
  request: FastifyRequest,
  reply: FastifyReply,
  { html, personal }: { html: string; personal: boolean },
) {
  const body = Buffer.from(html);
  // The best the browser's Accept-Encoding allows, brotli first.
  const accepted = new Negotiator(request.raw).encoding(['br', 'gzip', 'identity'], {
    preferred: ['br', 'gzip'],
  });
  const encoding = accepted === 'br' || accepted === 'gzip' ? accepted : null;
  const hash = createHash('sha1').update(body).digest('base64url');
  const etag = encoding ? `"${hash}-${encoding}"` : `"${hash}"`;
  // A page rendered with the visitor's data is theirs alone: no shared cache may keep it.
  reply.header('etag', etag).header('cache-control', personal ? 'private, no-cache' : 'no-cache');
  if (namesTag(request.headers['if-none-match'], etag)) return reply.code(304).send();
  reply.header('content-type', 'text/html; charset=utf-8');
  if (!encoding) return reply.send(body);
  return reply.header('content-encoding', encoding).send(compressors[encoding](body));
}

/** `html` with `markup` before its body's end (sliced: `String.replace` would read `$&` in it). */
function withBodyEnd(html: string, markup: string): string {
  const end = html.lastIndexOf('</body>');
  return markup && end >= 0 ? html.slice(0, end) + markup + html.slice(end) : html;
}

/**
 * The built front-ends on the API's origin: the shell at `/`, each remote under `/remotes/<name>/`.
 * Files are looked up on disk per request (no file list is kept), since a folder may be replaced while
 * the server runs. A page request for any other path gets the shell's index.html, which routes in
 * the browser; under a remote's path, the remote's own (its standalone build).
 */
export const frontEnds = fp(
  async (app: FastifyInstance, options: { webRoot: string; ssr?: Partial<SsrOptions> }) => {
    const ssr: SsrOptions = {
      budgetMs: options.ssr?.budgetMs ?? defaultSsrBudgetMs,
      maxConcurrentRenders: options.ssr?.maxConcurrentRenders ?? defaultMaxConcurrentRenders,
    };
    const buildOf = (appFolder: string) => path.join(options.webRoot, appFolder, 'dist');
    await app.register(fastifyStatic, { root: buildOf('shell'), prefix: '/', ...staticOptions });
    for (const remote of remoteApps) {
      await app.register(fastifyStatic, {
        root: buildOf(remote),
        prefix: `/remotes/${remote}/`,
        decorateReply: false,
        ...staticOptions,
      });
    }

    app.setNotFoundHandler(async (request, reply) => {
      const isPageRequest =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !request.url.startsWith('/api/') &&
        (request.headers.accept ?? '').includes('text/html');
      if (!isPageRequest) return answerNotFound(request, reply);
      const pagePath = request.url.split('?')[0]!;
      const remote = remoteApps.find((name) => `${pagePath}/`.startsWith(`/remotes/${name}/`));
      const build = buildOf(remote ?? 'shell');
      const built = await access(path.join(build, 'index.html')).then(
        () => true,
        () => false,
      );
      if (!built) return answerNotFound(request, reply);
      if (!remote) {
        const cookies = request.headers.cookie;
        const renderedBy = await pageRemote(
          options.webRoot,
          pagePath,
          remoteApps,
          cookieRole(cookies),
        );
        // The preloads follow the session cookie (for a page both roles have), and a page rendered
        // on the server (SSR) the visitor's data, display choices and languages: a shared cache must
        // not hand one visitor's to another (this value replaces the file's own, so it repeats it).
        reply.header('vary', 'Accept-Encoding, Accept-Language, Cookie');
        const folder = renderedBy?.folder;
        const rendered = folder
          ? await renderedPage(
              app,
              {
                webRoot: options.webRoot,
                remote: { name: renderedBy.name, folder },
                url: request.url,
                cookies,
                userAgent: request.headers['user-agent'],
                languages: new Negotiator(request.raw).languages(),
                log: request.log,
              },
              ssr,
            )
          : null;
        // After the render, which names the page's own code for the browser to preload too.
        const preloads =
          renderedBy &&
          (await remotePreloads(
            options.webRoot,
            renderedBy,
            rendered?.chunk ?? null,
            rendered?.parts ?? [],
          ));
        if (preloads) reply.header('link', preloads.link);
        if (rendered) {
          const html = withBodyEnd(rendered.html, preloads?.onFirstInput ?? '');
          return sendComposedPage(request, reply, { html, personal: true });
        }
      }
      return reply.header('cache-control', 'no-cache').sendFile('index.html', build);
    });
  },
);
