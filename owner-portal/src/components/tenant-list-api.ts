import { api } from 'shared-api';
import type { AllTenantsAnswer, AllTenantsQuery } from 'shared-api/contract';

/** What a list of tenants asks the server for; the cursor is the page's own. */
export type TenantFilter = Omit<AllTenantsQuery, 'cursor'>;

/** The owner's tenants, listed by the tenants page and offered by the tenant picker. */
export const tenantListApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The owner's tenants a page at a time, newest first, each page after the last one's cursor. */
    getTenants: build.infiniteQuery<AllTenantsAnswer, TenantFilter, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.nextCursor,
      },
      query: ({ queryArg, pageParam }) => ({
        url: 'tenants/all',
        params: pageParam === null ? queryArg : { ...queryArg, cursor: pageParam },
      }),
      providesTags: ['Tenant'],
    }),
  }),
});

export const { useGetTenantsInfiniteQuery } = tenantListApi;
