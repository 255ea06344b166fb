import { api, type SessionFetchArgs } from 'shared-api';
import type {
  BackgroundCheckPayload,
  LeaseTerms,
  LeaseTermsAnswer,
  Tenant,
  TenantAnswer,
  TenantDocumentKind,
  TenantProfileAnswer,
} from 'shared-api/contract';

/** Every onboarding call carries the invitation link's token as the tenant token. */
interface WithInvitation {
  token: string;
}

/** The invited tenant's side of the flow, opened by the token of the mailed link. */
export const tenantOnboardingApi = api.injectEndpoints({
  endpoints: (build) => ({
    getInvitedTenant: build.query<Tenant, string>({
      query: (token): SessionFetchArgs => ({ url: 'tenants', tenantToken: token }),
      transformResponse: (answer: TenantProfileAnswer) => answer.tenant,
      providesTags: ['Tenant'],
    }),
    submitBackgroundCheck: build.mutation<
      Tenant,
      WithInvitation & { check: BackgroundCheckPayload }
    >({
      query: ({ token, check }): SessionFetchArgs => ({
        url: `tenants/background-check?token=${encodeURIComponent(token)}`,
        method: 'PUT',
        body: check,
        tenantToken: token,
      }),
      transformResponse: (answer: TenantAnswer) => answer.data,
      invalidatesTags: ['Tenant'],
    }),
    removeTenantDocument: build.mutation<unknown, WithInvitation & { kind: TenantDocumentKind }>({
      query: ({ token, kind }): SessionFetchArgs => ({
        url: `tenants/background-check/documents/${kind}`,
        method: 'DELETE',
        tenantToken: token,
      }),
      invalidatesTags: ['Tenant'],
    }),
    getLeaseTerms: build.query<LeaseTerms, string>({
      query: (token): SessionFetchArgs => ({ url: 'tenants/lease', tenantToken: token }),
      transformResponse: (answer: LeaseTermsAnswer) => answer.data,
      providesTags: ['Lease'],
    }),
    signLease: build.mutation<Tenant, WithInvitation & { fullName: string }>({
      query: ({ token, fullName }): SessionFetchArgs => ({
        url: 'tenants/lease/sign',
        method: 'POST',
        body: { fullName },
        tenantToken: token,
      }),
      transformResponse: (answer: TenantAnswer) => answer.data,
      invalidatesTags: ['Tenant', 'Lease'],
    }),
    reportMoveInPayment: build.mutation<Tenant, WithInvitation>({
      query: ({ token }): SessionFetchArgs => ({
        url: 'tenants/lease/payment',
        method: 'POST',
        body: {},
        tenantToken: token,
      }),
      transformResponse: (answer: TenantAnswer) => answer.data,
      invalidatesTags: ['Tenant'],
    }),
  }),
});

export const {
  useGetInvitedTenantQuery,
  useSubmitBackgroundCheckMutation,
  useRemoveTenantDocumentMutation,
  useGetLeaseTermsQuery,
  useSignLeaseMutation,
  useReportMoveInPaymentMutation,
} = tenantOnboardingApi;
