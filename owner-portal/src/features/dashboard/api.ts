import { api } from 'shared-api';
import type { PendingActivities, PropertyMetrics } from 'shared-api/contract';

/** What the tasks ask of pending activities: how many overdue rent charges and vacant properties. */
export interface PendingActivitiesAsked {
  overdueLimit: number;
  vacantLimit: number;
}

export const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPropertyMetrics: build.query<PropertyMetrics, void>({
      query: () => 'properties/metrics',
      transformResponse: (answer: { data: PropertyMetrics }) => answer.data,
      providesTags: ['Property'],
    }),
    /** The oldest overdue rent, with the tenant to see about it, and whether a property is vacant. */
    getPendingActivities: build.query<PendingActivities, PendingActivitiesAsked>({
      query: (asked) => ({ url: 'owners/pending-activities', params: asked }),
      transformResponse: (answer: { data: PendingActivities }) => answer.data,
      providesTags: ['Property', 'Lease'],
    }),
  }),
});

export const { useGetPropertyMetricsQuery, useGetPendingActivitiesQuery } = dashboardApi;
