import { isAnyOf, type TypedStartListening } from '@reduxjs/toolkit';
// zod's tree-shakable build: this runs on every page, so it stays small.
import * as z from 'zod/mini';
import { hasSessionTokenCookie } from './session/tokens';
import {
  signedIn,
  signedOut,
  userUpdated,
  type SessionRole,
  type SessionState,
  type SessionUser,
} from './session/session-slice';
import { themeToggled, type ThemeMode, type UiState } from './ui-slice';

export const storageKeys = {
  session: 'auth-storage',
  isTenant: 'isTenant',
  theme: 'theme',
} as const;

const storedSession = z.object({
  isSignedIn: z.literal(true),
  user: z.looseObject({
    name: z.string(),
    email: z.string(),
    phone: z.optional(z.nullable(z.string())),
    leaseId: z.optional(z.string()),
    emailVerified: z.optional(z.boolean()),
  }),
});

const roleByTenantFlag: Record<string, SessionRole> = { yes: 'tenant', no: 'owner' };

function readJson(key: string): unknown {
  const text = localStorage.getItem(key);
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The user and role kept by the last sign-in, or null when nothing usable is stored. */
export function readStoredSession(): { user: SessionUser; role: SessionRole } | null {
  const stored = storedSession.safeParse(readJson(storageKeys.session));
  const role = roleByTenantFlag[localStorage.getItem(storageKeys.isTenant) ?? ''];
  return stored.success && role ? { user: stored.data.user, role } : null;
}

function writeStoredSession({ user, role }: SessionState) {
  if (user && role) {
    localStorage.setItem(storageKeys.session, JSON.stringify({ isSignedIn: true, user }));
    localStorage.setItem(storageKeys.isTenant, role === 'tenant' ? 'yes' : 'no');
  } else {
    localStorage.removeItem(storageKeys.session);
    localStorage.removeItem(storageKeys.isTenant);
  }
}

function readStoredTheme(): ThemeMode {
  return localStorage.getItem(storageKeys.theme) === 'dark' ? 'dark' : 'light';
}

interface PersistedState {
  ui: UiState;
  session: SessionState;
}

/** A new store's start: the theme choice, and the session while its token cookie is still there. */
export function readPersistedState(): PersistedState {
  const session = readStoredSession();
  return {
    ui: { theme: readStoredTheme(), pendingRequests: 0 },
    session: session && hasSessionTokenCookie(session.role) ? session : { user: null, role: null },
  };
}

export function persistSessionAndTheme(startListening: TypedStartListening<PersistedState>) {
  startListening({
    matcher: isAnyOf(signedIn, signedOut, userUpdated),
    effect: (_action, { getState }) => writeStoredSession(getState().session),
  });
  startListening({
    actionCreator: themeToggled,
    effect: (_action, { getState }) => localStorage.setItem(storageKeys.theme, getState().ui.theme),
  });
}
