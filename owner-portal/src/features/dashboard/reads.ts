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

export const propertyMetricsRead = 'properties/metrics';

export const pendingActivitiesRead = (asked: PendingActivitiesAsked) => ({
  url: 'owners/pending-activities',
  params: asked,
});
