import type { Dispatch } from '@reduxjs/toolkit';
import { readStoredSession } from '../persistence';
import { apiStateReset } from '../store';
import {
  signedIn,
  signedOut,
  type SessionRole,
  type SessionState,
  type SessionUser,
} from './session-slice';
import {
  clearInvitation,
  clearSessionTokens,
  readSessionToken,
  removeSessionToken,
  saveSessionToken,
  tokenHeaders,
} from './tokens';

export interface SignInDetails {
  role: SessionRole;
  token: string;
  user: SessionUser;
}

/** Keeps the token in its role's cookie, then the user and role in the store (and the browser). */
export function signIn({ role, token, user }: SignInDetails) {
  return async (dispatch: Dispatch): Promise<void> => {
    await saveSessionToken(role, token);
    removeSessionToken(role === 'owner' ? 'tenant' : 'owner');
    // Another account may have been signed in before without signing out: none of its data stays.
    dispatch(apiStateReset());
    dispatch(signedIn({ user, role }));
  };
}

const logoutPaths: Record<SessionRole, string> = {
  owner: '/api/owners/logout',
  tenant: '/api/tenants/logout',
};

/**
 * The server's logout for a token the browser held: the token stops working there too, so a copy
 * of it (a shared computer, a leaked cookie) cannot go on. Sent with `keepalive`, so it completes
 * while the page moves on to the sign-in; a failure leaves nothing to do but forget the token.
 */
async function endServerSession(role: SessionRole, token: Promise<string | null>, origin: string) {
  try {
    const held = await token;
    if (!held) return;
    await fetch(
      new Request(new URL(logoutPaths[role], origin), {
        method: 'POST',
        keepalive: true,
        headers: { [tokenHeaders[role]]: held },
      }),
    );
  } catch {
    // Nothing is left to do: the browser has forgotten the token already.
  }
}

/**
 * Forgets the whole session: both roles' tokens, the invitation, the user, the role and every
 * cached answer, and ends each token's session on the server. Synchronous, so the page sees the
 * signed-out state and the emptied cache at once. Returns the role that was signed in, to pick the
 * sign-in page to go to.
 */
export function signOut() {
  return (dispatch: Dispatch, getState: () => { session: SessionState }): SessionRole | null => {
    const { role } = getState().session;
    // Each cookie is read as the call is made, before it is removed; only its decryption waits.
    const heldTokens = (['owner', 'tenant'] as const).map(
      (held) => [held, readSessionToken(held)] as const,
    );
    // Read now: the page may have moved on by the time a token is decrypted.
    const { origin } = globalThis.location;
    for (const [held, token] of heldTokens) void endServerSession(held, token, origin);
    clearSessionTokens();
    clearInvitation();
    dispatch(signedOut());
    dispatch(apiStateReset());
    return role;
  };
}

/** Whether a user and role are stored and that role's token cookie can be read. */
export async function hasStoredSession(): Promise<boolean> {
  const session = readStoredSession();
  return session !== null && (await readSessionToken(session.role)) !== null;
}
