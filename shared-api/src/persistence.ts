import Cookies from 'js-cookie';
import { hasSessionTokenCookie } from './session/tokens';
import type { SessionRole, SessionState, SessionUser } from './session/session-slice';
import { storedRole } from './session/stored-role';
import { storageKeys } from './storage-keys';
import type { ThemeMode, UiState } from './ui-slice';

/** What an earlier sign-in stored, if it still has the shape this version reads. */
function isStoredSession(value: unknown): value is { isSignedIn: true; user: SessionUser } {
  if (typeof value !== 'object' || value === null) return false;
  const { isSignedIn, user } = value as { isSignedIn?: unknown; user?: Partial<SessionUser> };
  return (
    isSignedIn === true &&
    typeof user === 'object' &&
    user !== null &&
    typeof user.name === 'string' &&
    typeof user.email === 'string'
  );
}

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
  // Read by every page before anything else, so checked by hand rather than with a schema library.
  const stored = readJson(storageKeys.session);
  const role = storedRole();
  return isStoredSession(stored) && role ? { user: stored.user, role } : null;
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

/**
 * The theme in a cookie too, for the server: the pages it sends drawn, ahead of their scripts (the
 * sign-ins), are drawn in the visitor's theme. Light is the default, so only dark is kept.
 */
function keepThemeCookie(theme: ThemeMode) {
  if (theme === 'dark')
    Cookies.set(storageKeys.theme, theme, { path: '/', expires: 365, sameSite: 'Lax' });
  else Cookies.remove(storageKeys.theme, { path: '/' });
}

/** Keeps the session and the theme in the browser each time either changes. */
export function persistSessionAndTheme(store: {
  getState: () => PersistedState;
  subscribe: (listener: () => void) => unknown;
}): void {
  let kept = store.getState();
  // A theme chosen before the cookie was kept too.
  keepThemeCookie(kept.ui.theme);
  store.subscribe(() => {
    const state = store.getState();
    if (state.session !== kept.session) writeStoredSession(state.session);
    if (state.ui.theme !== kept.ui.theme) {
      localStorage.setItem(storageKeys.theme, state.ui.theme);
      keepThemeCookie(state.ui.theme);
    }
    kept = state;
  });
}
