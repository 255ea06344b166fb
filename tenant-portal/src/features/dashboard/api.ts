import { api } from 'shared-api';
import type { TenantMetrics, TenantMetricsAnswer } from 'shared-api/contract';

export const tenantDashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTenantMetrics: build.query<TenantMetrics, void>({
      query: () => 'tenants/metrics',
      transformResponse: (answer: TenantMetricsAnswer) => answer.data,
      providesTags: ['Tenant', 'Lease'],
    }),
  }),
});

export const { useGetTenantMetricsQuery } = tenantDashboardApi;
