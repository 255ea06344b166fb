import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { announceTimeBasedEvents } from './time-based-events';

const hourMs = 60 * 60 * 1000;

export interface ScheduleOptions {
  /** What time it is; tests pass their own. */
  now?: () => Date;
  /** How often to look for due events; hourly by default, 0 to look only when asked. */
  everyMs?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Looks for due time-based events now; answers how many it recorded. */
    announceDueEvents(): Promise<number>;
    /** Whether a look for due events is under way. */
    lookingForDueEvents(): boolean;
  }
}

/**
 * Looks for due time-based events at start-up (catching up after downtime) and then every hour.
 * Safe with several servers on one database: each event has a unique key.
 */
export const notificationSchedule = fp(
  async (app: FastifyInstance, { now = () => new Date(), everyMs = hourMs }: ScheduleOptions) => {
    let running: Promise<number> | null = null;
    const announce = () => {
      running ??= announceTimeBasedEvents(app, now()).finally(() => {
        running = null;
      });
      return running;
    };
    app.decorate('announceDueEvents', announce);
    app.decorate('lookingForDueEvents', () => running !== null);
    let timer: NodeJS.Timeout | null = null;
    const lookAndLog = () =>
      announce().catch((error: unknown) =>
        app.log.error({ err: error }, 'time-based notifications could not be announced'),
      );
    app.addHook('onReady', async () => {
      if (everyMs <= 0) return;
      void lookAndLog();
      timer = setInterval(lookAndLog, everyMs);
      timer.unref();
    });
    app.addHook('preClose', async () => {
      if (timer) clearInterval(timer);
      await running?.catch(() => {});
    });
  },
  { name: 'notification-schedule', dependencies: ['notifier'] },
);
