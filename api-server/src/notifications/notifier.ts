import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { NotificationKind } from 'shared-api/contract';
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

async function recipientAddress(app: FastifyInstance, recipient: Recipient) {
  const table = recipient.role === 'owner' ? owners : tenants;
  const [found] = await app.db
    .select({ name: table.name, email: table.email })
    .from(table)
    .where(eq(table.id, recipient.id));
  return found;
}

async function wantsMail(app: FastifyInstance, recipient: Recipient, kind: NotificationKind) {
  const [choice] = await app.db
    .select({ mail: notificationMailChoices.mail })
    .from(notificationMailChoices)
    .where(
      and(
        eq(notificationMailChoices.recipientId, recipient.id),
        eq(notificationMailChoices.kind, kind),
      ),
    );
  return choice?.mail ?? mailedByDefault(kind);
}

export async function recordNotification(app: FastifyInstance, event: NotificationEvent) {
  const [recorded] = await app.db
    .insert(notifications)
    .values({
      recipientRole: event.recipient.role,
      recipientId: event.recipient.id,
      kind: event.kind,
      title: event.title,
      body: event.body ?? '',
      link: event.link ?? null,
      eventKey: event.eventKey ?? null,
    })
    .onConflictDoNothing({ target: notifications.eventKey })
    .returning({ id: notifications.id });
  if (!recorded) return false;
  // Only the server that recorded the event mails it, so two servers never mail it twice.
  if (await wantsMail(app, event.recipient, event.kind)) {
    const address = await recipientAddress(app, event.recipient);
    if (address) {
      app.mailer.sendLater(
        composeMail(address.email, event.title, address.name, [
          ...(event.body ? [event.body] : []),
          { label: 'Open Homestead', link: new URL(event.link ?? '/', app.config.appUrl).href },
          'You can choose which notifications are e-mailed to you on the Notifications page.',
        ]),
      );
    }
  }
  return true;
}

export const notifier = fp(
  async (app: FastifyInstance) => {
    app.decorate('notify', async (event: NotificationEvent) => {
      try {
        return await recordNotification(app, event);
      } catch (error) {
        app.log.error({ err: error, kind: event.kind }, 'notification could not be recorded');
        return false;
      }
    });
  },
  { name: 'notifier', dependencies: ['database', 'mail'] },
);
