import { waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import {
  api,
  hasStoredSession,
  invitationCookieNames,
  makeStore,
  readInvitation,
  saveInvitation,
  selectIsSignedIn,
  selectSessionRole,
  selectSessionUser,
  selectSidebarCollapsed,
  selectThemeMode,
  sidebarToggled,
  signIn,
  signOut,
  storageKeys,
  themeToggled,
  tokenCookieNames,
  userUpdated,
} from '../..';
import { clearInvitation, clearSessionTokens, readSessionToken, saveSessionToken } from '../tokens';

const owner = { name: 'Ada Owner', email: 'ada@example.com', emailVerified: true };
const tenant = { name: 'Tom Tenant', email: 'tom@example.com', leaseId: 'lease-1' };

const ownerProfile = api.injectEndpoints({
  // Stand-ins for the product's endpoints of the same names, which the error catalogue is keyed by.
  overrideExisting: true,
  endpoints: (build) => ({
    getOwner: build.query<{ data: typeof owner }, void>({ query: () => 'owners/' }),
  }),
});

beforeEach(() => {
  clearSessionTokens();
  clearInvitation();
  localStorage.clear();
  global.fetch = jest.fn(async () => Response.json({ data: owner }));
});

describe('signIn', () => {
  it('keeps the user and role in the store and the token in its encrypted cookie', async () => {
    const store = makeStore();

    await store.dispatch(signIn({ role: 'owner', token: 'owner-jwt', user: owner }));

    expect(selectSessionUser(store.getState())).toEqual(owner);
    expect(selectSessionRole(store.getState())).toBe('owner');
    expect(selectIsSignedIn(store.getState())).toBe(true);
    expect(Cookies.get(tokenCookieNames.owner)).not.toBe('owner-jwt');
    expect(await readSessionToken('owner')).toBe('owner-jwt');
    expect(JSON.parse(localStorage.getItem(storageKeys.session)!)).toEqual({
      isSignedIn: true,
      user: owner,
    });
    expect(localStorage.getItem(storageKeys.isTenant)).toBe('no');
  });

  it('marks a tenant session with the isTenant flag', async () => {
    const store = makeStore();

    await store.dispatch(signIn({ role: 'tenant', token: 'tenant-jwt', user: tenant }));

    expect(localStorage.getItem(storageKeys.isTenant)).toBe('yes');
    expect(await readSessionToken('tenant')).toBe('tenant-jwt');
  });

  it("drops the other role's token and the previous account's cached answers", async () => {
    const store = makeStore();
    await store.dispatch(signIn({ role: 'owner', token: 'owner-jwt', user: owner }));
    await store.dispatch(ownerProfile.endpoints.getOwner.initiate());

    await store.dispatch(signIn({ role: 'tenant', token: 'tenant-jwt', user: tenant }));

    expect(Cookies.get(tokenCookieNames.owner)).toBeUndefined();
    expect(store.getState().api?.queries).toEqual({});
  });
});

describe('signOut', () => {
  it('clears both tokens, the invitation, the user, the role and the cached answers', async () => {
    const store = makeStore();
    await store.dispatch(signIn({ role: 'owner', token: 'owner-jwt', user: owner }));
    await saveSessionToken('tenant', 'tenant-jwt');
    await saveInvitation({ token: 'invitation-token', email: 'tom@example.com' });
    await store.dispatch(ownerProfile.endpoints.getOwner.initiate());
    expect(Object.keys(store.getState().api?.queries ?? {})).toHaveLength(1);

    const signedOutRole = store.dispatch(signOut());

    expect(signedOutRole).toBe('owner');
    expect(Cookies.get(tokenCookieNames.owner)).toBeUndefined();
    expect(Cookies.get(tokenCookieNames.tenant)).toBeUndefined();
    expect(Cookies.get(invitationCookieNames.token)).toBeUndefined();
    expect(selectSessionUser(store.getState())).toBeNull();
    expect(selectSessionRole(store.getState())).toBeNull();
    expect(store.getState().api?.queries).toEqual({});
    expect(localStorage.getItem(storageKeys.session)).toBeNull();
    expect(localStorage.getItem(storageKeys.isTenant)).toBeNull();
    expect(await hasStoredSession()).toBe(false);
  });

  it.each(['owner', 'tenant'] as const)(
    "ends the %s's session on the server with the token it held",
    async (role) => {
      const store = makeStore();
      await store.dispatch(signIn({ role, token: `${role}-jwt`, user: owner }));
      const sent = jest.mocked(global.fetch);
      sent.mockClear();

      store.dispatch(signOut());

      await waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
      const request = sent.mock.calls[0]?.[0] as Request;
      expect(request.method).toBe('POST');
      expect(new URL(request.url).pathname).toBe(
        role === 'owner' ? '/api/owners/logout' : '/api/tenants/logout',
      );
      expect(
        request.headers.get(role === 'owner' ? 'x-access-token' : 'x-access-tenant-token'),
      ).toBe(`${role}-jwt`);
    },
  );
});

describe('persistence', () => {
  it('brings the session back in a new store', async () => {
    await makeStore().dispatch(signIn({ role: 'tenant', token: 'tenant-jwt', user: tenant }));

    const reloaded = makeStore();

    expect(selectSessionUser(reloaded.getState())).toEqual(tenant);
    expect(selectSessionRole(reloaded.getState())).toBe('tenant');
    expect(await hasStoredSession()).toBe(true);
  });

  it('keeps a changed user detail', async () => {
    const store = makeStore();
    await store.dispatch(signIn({ role: 'owner', token: 'owner-jwt', user: owner }));

    store.dispatch(userUpdated({ phone: '+14155550123' }));

    expect(selectSessionUser(makeStore().getState())).toEqual({ ...owner, phone: '+14155550123' });
  });

  it('starts signed out when the token cookie has gone', async () => {
    await makeStore().dispatch(signIn({ role: 'owner', token: 'owner-jwt', user: owner }));
    Cookies.remove(tokenCookieNames.owner, { path: '/' });

    expect(selectIsSignedIn(makeStore().getState())).toBe(false);
    expect(await hasStoredSession()).toBe(false);
  });

  it('does not count a token cookie that cannot be decrypted', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await makeStore().dispatch(signIn({ role: 'owner', token: 'owner-jwt', user: owner }));
    Cookies.set(tokenCookieNames.owner, 'tampered', { path: '/' });

    expect(await hasStoredSession()).toBe(false);
    expect(consoleError).toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it('ignores a stored session that is not readable', () => {
    localStorage.setItem(storageKeys.session, '{not json');
    localStorage.setItem(storageKeys.isTenant, 'no');

    expect(selectIsSignedIn(makeStore().getState())).toBe(false);
  });

  it('starts from the preloaded state instead of the stored one when given', async () => {
    await makeStore().dispatch(signIn({ role: 'owner', token: 'owner-jwt', user: owner }));

    const store = makeStore({ session: { user: null, role: null } });

    expect(selectIsSignedIn(store.getState())).toBe(false);
  });

  it('keeps the theme choice, light by default', () => {
    expect(selectThemeMode(makeStore().getState())).toBe('light');

    makeStore().dispatch(themeToggled());

    expect(localStorage.getItem(storageKeys.theme)).toBe('dark');
    expect(selectThemeMode(makeStore().getState())).toBe('dark');
  });

  it('keeps a dark theme in a cookie too, for the pages the server sends drawn', () => {
    const store = makeStore();
    expect(Cookies.get(storageKeys.theme)).toBeUndefined();

    store.dispatch(themeToggled());
    expect(Cookies.get(storageKeys.theme)).toBe('dark');
    store.dispatch(themeToggled());
    expect(Cookies.get(storageKeys.theme)).toBeUndefined();

    // A dark theme chosen before the cookie was kept gets it with the next page.
    localStorage.setItem(storageKeys.theme, 'dark');
    makeStore();
    expect(Cookies.get(storageKeys.theme)).toBe('dark');
  });

  it('keeps the sidebar folded, in the browser and in a cookie for the server', () => {
    const store = makeStore();
    expect(selectSidebarCollapsed(store.getState())).toBe(false);
    expect(Cookies.get(storageKeys.sidebar)).toBeUndefined();

    store.dispatch(sidebarToggled());
    expect(Cookies.get(storageKeys.sidebar)).toBe('collapsed');
    expect(selectSidebarCollapsed(makeStore().getState())).toBe(true);

    store.dispatch(sidebarToggled());
    expect(Cookies.get(storageKeys.sidebar)).toBeUndefined();
    expect(selectSidebarCollapsed(makeStore().getState())).toBe(false);

    // Folded before the cookie was kept: the cookie comes with the next page.
    localStorage.setItem(storageKeys.sidebar, 'collapsed');
    makeStore();
    expect(Cookies.get(storageKeys.sidebar)).toBe('collapsed');
  });
});

describe('invitation', () => {
  it('keeps the invitation token and e-mail encrypted until the password is created', async () => {
    await saveInvitation({ token: 'invitation-token', email: 'tom@example.com' });

    expect(Cookies.get(invitationCookieNames.email)).not.toContain('tom');
    expect(await readInvitation()).toEqual({ token: 'invitation-token', email: 'tom@example.com' });

    clearInvitation();
    expect(await readInvitation()).toBeNull();
  });

  it('has no invitation when only its token is stored', async () => {
    await saveInvitation({ token: 'invitation-token', email: 'tom@example.com' });
    Cookies.remove(invitationCookieNames.email, { path: '/' });

    expect(await readInvitation()).toBeNull();
  });
});
