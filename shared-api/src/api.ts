import { buildCreateApi, coreModule, reactHooksModule } from '@reduxjs/toolkit/query/react';
import { sessionBaseQuery } from './base-query';
import { joinApi } from './store';

/**
 * Where a page is drawn on the server, ahead of its scripts, its queries start as it renders (React
 * runs no effects there), so that the server can wait for their answers and draw it again with them.
 */
const createApi = buildCreateApi(
  coreModule(),
  reactHooksModule({ unstable__sideEffectsInRender: typeof window === 'undefined' }),
);

/**
 * The one RTK Query api of the product. Features add their endpoints next to the code that uses
 * them with `api.injectEndpoints` (names must be unique; the error catalogue is keyed by them).
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: sessionBaseQuery,
  // Every cached resource kind, declared once so any feature can provide or invalidate it.
  tagTypes: ['Owner', 'Property', 'Tenant', 'Lease'],
  endpoints: () => ({}),
});

joinApi(api);
