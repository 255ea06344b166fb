import { api } from 'shared-api';
import type { PendingActivities, PropertyMetrics } from 'shared-api/contract';

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
  }),
});

export const { useGetPropertyMetricsQuery, useGetPendingActivitiesQuery } = dashboardApi;
