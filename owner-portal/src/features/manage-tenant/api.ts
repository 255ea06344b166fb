import { api } from 'shared-api';
import type { PaymentDecisionPayload, Tenant, TenantAnswer } from 'shared-api/contract';

/** Where one tenant's record and its parts are read and written. */
export const tenantPath = (tenantId: string) => `tenants/tenant/${encodeURIComponent(tenantId)}`;

export interface TenantDecision<Payload> {
  tenantId: string;
  decision: Payload;
}

/** One tenant's flow on the owner's side: their record and the decisions of the step in hand. */
export const manageTenantApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTenant: build.query<Tenant, string>({
      query: (tenantId) => tenantPath(tenantId),
      transformResponse: (answer: TenantAnswer) => answer.data,
      providesTags: (_tenant, _error, tenantId) => [{ type: 'Tenant', id: tenantId }, 'Tenant'],
    }),
    sendLease: build.mutation<Tenant, string>({
      query: (tenantId) => ({ url: `${tenantPath(tenantId)}/lease/send`, method: 'POST' }),
      transformResponse: (answer: TenantAnswer) => answer.data,
      invalidatesTags: ['Tenant'],
    }),
    decideMoveInPayment: build.mutation<Tenant, TenantDecision<PaymentDecisionPayload>>({
      query: ({ tenantId, decision }) => ({
        url: `${tenantPath(tenantId)}/payment`,
        method: 'PUT',
        body: decision,
      }),
      transformResponse: (answer: TenantAnswer) => answer.data,
      // A received payment makes the lease active: the property, its figures and the lease follow.
      invalidatesTags: ['Tenant', 'Lease', 'Property'],
    }),
  }),
});

export const { useGetTenantQuery, useSendLeaseMutation, useDecideMoveInPaymentMutation } =
  manageTenantApi;
