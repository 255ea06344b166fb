import { api } from 'shared-api';
import type { PendingActivities, PropertyMetrics } from 'shared-api/contract';

/** What the tasks ask of pending activities: how many overdue rent charges and vacant properties. */
export interface PendingActivitiesAsked {
  overdueLimit: number;
  vacantLimit: number;
}

/**
 * The oldest overdue rent charges listed as tasks (the rest are counted on one line), and one
 * vacant property, enough to know that "Add more people to properties" applies.
 */
export const dashboardTasks: PendingActivitiesAsked = { overdueLimit: 5, vacantLimit: 1 };

const propertyMetricsQuery = 'properties/metrics';

const pendingActivitiesQuery = (asked: PendingActivitiesAsked) => ({
  url: 'owners/pending-activities',
  params: asked,
});

export const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPropertyMetrics: build.query<PropertyMetrics, void>({
      query: () => propertyMetricsQuery,
      transformResponse: (answer: { data: PropertyMetrics }) => answer.data,
      providesTags: ['Property'],
    }),
    /** The oldest overdue rent, with the tenant to see about it, and whether a property is vacant. */
    getPendingActivities: build.query<PendingActivities, PendingActivitiesAsked>({
      query: pendingActivitiesQuery,
      transformResponse: (answer: { data: PendingActivities }) => answer.data,
      providesTags: ['Property', 'Lease'],
    }),
  }),
});

export const { useGetPropertyMetricsQuery, useGetPendingActivitiesQuery } = dashboardApi;
