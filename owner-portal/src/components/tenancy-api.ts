import { api } from 'shared-api';
import type {
  InviteTenantPayload,
  Lease,
  LeaseListAnswer,
  Tenant,
  TenantAnswer,
} from 'shared-api/contract';

/** Inviting tenants onto leases and inviting them again, used by more than one owner page. */
export const tenancyApi = api.injectEndpoints({
  endpoints: (build) => ({
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
  useGetLeasesToInviteOntoQuery,
  useCreateTenantMutation,
  useResendInvitationMutation,
} = tenancyApi;
