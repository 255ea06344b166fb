import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { decryptCookieValue } from 'shared-api/contract/sealed-cookies';
import { ownerTokenHeader } from '../auth/plugin';
import { tenantTokenHeader } from '../tenants/tenant-access';
import { cookieValue } from './cookies';
import { cookieTheme, shellPageWith, type Theme } from './first-paint';
import type { SignedInRole } from './remote-preloads';

/** A page drawn by an app's `server/drawing.js`: the styles it uses and its markup. */
interface Drawing {
  css: string;
  markup: string;
}

interface PageRequest {
  url: string;
  theme: Theme;
  sidebarCollapsed: boolean;
  userAgent: string;
  serverFetch: typeof fetch;
}

/** What a remote's drawing module gives (`serverDrawing` in webpack.factory.js). */
interface PageDrawing {
  role: SignedInRole;
  drawPage(request: PageRequest): Promise<Drawing | null>;
}

/** What the shell's drawing module gives: the frame, with a slot for the page's own drawing. */
interface FrameDrawing {
  pageSlot: string;
  drawFrame(role: SignedInRole, request: PageRequest): Promise<Drawing | null>;
}

const tokenHeaders: Record<SignedInRole, string> = {
  owner: ownerTokenHeader,
  tenant: tenantTokenHeader,
};

/**
 * A page not drawn within this long is sent undrawn (its scripts draw it, as without the drawing):
 * a slow read must not hold the page back.
 */
export const drawingTimeLimitMs = 2_000;

interface DrawingRequest {
  webRoot: string;
  folder: string;
  url: string;
  /** The request's Cookie header: the session's token and the display choices. */
  cookies: string | undefined;
  /** The request's User-Agent header. */
  userAgent: string | undefined;
}

/** The modules loaded, each with the time its file was written: a rebuilt one is loaded anew. */
const loaded = new Map<string, { writtenAt: number; exports: unknown }>();

/**
 * An app's drawing module from its build folder, or null when the build has none. A folder may be
 * replaced while the server runs (a team's release), so the file's time is checked per request.
 */
async function drawingModule<T>(webRoot: string, folder: string): Promise<T | null> {
  const file = path.join(webRoot, folder, 'dist', 'server', 'drawing.js');
  const written = await stat(file).then(
    (info) => info.mtimeMs,
    () => null,
  );
  if (written === null) return null;
  const kept = loaded.get(file);
  if (kept?.writtenAt === written) return kept.exports as T;
  delete require.cache[file];
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a build on disk, by its path
  const exports: unknown = require(file);
  loaded.set(file, { writtenAt: written, exports });
  return exports as T;
}

/** The role's session token, from the sealed cookie the front-ends keep it in; null without one. */
async function cookieToken(
  cookieHeader: string | undefined,
  role: SignedInRole,
): Promise<string | null> {
  const sealed = cookieValue(cookieHeader, `${role}-token`);
  if (!sealed) return null;
  return decryptCookieValue(decodeURIComponent(sealed)).catch(() => null);
}

/**
 * The API as the drawing modules reach it: this server's own routes, answered in process, with the
 * visitor's token. Reads only: a page drawn on the server changes nothing. The frame and the page
 * are drawn apart and both read the visitor's profile: a read asked for again is answered once.
 */
function serverFetch(app: FastifyInstance, header: string, token: string): typeof fetch {
  const answers = new Map<string, Promise<LightMyRequestResponse>>();
  return async (input, init) => {
    const request = new Request(input, init);
    if (request.method !== 'GET') {
      return Response.json({ error: 'Only reads draw a page' }, { status: 405 });
    }
    const { pathname, search } = new URL(request.url);
    const url = pathname + search;
    let answering = answers.get(url);
    if (!answering) {
      answering = app.inject({
        method: 'GET',
        url,
        headers: { ...Object.fromEntries(request.headers), [header]: token },
      });
      answers.set(url, answering);
    }
    const answer = await answering;
    return new Response(answer.statusCode === 204 ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? '') },
    });
  };
}

/**
 * The shell's page with a signed-in page drawn for this visitor with their data, as one
 * `#first-paint` element: the shell's frame with the page's remote's drawing in it, and the styles
 * of both. Null when that takes longer than `drawingTimeLimitMs`, when the shell's page cannot be
 * read, when either build has no drawing module, the remote draws no such page, the visitor has no
 * good token for the remote's role, or a read fails.
 */
export function signedInPageDrawing(
  app: FastifyInstance,
  request: DrawingRequest,
): Promise<string | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), drawingTimeLimitMs);
  });
  return Promise.race([drawn(app, request), late]).finally(() => clearTimeout(timer));
}

async function drawn(
  app: FastifyInstance,
  { webRoot, folder, url, cookies, userAgent }: DrawingRequest,
): Promise<string | null> {
  const [frames, pages] = await Promise.all([
    drawingModule<FrameDrawing>(webRoot, 'shell'),
    drawingModule<PageDrawing>(webRoot, folder),
  ]);
  if (!frames || !pages) return null;
  const token = await cookieToken(cookies, pages.role);
  if (!token) return null;
  const request: PageRequest = {
    url,
    theme: cookieTheme(cookies),
    sidebarCollapsed: cookieValue(cookies, 'sidebar') === 'collapsed',
    userAgent: userAgent ?? '',
    serverFetch: serverFetch(app, tokenHeaders[pages.role], token),
  };
  const [frame, page] = await Promise.all([
    frames.drawFrame(pages.role, request),
    pages.drawPage(request),
  ]);
  const slot = frame?.markup.indexOf(frames.pageSlot) ?? -1;
  if (!frame || !page || slot < 0) return null;
  return shellPageWith(
    webRoot,
    `<div id="first-paint"><style>${frame.css}${page.css}</style>` +
      frame.markup.slice(0, slot) +
      page.markup +
      frame.markup.slice(slot + frames.pageSlot.length) +
      '</div>',
  );
}
