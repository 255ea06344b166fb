import Cookies from 'js-cookie';
import { decryptCookieValue, encryptCookieValue } from '../../contract/sealed-cookies';
import { readEncryptedCookie, writeEncryptedCookie } from '../encrypted-cookies';

let consoleError: jest.SpyInstance;

beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  Cookies.remove('owner-token', { path: '/' });
});

afterEach(() => consoleError.mockRestore());

it('reads back what it wrote, without keeping it readable in the cookie', async () => {
  await writeEncryptedCookie('owner-token', 'eyJhbGciOiJIUzI1NiJ9.owner');

  const stored = Cookies.get('owner-token');
  expect(stored).toMatch(/^[A-Za-z0-9_-]+$/);
  expect(stored).not.toContain('owner');
  expect(await readEncryptedCookie('owner-token')).toBe('eyJhbGciOiJIUzI1NiJ9.owner');
});

it('keeps the cookie for 7 days on every path, same-site', async () => {
  const set = jest.spyOn(Cookies, 'set');

  await writeEncryptedCookie('owner-token', 'owner token');

  expect(set).toHaveBeenCalledWith('owner-token', expect.any(String), {
    path: '/',
    expires: 7,
    sameSite: 'Lax',
    secure: false,
  });
  set.mockRestore();
});

it('uses a fresh IV on every write', async () => {
  const first = await encryptCookieValue('same token');
  const second = await encryptCookieValue('same token');

  expect(first).not.toBe(second);
  expect(await decryptCookieValue(first)).toBe('same token');
  expect(await decryptCookieValue(second)).toBe('same token');
});

it('treats a missing cookie as absent without logging', async () => {
  expect(await readEncryptedCookie('owner-token')).toBeNull();
  expect(consoleError).not.toHaveBeenCalled();
});

it('treats a tampered cookie as absent and logs it', async () => {
  const sealed = await encryptCookieValue('owner token');
  const last = sealed.at(-1) === 'A' ? 'B' : 'A';
  Cookies.set('owner-token', sealed.slice(0, -1) + last, { path: '/' });

  expect(await readEncryptedCookie('owner-token')).toBeNull();
  expect(consoleError).toHaveBeenCalledWith(
    expect.stringContaining('owner-token'),
    expect.anything(),
  );
});

it.each(['plain-text-token', 'not base64!', 'abc'])(
  'treats the garbage cookie "%s" as absent and logs it',
  async (garbage) => {
    Cookies.set('owner-token', garbage, { path: '/' });

    expect(await readEncryptedCookie('owner-token')).toBeNull();
    expect(consoleError).toHaveBeenCalledTimes(1);
  },
);
