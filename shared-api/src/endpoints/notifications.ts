import type {
  MarkNotificationsReadPayload,
  NotificationMailChoice,
  NotificationMailChoicePayload,
  NotificationsAnswer,
} from '../contract';
import { api } from '../api';

/** The newest notifications, or `limit` of them. */
export const notificationsRead = (page: { limit?: number } | void) => ({
  url: 'notifications',
  params: page ?? undefined,
});

/** The signed-in user's notifications (either role), used by the top bar and both portals. */
export const notificationsApi = api
  .enhanceEndpoints({ addTagTypes: ['Notification'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getNotifications: build.query<NotificationsAnswer, { limit?: number } | void>({
        query: notificationsRead,
        providesTags: ['Notification'],
      }),
      markNotificationsRead: build.mutation<{ unreadCount: number }, MarkNotificationsReadPayload>({
        query: (payload) => ({ url: 'notifications/read', method: 'PUT', body: payload }),
        invalidatesTags: ['Notification'],
      }),
      getNotificationMailChoices: build.query<NotificationMailChoice[], void>({
        query: () => 'notifications/mail-choices',
        transformResponse: (answer: { data: NotificationMailChoice[] }) => answer.data,
        providesTags: ['Notification'],
      }),
      chooseNotificationMail: build.mutation<
        NotificationMailChoice[],
        NotificationMailChoicePayload
      >({
        query: (choice) => ({ url: 'notifications/mail-choices', method: 'PUT', body: choice }),
        transformResponse: (answer: { data: NotificationMailChoice[] }) => answer.data,
        invalidatesTags: ['Notification'],
      }),
    }),
  });

export const {
  useGetNotificationsQuery,
  useMarkNotificationsReadMutation,
  useGetNotificationMailChoicesQuery,
  useChooseNotificationMailMutation,
} = notificationsApi;
