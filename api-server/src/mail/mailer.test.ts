import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { composeMail } from './compose';
import { createMailer } from './mailer';

let outboxDir: string;
beforeEach(async () => {
  outboxDir = await mkdtemp(path.join(tmpdir(), 'outbox-'));
});
afterEach(() => rm(outboxDir, { recursive: true, force: true }));

test('a burst handed to sendLater goes out a few mails at a time, every one of them', async () => {
  let sending = 0;
  let mostAtOnce = 0;
  const mailer = createMailer({
    smtpUrl: null,
    from: 'Homestead <no-reply@example.com>',
    outboxDir,
    log: { info: jest.fn(), error: jest.fn() } as unknown as FastifyBaseLogger,
    onSent: async () => {
      sending += 1;
      mostAtOnce = Math.max(mostAtOnce, sending);
      await new Promise((resolve) => setTimeout(resolve, 5));
      sending -= 1;
    },
  });

  for (let number = 1; number <= 40; number += 1) {
    mailer.sendLater(composeMail(`tenant${number}@example.com`, `Notice ${number}`, 'Terry', []));
  }
  expect(mailer.waiting()).toBe(40);
  await mailer.settled();
  expect(mailer.waiting()).toBe(0);

  expect(mostAtOnce).toBeGreaterThan(1);
  expect(mostAtOnce).toBeLessThanOrEqual(4);
  expect((await readdir(outboxDir)).filter((name) => name.endsWith('.eml'))).toHaveLength(40);
});

test('mails sent a few at a time keep the order they were handed over in, however long each takes', async () => {
  const sent: { subject: string; sentAt: Date }[] = [];
  const mailer = createMailer({
    smtpUrl: null,
    from: 'Homestead <no-reply@example.com>',
    outboxDir,
    log: { info: jest.fn(), error: jest.fn() } as unknown as FastifyBaseLogger,
    onSent: async (mail, sentAt) => {
      sent.push({ subject: mail.subject, sentAt });
    },
  });

  const long = ['A long lease schedule. '.repeat(80_000)];
  mailer.sendLater(
    composeMail('tenant@example.com', 'Your background check has passed', 'Terry', long),
  );
  await new Promise((resolve) => setTimeout(resolve, 2));
  mailer.sendLater(composeMail('tenant@example.com', 'Your lease is ready to sign', 'Terry', []));
  await mailer.settled();

  // The long mail takes longer to write: it finishes second, yet was handed over first.
  const timeOf = (subject: string) => sent.find((mail) => mail.subject === subject)!.sentAt;
  expect(timeOf('Your background check has passed').getTime()).toBeLessThan(
    timeOf('Your lease is ready to sign').getTime(),
  );
});
