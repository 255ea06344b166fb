import { api } from 'shared-api';
import type { OverdueRent, PendingActivities, PropertyMetrics } from 'shared-api/contract';

export const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPropertyMetrics: build.query<PropertyMetrics, void>({
      query: () => 'properties/metrics',
      transformResponse: (answer: { data: PropertyMetrics }) => answer.data,
      providesTags: ['Property'],
    }),
    getPendingActivities: build.query<PendingActivities, void>({
      query: () => 'owners/pending-activities',
      transformResponse: (answer: { data: PendingActivities }) => answer.data,
      providesTags: ['Property'],
    }),
    /** Rent unpaid after its due date, with the tenant to see about it. */
    getOverdueRent: build.query<OverdueRent[], void>({
      query: () => 'payments/overdue',
      transformResponse: (answer: { data: OverdueRent[] }) => answer.data,
      providesTags: ['Property', 'Lease'],
    }),
  }),
});

export const { useGetPropertyMetricsQuery, useGetPendingActivitiesQuery, useGetOverdueRentQuery } =
  dashboardApi;
