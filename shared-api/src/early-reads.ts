import { storedRole } from './session/stored-role';
import { readSessionToken, tokenHeaders } from './session/tokens';

/** A read as an endpoint's `query` gives it: a path under /api/, or a path with its parameters. */
export type ApiRead = string | { url: string; params?: object };

interface EarlyRead {
  token: string;
  startedAt: number;
  response: Promise<Response>;
}

// On the server, where a page is drawn ahead of its scripts, the calls go to the server itself.
export const apiBase = new URL('/api/', globalThis.location?.origin ?? 'http://localhost').href;

/** An answer not asked for within this long after its read started is not used. */
const earlyReadLifetimeMs = 10_000;

const earlyReads = new Map<string, EarlyRead>();
/**
 * Until the early reads start, the addresses the app has already asked for itself (when its code
 * came first): reading them again early would be a waste.
 */
let alreadyAsked: Set<string> | null = new Set<string>();

/** The address `fetchBaseQuery` asks for the read: the same path joining and parameters. */
export function readUrl(read: ApiRead): string {
  const { url, params } = typeof read === 'string' ? { url: read, params: undefined } : read;
  const address = new URL(url.replace(/^\//, ''), apiBase).href;
  if (!params) return address;
  const given = Object.entries(params).filter(([, value]) => value !== undefined);
  const query = new URLSearchParams(given.map(([name, value]) => [name, String(value)]));
  return `${address}${address.includes('?') ? '&' : '?'}${query}`;
}

/**
 * Starts the first page's reads with its code, before the store and the page exist (the shell
 * calls it for the page it opens on): the page's own requests then take these answers, where they
 * would have been sent only once the page had drawn. Only with the signed-in role's token, and once
 * per page load.
 */
export async function startEarlyReads(reads: ApiRead[]): Promise<void> {
  const role = storedRole();
  const token = role && (await readSessionToken(role));
  const asked = alreadyAsked;
  alreadyAsked = null;
  if (!role || !token || !asked) return;
  for (const read of reads) {
    const url = readUrl(read);
    if (asked.has(url)) continue;
    const headers = { 'Content-Type': 'application/json', [tokenHeaders[role]]: token };
    const response = fetch(url, { headers });
    response.catch(() => {});
    earlyReads.set(url, { token, startedAt: performance.now(), response });
  }
}

/**
 * The answer of an early read of the same address with the same token, once: a later request for
 * it is sent as usual. A read that failed on the way is sent again.
 */
export function takeEarlyRead(request: Request): Promise<Response> | undefined {
  if (request.method !== 'GET') return undefined;
  const read = earlyReads.get(request.url);
  if (!read) {
    alreadyAsked?.add(request.url);
    return undefined;
  }
  earlyReads.delete(request.url);
  const token = request.headers.get(tokenHeaders.owner) ?? request.headers.get(tokenHeaders.tenant);
  if (token !== read.token || performance.now() - read.startedAt > earlyReadLifetimeMs) {
    return undefined;
  }
  return read.response.catch(() => fetch(request));
}
