import Cookies from 'js-cookie';
import { decryptCookieValue, encryptCookieValue } from '../contract/sealed-cookies';

const cookieLifetimeDays = 7;

export async function writeEncryptedCookie(name: string, value: string): Promise<void> {
  Cookies.set(name, await encryptCookieValue(value), {
    path: '/',
    expires: cookieLifetimeDays,
    sameSite: 'Lax',
    secure: window.location.protocol === 'https:',
  });
}

/** The cookie's value, or null when it is missing or cannot be decrypted (that case is logged). */
export async function readEncryptedCookie(name: string): Promise<string | null> {
  const sealed = Cookies.get(name);
  if (sealed === undefined) return null;
  try {
    return await decryptCookieValue(sealed);
  } catch (error) {
    console.error(`The cookie "${name}" cannot be decrypted and is ignored`, error);
    return null;
  }
}

export function hasCookie(name: string): boolean {
  return Cookies.get(name) !== undefined;
}

export function removeCookie(name: string): void {
  Cookies.remove(name, { path: '/' });
}
