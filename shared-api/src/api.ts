import { buildCreateApi, coreModule, reactHooksModule } from '@reduxjs/toolkit/query/react';
import { apiTagTypes } from './api-types';
import { sessionBaseQuery } from './base-query';
import { apiRehydrated, joinApi } from './store';

/**
 * Where a page is rendered on the server (SSR), its queries start as it renders (React runs no
 * effects there), so that the server can wait for their answers and render it again with them.
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
  tagTypes: apiTagTypes,
  endpoints: () => ({}),
  // The queries the server answered as it rendered the page, which the browser's store takes over
  // (`apiRehydrated`) instead of sending them again. RTK Query reads only their queries, mutations
  // and provided tags, which is what the server sends.
  extractRehydrationInfo: (action) =>
    apiRehydrated.match(action) ? (action.payload as never) : undefined,
});

joinApi(api);
