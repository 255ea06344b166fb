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
