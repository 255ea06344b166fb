import { api } from 'shared-api';
import type {
  AllTenantsAnswer,
  AllTenantsQuery,
  InviteTenantPayload,
  Lease,
  LeaseListAnswer,
  Tenant,
  TenantAnswer,
} from 'shared-api/contract';

/** What a list of tenants asks the server for; the cursor is the page's own. */
export type TenantFilter = Omit<AllTenantsQuery, 'cursor'>;

/** The owner's tenants and the leases they are invited onto, used by more than one owner page. */
export const tenancyApi = api.injectEndpoints({
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
    getLeasesToInviteOnto: build.query<Lease[], string>({
      query: (propertyId) => `leases?propertyId=${encodeURIComponent(propertyId)}`,
      transformResponse: (answer: LeaseListAnswer) => answer.lease,
      providesTags: ['Lease'],
    }),
    createTenant: build.mutation<Tenant, InviteTenantPayload>({
      query: (invitation) => ({ url: 'tenants/create', method: 'POST', body: invitation }),
      transformResponse: (answer: TenantAnswer) => answer.data,
      invalidatesTags: ['Tenant', 'Lease', 'Property'],
    }),
    resendInvitation: build.mutation<Tenant, string>({
      query: (tenantId) => ({
        url: `tenants/tenant/${encodeURIComponent(tenantId)}/invitation`,
        method: 'POST',
      }),
      transformResponse: (answer: TenantAnswer) => answer.data,
      invalidatesTags: ['Tenant'],
    }),
  }),
});

export const {
  useGetTenantsInfiniteQuery,
  useGetLeasesToInviteOntoQuery,
  useCreateTenantMutation,
  useResendInvitationMutation,
} = tenancyApi;
