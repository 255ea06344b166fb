import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import fastq from 'fastq';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The tenant this mail is to, so it is kept in their mail log once sent. */
  tenantId?: string;
}

/** What the outbox keeps beside each .eml file, for the development endpoint and tests. */
export interface OutboxEntry {
  id: string;
  to: string;
  subject: string;
  text: string;
  links: string[];
  sentAt: string;
}

/**
 * Mails `sendLater` sends at a time: a burst (thousands of rent and lease notices) goes out a few
 * at a time, so the server goes on answering meanwhile.
 */
const sendingAtOnce = 4;

export interface Mailer {
  send(mail: Mail): Promise<void>;
  /** Sends without making the caller wait; a failure is logged. */
  sendLater(mail: Mail): void;
  /**
   * Runs work that may end in a mail (a lookup, a link written, then sendLater) after the caller,
   * who does not wait for it: an answer that must not tell whether there was a mail to send
   * is given before the work is done. One at a time, in arrival order; a failure is logged;
   * `settled` waits for it too.
   */
  workLater(work: () => Promise<void>): void;
  /** Resolves once every mail handed to sendLater has been sent or has failed. */
  settled(): Promise<void>;
  /** Mails handed to sendLater and not yet sent. */
  waiting(): number;
}

const linksIn = (text: string) => text.match(/https?:\/\/[^\s<>"]+/g) ?? [];

/** Real mail over SMTP_URL; without it, an .eml file per mail in the outbox folder. */
export function createMailer(options: {
  smtpUrl: string | null;
  from: string;
  outboxDir: string;
  log: FastifyBaseLogger;
  /**
   * Called once a mail has gone out (or into the outbox), with the time it was handed over:
   * mails sent a few at a time may finish out of order, and the log keeps the order they were sent in.
   */
  onSent?: (mail: Mail, sentAt: Date) => Promise<void>;
}): Mailer {
  const { smtpUrl, from, outboxDir, log, onSent } = options;
  const smtp = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  const toFile = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });

  const deliver = async (mail: Mail, sentAt: Date) => {
    const message = { from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html };
    if (smtp) {
      await smtp.sendMail(message);
      log.info({ to: mail.to, subject: mail.subject }, 'mail sent');
      return;
    }
    const written = await toFile.sendMail(message);
    const entry: OutboxEntry = {
      id: `${sentAt.toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}`,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      links: linksIn(mail.text),
      sentAt: sentAt.toISOString(),
    };
    await mkdir(outboxDir, { recursive: true });
    await writeFile(path.join(outboxDir, `${entry.id}.eml`), written.message);
    await writeFile(path.join(outboxDir, `${entry.id}.json`), JSON.stringify(entry, null, 2));
    log.info(
      { to: entry.to, subject: entry.subject, links: entry.links },
      'mail written to the outbox',
    );
  };

  const send = async (mail: Mail, sentAt = new Date()) => {
    await deliver(mail, sentAt);
    await onSent?.(mail, sentAt);
  };
  const later = fastq.promise(
    ({ mail, sentAt }: { mail: Mail; sentAt: Date }) => send(mail, sentAt),
    sendingAtOnce,
  );
  // In arrival order, one at a time: work that counts (a limit of mails per hour) counts as if the
  // requests had waited for it.
  const work = fastq.promise((job: () => Promise<void>) => job(), 1);
  const busy = () => later.length() + later.running() + work.length() + work.running();

  return {
    send,
    sendLater: (mail) => {
      later
        .push({ mail, sentAt: new Date() })
        .catch((error: unknown) =>
          log.error({ err: error, subject: mail.subject }, 'mail could not be sent'),
        );
    },
    workLater: (job) => {
      work.push(job).catch((error: unknown) => log.error({ err: error }, 'mail work failed'));
    },
    // The work may hand mails to sendLater as it ends: settled once neither has any left.
    settled: async () => {
      while (busy() > 0) await Promise.all([work.drained(), later.drained()]);
    },
    waiting: busy,
  };
}

/** Newest first. */
export async function readOutbox(outboxDir: string): Promise<OutboxEntry[]> {
  const names = await readdir(outboxDir).catch(() => []);
  const entries = await Promise.all(
    names
      .filter((name) => name.endsWith('.json'))
      .map(
        async (name) =>
          JSON.parse(await readFile(path.join(outboxDir, name), 'utf8')) as OutboxEntry,
      ),
  );
  return entries.sort((a, b) => b.id.localeCompare(a.id));
}
