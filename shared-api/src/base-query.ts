import { fetchBaseQuery, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { toast } from 'sonner';
import type { SessionBaseQuery, SessionFetchArgs, StoreExtra } from './api-types';
import { answeredStatus, catalogueEntryFor, errorMessageFor } from './error-catalogue';
import { navigateTo } from './navigation';
import type { SessionState } from './session/session-slice';
import { readSessionToken, tokenHeaders } from './session/tokens';
import { requestEnded, requestStarted } from './ui-slice';

export const serverErrorPath = '/error-500';

// On the server, where a page is rendered ahead of its scripts (SSR), the calls go to the server
// itself (see `StoreExtra.serverFetch`).
const apiBase = new URL('/api/', globalThis.location?.origin ?? 'http://localhost').href;

const fetchingWith = (fetchFn: typeof fetch) =>
  fetchBaseQuery({
    // Absolute, so `Request` accepts it wherever fetch has no page to resolve a path against.
    baseUrl: apiBase,
    fetchFn,
    prepareHeaders: (headers) => {
      headers.set('Content-Type', 'application/json');
      return headers;
    },
  });

const sendToApi = fetchingWith((input, init) => fetch(input, init));

function headersOf(init: FetchArgs['headers']): Headers {
  if (!init || init instanceof Headers) return new Headers(init);
  if (Array.isArray(init)) return new Headers(init as [string, string][]);
  return new Headers(
    Object.entries(init).filter((header): header is [string, string] => header[1] !== undefined),
  );
}

async function withTokenHeader(
  args: string | SessionFetchArgs,
  { session }: { session: SessionState },
): Promise<FetchArgs> {
  const { tenantToken, ...request } = typeof args === 'string' ? { url: args } : args;
  const headers = headersOf(request.headers);
  if (tenantToken) {
    headers.set(tokenHeaders.tenant, tenantToken);
  } else if (session.role) {
    const token = await readSessionToken(session.role);
    if (token) headers.set(tokenHeaders[session.role], token);
  }
  return { ...request, headers };
}

function tellUser(endpoint: string, error: FetchBaseQueryError) {
  if (answeredStatus(error) === 500) {
    navigateTo(serverErrorPath);
    return;
  }
  const { notice } = catalogueEntryFor(endpoint);
  if (notice === 'toast') {
    const message = errorMessageFor(endpoint, error);
    toast.error(message, { id: message });
  } else if (notice === 'log') {
    console.error(`${endpoint} failed`, error);
  }
}

/**
 * Every call to the product API: the JSON content type and the session's token header, the global
 * loading counter, the server error page for a 500, and the error toast for any other failure. On
 * the server (a store with `serverFetch`, rendering a page) the calls go through that, and a failure is
 * only returned: the server then sends the page without SSR.
 */
export const sessionBaseQuery: SessionBaseQuery = async (args, queryApi, extraOptions) => {
  const { serverFetch } = queryApi.extra as StoreExtra;
  queryApi.dispatch(requestStarted());
  try {
    const request = await withTokenHeader(args, queryApi.getState() as { session: SessionState });
    const send = serverFetch ? fetchingWith(serverFetch) : sendToApi;
    const result = await send(request, queryApi, extraOptions);
    if (result.error && !serverFetch && !queryApi.signal.aborted) {
      tellUser(queryApi.endpoint, result.error);
    }
    return result;
  } finally {
    queryApi.dispatch(requestEnded());
  }
};
