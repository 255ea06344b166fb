import type { SessionRole } from './session-slice';
import {
  hasCookie,
  readEncryptedCookie,
  removeCookie,
  writeEncryptedCookie,
} from './encrypted-cookies';

export const tokenCookieNames: Record<SessionRole, string> = {
  owner: 'owner-token',
  tenant: 'tenant-token',
};

/** The request header that carries each role's session token to the API. */
export const tokenHeaders: Record<SessionRole, string> = {
  owner: 'x-access-token',
  tenant: 'x-access-tenant-token',
};

export const invitationCookieNames = {
  token: 'invitation-token',
  email: 'invitation-email',
} as const;

export function saveSessionToken(role: SessionRole, token: string): Promise<void> {
  return writeEncryptedCookie(tokenCookieNames[role], token);
}

export function readSessionToken(role: SessionRole): Promise<string | null> {
  return readEncryptedCookie(tokenCookieNames[role]);
}

export function hasSessionTokenCookie(role: SessionRole): boolean {
  return hasCookie(tokenCookieNames[role]);
}

export function removeSessionToken(role: SessionRole): void {
  removeCookie(tokenCookieNames[role]);
}

export function clearSessionTokens(): void {
  removeSessionToken('owner');
  removeSessionToken('tenant');
}

/** The invitation link's token and the invited tenant's e-mail, kept until /create-password. */
export interface Invitation {
  token: string;
  email: string;
}

export async function saveInvitation({ token, email }: Invitation): Promise<void> {
  await Promise.all([
    writeEncryptedCookie(invitationCookieNames.token, token),
    writeEncryptedCookie(invitationCookieNames.email, email),
  ]);
}

/** The stored invitation, or null unless both its token and its e-mail can be read. */
export async function readInvitation(): Promise<Invitation | null> {
  const [token, email] = await Promise.all([
    readEncryptedCookie(invitationCookieNames.token),
    readEncryptedCookie(invitationCookieNames.email),
  ]);
  return token && email ? { token, email } : null;
}

export function clearInvitation(): void {
  removeCookie(invitationCookieNames.token);
  removeCookie(invitationCookieNames.email);
}
