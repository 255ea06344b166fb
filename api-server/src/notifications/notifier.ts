import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { NotificationKind } from 'shared-api/contract';
import { Throttle } from '../auth/throttle';
import { notificationMailChoices, notifications, owners, tenants } from '../db/schema';
import { composeMail } from '../mail/compose';

export interface Recipient {
  role: 'owner' | 'tenant';
  id: string;
}

export interface NotificationEvent {
  recipient: Recipient;
  kind: NotificationKind;
  title: string;
  body?: string;
  /** The page it is about, e.g. `/maintenance/{id}`. */
  link?: string | null;
  /** Names an event so that it is recorded (and mailed) once, however often it is looked for. */
  eventKey?: string;
}

/** Kinds another part of the product already mails on its own: not mailed twice by default. */
const mailedElsewhere = new Set<NotificationKind>([
  'check_passed',
  'check_failed',
  'lease_sent',
  'payment_received',
  'payment_not_received',
]);

export const mailedByDefault = (kind: NotificationKind) => !mailedElsewhere.has(kind);

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Tells someone about an event: stored for the top bar and mailed if they chose so. Never
     * throws: a failure is logged, the caller's work stands. Answers whether it was recorded now
     * (false when an event with the same key was recorded before).
     */
    notify(event: NotificationEvent): Promise<boolean>;
  }
}

/**
 * Mails of one kind a recipient is sent in an hour for what another person did (a payment
 * reported, a comment): beyond it the event still shows in the top bar, without a mail.
 */
export const eventMailsPerHour = 5;

/** Notifications written by one statement at most: a large look (thousands of notices) in a few. */
const rowsPerStatement = 200;

/** A notification as recorded: what its mail is made of. */
interface Recorded {
  recipientRole: Recipient['role'];
  recipientId: string;
  kind: string;
  title: string;
  body: string;
  link: string | null;
}

const choiceKey = (recipientId: string, kind: string) => `${recipientId} ${kind}`;

/** Of the notifications recorded, those their recipients want mailed (by choice or by default). */
async function toMail(app: FastifyInstance, recorded: Recorded[]): Promise<Recorded[]> {
  const choices = await app.db
    .select({
      recipientId: notificationMailChoices.recipientId,
      kind: notificationMailChoices.kind,
      mail: notificationMailChoices.mail,
    })
    .from(notificationMailChoices)
    .where(
      inArray(notificationMailChoices.recipientId, [
        ...new Set(recorded.map((notification) => notification.recipientId)),
      ]),
    );
  const chosen = new Map(
    choices.map((choice) => [choiceKey(choice.recipientId, choice.kind), choice.mail]),
  );
  return recorded.filter(
    (notification) =>
      chosen.get(choiceKey(notification.recipientId, notification.kind)) ??
      mailedByDefault(notification.kind as NotificationKind),
  );
}

/** The names and e-mail addresses of the notifications' recipients, by id. */
async function addressesOf(app: FastifyInstance, mailed: Recorded[]) {
  const addresses = new Map<string, { name: string; email: string }>();
  for (const [role, table] of [
    ['owner', owners],
    ['tenant', tenants],
  ] as const) {
    const ids = mailed
      .filter((notification) => notification.recipientRole === role)
      .map((notification) => notification.recipientId);
    if (ids.length === 0) continue;
    const found = await app.db
      .select({ id: table.id, name: table.name, email: table.email })
      .from(table)
      .where(inArray(table.id, [...new Set(ids)]));
    for (const { id, ...address } of found) addresses.set(id, address);
  }
  return addresses;
}

/**
 * Records the events, but not one whose key was recorded before (by any server), and mails each
 * recorded now to a recipient who wants its kind mailed: a few statements for any number of
 * events. Answers how many were recorded now.
 */
export async function recordNotifications(
  app: FastifyInstance,
  events: NotificationEvent[],
  mailLimit?: Throttle,
): Promise<number> {
  let recordedNow = 0;
  for (let start = 0; start < events.length; start += rowsPerStatement) {
    const recorded = await app.db
      .insert(notifications)
      .values(
        events.slice(start, start + rowsPerStatement).map((event) => ({
          recipientRole: event.recipient.role,
          recipientId: event.recipient.id,
          kind: event.kind,
          title: event.title,
          body: event.body ?? '',
          link: event.link ?? null,
          eventKey: event.eventKey ?? null,
        })),
      )
      .onConflictDoNothing({ target: notifications.eventKey })
      .returning({
        recipientRole: notifications.recipientRole,
        recipientId: notifications.recipientId,
        kind: notifications.kind,
        title: notifications.title,
        body: notifications.body,
        link: notifications.link,
      });
    recordedNow += recorded.length;
    if (recorded.length === 0) continue;
    // Only the server that recorded an event mails it, so two servers never mail it twice.
    const mailed = await toMail(app, recorded);
    const addresses = await addressesOf(app, mailed);
    for (const notification of mailed) {
      const address = addresses.get(notification.recipientId);
      if (!address) continue;
      if (mailLimit) {
        const key = `notification-mail:${notification.recipientId}:${notification.kind}`;
        const taken = await mailLimit.attempt([{ key, limit: eventMailsPerHour }], 60 * 60);
        if (!taken.allowed) continue;
      }
      app.mailer.sendLater(
        composeMail(address.email, notification.title, address.name, [
          ...(notification.body ? [notification.body] : []),
          {
            label: 'Open Homestead',
            link: new URL(notification.link ?? '/', app.config.appUrl).href,
          },
          'You can choose which notifications are e-mailed to you on the Notifications page.',
        ]),
      );
    }
  }
  return recordedNow;
}

export const notifier = fp(
  async (app: FastifyInstance) => {
    const mailLimit = new Throttle(app.db);
    app.decorate('notify', async (event: NotificationEvent) => {
      try {
        return (await recordNotifications(app, [event], mailLimit)) > 0;
      } catch (error) {
        app.log.error({ err: error, kind: event.kind }, 'notification could not be recorded');
        return false;
      }
    });
  },
  { name: 'notifier', dependencies: ['database', 'mail'] },
);
