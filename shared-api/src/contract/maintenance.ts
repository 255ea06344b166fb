import { z } from 'zod';
import { requiredText } from './common';
import { calendarDate } from './form-values';
import { maintenancePriorities, maintenanceStatuses } from './maintenance-statuses';

export {
  type MaintenanceStatus,
  maintenancePriorities,
  maintenanceStatusLabels,
  maintenanceStatuses,
} from './maintenance-statuses';

/** Checked by content on the server, whatever the file's name says. */
export const acceptedPhotoTypes = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/svg+xml',
] as const;
export type AcceptedPhotoType = (typeof acceptedPhotoTypes)[number];

export const photoSizeLimitBytes = 10 * 1024 * 1024;
export const requestPhotosLimitBytes = 25 * 1024 * 1024;
export const requestPhotosLimit = 10;

/** How urgent a priority is: the list is ordered by this, most urgent first. */
export function urgencyOf(priority: string): number {
  const index = maintenancePriorities.findIndex(
    (offered) => offered.toLowerCase() === priority.trim().toLowerCase(),
  );
  return index === -1 ? 0 : maintenancePriorities.length - index;
}

/** The modal's fields (the photos travel beside them in the same multipart request). */
export const maintenanceRequestPayload = z.object({
  title: requiredText('Issue Type', 120),
  priority: requiredText('Priority level', 40),
  date: z
    .string({ error: 'Repair Date is required' })
    .trim()
    .min(1, 'Repair Date is required')
    .pipe(calendarDate('Repair Date')),
  description: requiredText('Description', 5000),
});
export type MaintenanceRequestPayload = z.input<typeof maintenanceRequestPayload>;

export const maintenanceCommentPayload = z.object({
  body: requiredText('Comment', 2000),
});
export type MaintenanceCommentPayload = z.input<typeof maintenanceCommentPayload>;

export const maintenanceStatusPayload = z.object({
  status: z.enum(maintenanceStatuses, {
    error: 'Status must be open, in_progress, resolved or cancelled',
  }),
});
export type MaintenanceStatusPayload = z.input<typeof maintenanceStatusPayload>;

export const maintenanceListQuery = z.object({
  status: z.enum(maintenanceStatuses).optional(),
  propertyId: z.string().optional(),
  priority: z.string().trim().max(40).optional(),
});
export type MaintenanceListQuery = z.input<typeof maintenanceListQuery>;

export const maintenanceParams = z.object({ requestId: z.string() });

export const maintenancePhoto = z.object({
  photoId: z.string(),
  fileName: z.string(),
  contentType: z.enum(acceptedPhotoTypes),
  size: z.number(),
  /** A link that opens the photo without a token header, valid for at least an hour. */
  url: z.string(),
});
export type MaintenancePhoto = z.infer<typeof maintenancePhoto>;

export const maintenanceUpdate = z.object({
  updateId: z.string(),
  kind: z.enum(['filed', 'status', 'comment']),
  author: z.object({ role: z.enum(['owner', 'tenant']), name: z.string() }),
  /** For a status change: the status before and after. */
  fromStatus: z.enum(maintenanceStatuses).nullable(),
  toStatus: z.enum(maintenanceStatuses).nullable(),
  /** For a comment: its text. */
  body: z.string().nullable(),
  createdAt: z.string(),
});
export type MaintenanceUpdate = z.infer<typeof maintenanceUpdate>;

export const maintenanceRequest = z.object({
  _id: z.string(),
  requestId: z.string(),
  title: z.string(),
  priority: z.string(),
  date: z.string(),
  description: z.string(),
  status: z.enum(maintenanceStatuses),
  propertyId: z.string(),
  propertyName: z.string(),
  currentUnit: z.number(),
  tenant: z.object({ tenantId: z.string(), name: z.string() }),
  photoCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MaintenanceRequest = z.infer<typeof maintenanceRequest>;

export const maintenanceRequestDetail = maintenanceRequest.extend({
  photos: z.array(maintenancePhoto),
  updates: z.array(maintenanceUpdate),
});
export type MaintenanceRequestDetail = z.infer<typeof maintenanceRequestDetail>;

export const maintenanceListAnswer = z.object({ data: z.array(maintenanceRequest) });
export const maintenanceRequestAnswer = z.object({ data: maintenanceRequestDetail });

export const maintenanceOpenCountsAnswer = z.object({
  data: z.object({
    open: z.number(),
    byProperty: z.array(z.object({ propertyId: z.string(), open: z.number() })),
  }),
});
export type MaintenanceOpenCounts = z.infer<typeof maintenanceOpenCountsAnswer>['data'];
