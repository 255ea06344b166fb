import { access } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { answerNotFound } from '../http/errors';
import { cookieRole, remotePreloads } from './remote-preloads';

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

const staticOptions = {
  wildcard: true,
  cacheControl: false,
  dotfiles: 'ignore',
  setHeaders: setCacheHeaders,
  // The build writes brotli and gzip copies beside each file; the browser's Accept-Encoding picks one.
  preCompressed: true,
} as const;

/**
 * The built front-ends on the API's origin: the shell at `/`, each remote under `/remotes/<name>/`.
 * Files are looked up on disk per request (no file list is kept), since a folder may be replaced while
 * the server runs. A page request for any other path gets the shell's index.html, which routes in
 * the browser; under a remote's path, the remote's own (its standalone build).
 */
export const frontEnds = fp(async (app: FastifyInstance, options: { webRoot: string }) => {
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
      const role = cookieRole(request.headers.cookie);
      const preloads = await remotePreloads(options.webRoot, pagePath, remoteApps, role);
      if (preloads) reply.header('link', preloads);
      // For a page both roles have, the preloads follow the session cookie: a shared cache must
      // not hand one role's to the other (this value replaces the file's own, so it repeats it).
      reply.header('vary', 'Accept-Encoding, Cookie');
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html', build);
  });
});
