import { api } from 'shared-api';
import type { TenantMetrics, TenantMetricsAnswer } from 'shared-api/contract';
import { tenantMetricsRead } from './reads';

export const tenantDashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTenantMetrics: build.query<TenantMetrics, void>({
      query: () => tenantMetricsRead,
      transformResponse: (answer: TenantMetricsAnswer) => answer.data,
      providesTags: ['Tenant', 'Lease'],
    }),
  }),
});

export const { useGetTenantMetricsQuery } = tenantDashboardApi;
