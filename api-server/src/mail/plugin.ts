import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../config';
import { type Mailer, createMailer, readOutbox } from './mailer';
import { recordTenantMail } from './tenant-mail-log';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export const outboxFolder = (config: AppConfig) => path.join(config.dataDir, 'outbox');

export const mail = fp(
  async (app: FastifyInstance, { config }: { config: AppConfig }) => {
    app.decorate(
      'mailer',
      createMailer({
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        outboxDir: outboxFolder(config),
        log: app.log,
        onSent: async (sent, sentAt) => {
          if (sent.tenantId) await recordTenantMail(app.db, sent.tenantId, sent.subject, sentAt);
        },
      }),
    );
    app.addHook('onClose', () => app.mailer.settled());
  },
  { name: 'mail' },
);

const outboxAnswer = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      links: z.array(z.string()),
      sentAt: z.string(),
    }),
  ),
});

/** Development only: the mails written to the outbox, newest first, optionally for one recipient. */
export const outboxRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (
  app,
  { config },
) => {
  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['development'],
        querystring: z.object({ to: z.string().trim().toLowerCase().optional() }),
        response: { 200: outboxAnswer },
      },
    },
    async (request) => {
      const entries = await readOutbox(outboxFolder(config));
      const { to } = request.query;
      return { data: to ? entries.filter((entry) => entry.to.toLowerCase() === to) : entries };
    },
  );
};
