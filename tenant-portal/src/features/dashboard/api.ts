import { api } from 'shared-api';
import type { TenantMetrics, TenantMetricsAnswer } from 'shared-api/contract';

const tenantMetricsQuery = 'tenants/metrics';

export const tenantDashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTenantMetrics: build.query<TenantMetrics, void>({
      query: () => tenantMetricsQuery,
      transformResponse: (answer: TenantMetricsAnswer) => answer.data,
      providesTags: ['Tenant', 'Lease'],
    }),
  }),
});

export const { useGetTenantMetricsQuery } = tenantDashboardApi;
