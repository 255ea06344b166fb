// Maintenance statuses, their labels and the priorities offered, without zod: the screens that only
// show or filter by them (the design system's status badge is on every page) must not bring the
// schema library with them, as importing these from the contract would.
export const maintenanceStatuses = ['open', 'in_progress', 'resolved', 'cancelled'] as const;
export type MaintenanceStatus = (typeof maintenanceStatuses)[number];

export const maintenanceStatusLabels: Record<MaintenanceStatus, string> = {
  open: 'Open',
  in_progress: 'In progress',
  resolved: 'Resolved',
  cancelled: 'Cancelled',
};

/** The priorities the form offers; any other short text is kept as typed and ranks below Low. */
export const maintenancePriorities = ['Urgent', 'High', 'Medium', 'Low'] as const;
