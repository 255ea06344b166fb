import type {
  Api,
  BaseQueryFn,
  coreModuleName,
  FetchArgs,
  FetchBaseQueryError,
  FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query';
import type { reactHooksModuleName } from '@reduxjs/toolkit/query/react';

// The api's types apart from its code, so that the store (which the api joins when its code loads)
// and the base query name them without importing the api: no import cycle between the three.

export interface SessionFetchArgs extends FetchArgs {
  /** An invitation link's token (onboarding calls), sent as the tenant token over the session's. */
  tenantToken?: string;
}

export type SessionBaseQuery = BaseQueryFn<
  string | SessionFetchArgs,
  unknown,
  FetchBaseQueryError,
  object,
  FetchBaseQueryMeta
>;

/** Every cached resource kind, declared once so any feature can provide or invalidate it. */
export const apiTagTypes = ['Owner', 'Property', 'Tenant', 'Lease'] as const;

/** The one RTK Query api (`api.ts`) before features inject their endpoints. */
export type ProductApi = Api<
  SessionBaseQuery,
  Record<never, never>,
  'api',
  (typeof apiTagTypes)[number],
  typeof coreModuleName | typeof reactHooksModuleName
>;

/** What the store's thunks, and so the API calls, are given besides the store itself. */
export interface StoreExtra {
  /**
   * A store made on the server to render a page (SSR): how its API calls reach the API there (with
   * the visitor's token), in place of the browser's `fetch`.
   */
  serverFetch?: typeof fetch;
}

/**
 * What RTK Query rehydrates from (its `extractRehydrationInfo`): the answered queries of a page the
 * server rendered, and the tags they provide.
 */
export interface ApiRehydration {
  queries: Record<string, unknown>;
  mutations: Record<string, unknown>;
  provided: unknown;
}
