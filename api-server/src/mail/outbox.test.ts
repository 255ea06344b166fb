import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { outboxFolder } from './plugin';
import { signUpOwner } from '../test-support/owners';
import { type TestApp, startTestApp, startupTimeout } from '../test-support/test-app';

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp();
}, startupTimeout);
afterAll(() => server.close());

test('without SMTP_URL, each mail is an .eml file in the outbox, in plain text and HTML', async () => {
  const owner = await signUpOwner(server);
  await server.request({
    method: 'POST',
    url: '/api/owners/password/forgot',
    payload: { email: owner.email },
  });
  await server.app.mailer.settled();

  const files = await readdir(outboxFolder(server.config));
  const eml = files.find((name) => name.endsWith('.eml'));
  if (!eml) throw new Error('no .eml file was written');
  const message = await readFile(path.join(outboxFolder(server.config), eml), 'utf8');
  expect(message).toContain(`To: ${owner.email}`);
  expect(message).toContain('Subject: Reset your Homestead password');
  expect(message).toContain('Content-Type: text/plain');
  expect(message).toContain('Content-Type: text/html');
});

test('GET /api/dev/outbox lists the mails, newest first, for one recipient when asked', async () => {
  const first = await signUpOwner(server);
  const second = await signUpOwner(server);
  for (const owner of [first, second, first]) {
    await server.request({
      method: 'POST',
      url: '/api/owners/verify-email/send',
      headers: owner.headers,
    });
  }

  const response = await server.request({
    url: `/api/dev/outbox?to=${encodeURIComponent(first.email.toUpperCase())}`,
  });
  expect(response.statusCode).toBe(200);
  const { data } = response.json();
  expect(data).toHaveLength(2);
  expect(data[0]).toEqual({
    id: expect.any(String),
    to: first.email,
    subject: expect.stringMatching(/^\d{6} is your Homestead verification code$/),
    text: expect.stringContaining('valid for 10 minutes'),
    links: [],
    sentAt: expect.any(String),
  });
  expect(data[0].sentAt >= data[1].sentAt).toBe(true);
});
