import { api } from 'shared-api';
import type {
  Lease,
  LeaseAnswer,
  PaymentDecisionPayload,
  Tenant,
  TenantAnswer,
} from 'shared-api/contract';
import { formatMoney } from 'shared-api/contract/format-money';
import { viewerLocale } from 'shared-api/contract/locale';

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
    /** The lease the tenant is on: its terms, and the currency every amount of the tenancy is in. */
    getTenantLease: build.query<Lease, string>({
      query: (leaseId) => `lease/${encodeURIComponent(leaseId)}`,
      transformResponse: (answer: LeaseAnswer) => answer.lease,
      providesTags: ['Lease'],
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

export const {
  useGetTenantQuery,
  useGetTenantLeaseQuery,
  useSendLeaseMutation,
  useDecideMoveInPaymentMutation,
} = manageTenantApi;

const plainAmount = (amount: number) =>
  amount.toLocaleString(viewerLocale(), { minimumFractionDigits: 2 });

/**
 * Formats the tenancy's amounts in its lease's currency (the tenant record does not carry it); a
 * plain number until the lease has come.
 */
export function useTenancyMoney(tenant: Tenant): (amount: number) => string {
  const currency = useGetTenantLeaseQuery(tenant.leaseId).data?.currency;
  return (amount) => (currency ? formatMoney(amount, currency) : plainAmount(amount));
}
