import Cookies from 'js-cookie';
import { hasSessionTokenCookie } from './session/tokens';
import type { SessionRole, SessionState, SessionUser } from './session/session-slice';
import { storedRole } from './session/stored-role';
import { storageKeys } from './storage-keys';
import type { UiState } from './ui-slice';

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

function readStoredUi(): UiState {
  return {
    theme: localStorage.getItem(storageKeys.theme) === 'dark' ? 'dark' : 'light',
    sidebarCollapsed: localStorage.getItem(storageKeys.sidebar) === 'collapsed',
    pendingRequests: 0,
  };
}

interface PersistedState {
  ui: UiState;
  session: SessionState;
}

/** A new store's start: the display choices, and the session while its token cookie lasts. */
export function readPersistedState(): PersistedState {
  const session = readStoredSession();
  return {
    ui: readStoredUi(),
    session: session && hasSessionTokenCookie(session.role) ? session : { user: null, role: null },
  };
}

/** A cookie of the whole site for a year, or none when `value` is null. */
function keepCookie(name: string, value: string | null) {
  if (value) Cookies.set(name, value, { path: '/', expires: 365, sameSite: 'Lax' });
  else Cookies.remove(name, { path: '/' });
}

/**
 * The display choices in cookies too, for the server: the pages it renders (SSR) are rendered in the
 * visitor's theme and with their sidebar folded or not. Only what differs from the default is kept.
 */
function keepUiCookies({ theme, sidebarCollapsed }: UiState) {
  keepCookie(storageKeys.theme, theme === 'dark' ? theme : null);
  keepCookie(storageKeys.sidebar, sidebarCollapsed ? 'collapsed' : null);
}

function writeStoredUi(ui: UiState) {
  localStorage.setItem(storageKeys.theme, ui.theme);
  localStorage.setItem(storageKeys.sidebar, ui.sidebarCollapsed ? 'collapsed' : 'expanded');
  keepUiCookies(ui);
}

/** Keeps the session and the display choices in the browser each time they change. */
export function persistSessionAndUi(store: {
  getState: () => PersistedState;
  subscribe: (listener: () => void) => unknown;
}): void {
  let kept = store.getState();
  // Choices made before the cookies were kept too.
  keepUiCookies(kept.ui);
  store.subscribe(() => {
    const state = store.getState();
    if (state.session !== kept.session) writeStoredSession(state.session);
    if (
      state.ui.theme !== kept.ui.theme ||
      state.ui.sidebarCollapsed !== kept.ui.sidebarCollapsed
    ) {
      writeStoredUi(state.ui);
    }
    kept = state;
  });
}
