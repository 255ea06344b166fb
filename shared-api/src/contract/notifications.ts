import { z } from 'zod';

/** Every event a user can be told about, with whom it is for and its name in the settings. */
export const notificationKinds = {
  check_submitted: { role: 'owner', label: 'A tenant submits a background check' },
  lease_signed: { role: 'owner', label: 'A tenant signs a lease' },
  payment_reported: { role: 'owner', label: 'A tenant reports a payment' },
  maintenance_filed: { role: 'owner', label: 'A tenant files a maintenance request' },
  maintenance_cancelled: { role: 'owner', label: 'A tenant cancels a maintenance request' },
  maintenance_comment_for_owner: {
    role: 'owner',
    label: 'A tenant comments on a maintenance request',
  },
  check_passed: { role: 'tenant', label: 'Your background check passes' },
  check_failed: { role: 'tenant', label: 'Your background check does not pass' },
  lease_sent: { role: 'tenant', label: 'Your lease is ready to sign' },
  payment_received: { role: 'tenant', label: 'Your payment is received' },
  payment_not_received: { role: 'tenant', label: 'Your payment is not received' },
  rent_due: { role: 'tenant', label: 'Rent is due in 3 days' },
  rent_overdue: { role: 'tenant', label: 'Rent is overdue' },
  maintenance_status: { role: 'tenant', label: 'A maintenance request changes status' },
  maintenance_comment_for_tenant: {
    role: 'tenant',
    label: 'The owner comments on a maintenance request',
  },
  lease_ending: { role: 'tenant', label: 'Your lease ends in 60 days' },
} as const satisfies Record<string, { role: 'owner' | 'tenant'; label: string }>;

export type NotificationKind = keyof typeof notificationKinds;
export const notificationKindNames = Object.keys(notificationKinds) as [
  NotificationKind,
  ...NotificationKind[],
];

export const notification = z.object({
  notificationId: z.string(),
  kind: z.enum(notificationKindNames),
  title: z.string(),
  body: z.string(),
  /** The page the notification is about, e.g. `/maintenance/{id}`. */
  link: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notification>;

export const notificationsQuery = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number from 1 to 100' })
    .int('limit must be a number from 1 to 100')
    .min(1, 'limit must be a number from 1 to 100')
    .max(100, 'limit must be a number from 1 to 100')
    .default(20),
});

export const notificationsAnswer = z.object({
  data: z.array(notification),
  unreadCount: z.number(),
});
export type NotificationsAnswer = z.infer<typeof notificationsAnswer>;

/** Marks the listed notifications read, or all of them when `notificationIds` is absent. */
export const markNotificationsReadPayload = z.object({
  notificationIds: z.array(z.string()).max(100).optional(),
});
export type MarkNotificationsReadPayload = z.input<typeof markNotificationsReadPayload>;

export const unreadCountAnswer = z.object({ unreadCount: z.number() });

export const notificationMailChoice = z.object({
  kind: z.enum(notificationKindNames, { error: 'Choose one of the listed notifications' }),
  label: z.string(),
  mail: z.boolean({ error: 'mail must be true or false' }),
});
export type NotificationMailChoice = z.infer<typeof notificationMailChoice>;

export const notificationMailChoicesAnswer = z.object({ data: z.array(notificationMailChoice) });

export const notificationMailChoicePayload = notificationMailChoice.pick({
  kind: true,
  mail: true,
});
export type NotificationMailChoicePayload = z.input<typeof notificationMailChoicePayload>;
