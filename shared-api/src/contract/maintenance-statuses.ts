// Maintenance statuses and their labels, without zod: the design system's status badge is on every
// page, and importing these from the contract would bring the schema library to the first screen.
export const maintenanceStatuses = ['open', 'in_progress', 'resolved', 'cancelled'] as const;
export type MaintenanceStatus = (typeof maintenanceStatuses)[number];

export const maintenanceStatusLabels: Record<MaintenanceStatus, string> = {
  open: 'Open',
  in_progress: 'In progress',
  resolved: 'Resolved',
  cancelled: 'Cancelled',
};
