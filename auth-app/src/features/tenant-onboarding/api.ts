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

/**
 * Every onboarding call carries the invitation link's token as the tenant token; without one
 * (null), a signed-in tenant's session token goes instead.
 */
type InvitationToken = string | null;

interface WithInvitation {
  token: InvitationToken;
}

const asTenantToken = (token: InvitationToken) => token ?? undefined;

/** The invited tenant's side of the flow, opened by the token of the mailed link. */
export const tenantOnboardingApi = api.injectEndpoints({
  endpoints: (build) => ({
    getInvitedTenant: build.query<Tenant, InvitationToken>({
      query: (token): SessionFetchArgs => ({ url: 'tenants', tenantToken: asTenantToken(token) }),
      transformResponse: (answer: TenantProfileAnswer) => answer.tenant,
      providesTags: ['Tenant'],
    }),
    submitBackgroundCheck: build.mutation<
      Tenant,
      WithInvitation & { check: BackgroundCheckPayload }
    >({
      query: ({ token, check }): SessionFetchArgs => ({
        url: token
          ? `tenants/background-check?token=${encodeURIComponent(token)}`
          : 'tenants/background-check',
        method: 'PUT',
        body: check,
        tenantToken: asTenantToken(token),
      }),
      transformResponse: (answer: TenantAnswer) => answer.data,
      invalidatesTags: ['Tenant'],
    }),
    removeTenantDocument: build.mutation<unknown, WithInvitation & { kind: TenantDocumentKind }>({
      query: ({ token, kind }): SessionFetchArgs => ({
        url: `tenants/background-check/documents/${kind}`,
        method: 'DELETE',
        tenantToken: asTenantToken(token),
      }),
      invalidatesTags: ['Tenant'],
    }),
    getLeaseTerms: build.query<LeaseTerms, InvitationToken>({
      query: (token): SessionFetchArgs => ({
        url: 'tenants/lease',
        tenantToken: asTenantToken(token),
      }),
      transformResponse: (answer: LeaseTermsAnswer) => answer.data,
      providesTags: ['Lease'],
    }),
    signLease: build.mutation<Tenant, WithInvitation & { fullName: string }>({
      query: ({ token, fullName }): SessionFetchArgs => ({
        url: 'tenants/lease/sign',
        method: 'POST',
        body: { fullName },
        tenantToken: asTenantToken(token),
      }),
      transformResponse: (answer: TenantAnswer) => answer.data,
      invalidatesTags: ['Tenant', 'Lease'],
    }),
    reportMoveInPayment: build.mutation<Tenant, WithInvitation>({
      query: ({ token }): SessionFetchArgs => ({
        url: 'tenants/lease/payment',
        method: 'POST',
        body: {},
        tenantToken: asTenantToken(token),
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
