import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  type Notification,
  type NotificationKind,
  errorAnswer,
  markNotificationsReadPayload,
  notificationKindNames,
  notificationKinds,
  notificationMailChoicePayload,
  notificationMailChoicesAnswer,
  notificationsAnswer,
  notificationsQuery,
  unreadCountAnswer,
} from 'shared-api/contract';
import type { Database } from '../db/connection';
import { notificationMailChoices, notifications } from '../db/schema';
import { badRequest } from '../http/errors';
import { isUuid } from '../http/ids';
import { type Requester, requesterOf, requireOwnerOrTenant } from '../maintenance/requesters';
import { mailedByDefault } from './notifier';

const tags = ['notifications'];
const security: Record<string, string[]>[] = [{ ownerToken: [] }, { tenantToken: [] }];

const recipientIdOf = (requester: Requester) =>
  requester.role === 'owner' ? requester.ownerId : requester.tenantId;

const kindsOf = (role: Requester['role']) =>
  notificationKindNames.filter((kind) => notificationKinds[kind].role === role);

async function unreadCount(db: Database, recipientId: string) {
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.recipientId, recipientId), isNull(notifications.readAt)));
  return row?.unread ?? 0;
}

async function mailChoices(db: Database, requester: Requester) {
  const chosen = await db
    .select()
    .from(notificationMailChoices)
    .where(eq(notificationMailChoices.recipientId, recipientIdOf(requester)));
  return kindsOf(requester.role).map((kind) => ({
    kind,
    label: notificationKinds[kind].label,
    mail: chosen.find((choice) => choice.kind === kind)?.mail ?? mailedByDefault(kind),
  }));
}

/** The signed-in user's notifications, newest first, and their choice of which are mailed. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireOwnerOrTenant(app));

  app.get(
    '/notifications',
    {
      schema: {
        tags,
        security,
        summary: 'The newest notifications (20 by default, up to 100) and how many are unread',
        querystring: notificationsQuery,
        response: { 200: notificationsAnswer, 400: errorAnswer, 401: errorAnswer },
      },
    },
    async (request) => {
      const recipientId = recipientIdOf(requesterOf(request));
      const rows = await app.db
        .select()
        .from(notifications)
        .where(eq(notifications.recipientId, recipientId))
        .orderBy(desc(notifications.position))
        .limit(request.query.limit);
      return {
        data: rows.map((row): Notification => ({
          notificationId: row.id,
          kind: row.kind as NotificationKind,
          title: row.title,
          body: row.body,
          link: row.link,
          read: row.readAt !== null,
          createdAt: row.createdAt.toISOString(),
        })),
        unreadCount: await unreadCount(app.db, recipientId),
      };
    },
  );

  app.put(
    '/notifications/read',
    {
      schema: {
        tags,
        security,
        summary: 'Mark the listed notifications read, or all when `notificationIds` is left out',
        body: markNotificationsReadPayload,
        response: { 200: unreadCountAnswer, 400: errorAnswer, 401: errorAnswer },
      },
    },
    async (request) => {
      const recipientId = recipientIdOf(requesterOf(request));
      const { notificationIds } = request.body;
      const named = notificationIds?.filter(isUuid);
      if (named === undefined || named.length > 0) {
        await app.db
          .update(notifications)
          .set({ readAt: new Date() })
          .where(
            and(
              eq(notifications.recipientId, recipientId),
              isNull(notifications.readAt),
              named ? inArray(notifications.id, named) : undefined,
            ),
          );
      }
      return { unreadCount: await unreadCount(app.db, recipientId) };
    },
  );

  app.get(
    '/notifications/mail-choices',
    {
      schema: {
        tags,
        security,
        summary: "Which of the role's notifications are also e-mailed",
        response: { 200: notificationMailChoicesAnswer, 401: errorAnswer },
      },
    },
    async (request) => ({ data: await mailChoices(app.db, requesterOf(request)) }),
  );

  app.put(
    '/notifications/mail-choices',
    {
      schema: {
        tags,
        security,
        summary: 'Choose whether one kind of notification is also e-mailed',
        body: notificationMailChoicePayload,
        response: { 200: notificationMailChoicesAnswer, 400: errorAnswer, 401: errorAnswer },
      },
    },
    async (request) => {
      const requester = requesterOf(request);
      const { kind, mail } = request.body;
      if (notificationKinds[kind].role !== requester.role) {
        throw badRequest('Choose one of the listed notifications');
      }
      await app.db
        .insert(notificationMailChoices)
        .values({
          recipientRole: requester.role,
          recipientId: recipientIdOf(requester),
          kind,
          mail,
        })
        .onConflictDoUpdate({
          target: [notificationMailChoices.recipientId, notificationMailChoices.kind],
          set: { mail },
        });
      return { data: await mailChoices(app.db, requester) };
    },
  );
};
