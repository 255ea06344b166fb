import { api } from 'shared-api';
import type { PendingActivities, PropertyMetrics } from 'shared-api/contract';
import { pendingActivitiesRead, propertyMetricsRead, type PendingActivitiesAsked } from './reads';

export const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPropertyMetrics: build.query<PropertyMetrics, void>({
      query: () => propertyMetricsRead,
      transformResponse: (answer: { data: PropertyMetrics }) => answer.data,
      providesTags: ['Property'],
    }),
    /** The oldest overdue rent, with the tenant to see about it, and whether a property is vacant. */
    getPendingActivities: build.query<PendingActivities, PendingActivitiesAsked>({
      query: pendingActivitiesRead,
      transformResponse: (answer: { data: PendingActivities }) => answer.data,
      providesTags: ['Property', 'Lease'],
    }),
  }),
});

export const { useGetPropertyMetricsQuery, useGetPendingActivitiesQuery } = dashboardApi;
