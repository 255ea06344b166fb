// A page rendered on the server (SSR) carries the store's state; the browser's store starts from it
// and RTK Query takes over the server's answers (`extractRehydrationInfo`) instead of asking again.
import type { DehydratedState } from '../store';

const countries = [{ code: 'US', name: 'United States' }];

beforeEach(() => {
  localStorage.clear();
  global.fetch = jest.fn(async () => Response.json({ data: countries }));
});

/** The state a server store leaves after answering the countries, as the page carries it (JSON). */
async function renderedState(): Promise<DehydratedState> {
  let state: DehydratedState | undefined;
  await jest.isolateModulesAsync(async () => {
    const { makeServerStore, settleQueries, dehydrate, releaseServerStore } =
      await import('../ssr');
    const { locationsApi } = await import('..');
    const serverFetch = jest.fn(async () => Response.json({ data: countries }));
    const store = makeServerStore({ ui: { theme: 'dark', sidebarCollapsed: true }, serverFetch });
    void store.dispatch(locationsApi.endpoints.getCountries.initiate());
    await settleQueries(store);
    expect(serverFetch).toHaveBeenCalledTimes(1);
    state = JSON.parse(JSON.stringify(dehydrate(store, { withSession: false })));
    releaseServerStore(store);
  });
  return state!;
}

test("the browser's store takes over the server's answers, sending none of them again", async () => {
  const state = await renderedState();
  expect(state.ui).toEqual({ theme: 'dark', sidebarCollapsed: true, pendingRequests: 0 });
  expect(Object.keys(state.api?.queries ?? {})).toHaveLength(1);

  await jest.isolateModulesAsync(async () => {
    // Made before the API's code loads, as the shell makes it: rehydrated once the code comes.
    const { makeHydratedStore } = await import('../session');
    const store = makeHydratedStore(state);
    expect(store.getState().ui.theme).toBe('dark');
    const { locationsApi } = await import('..');
    const answer = await store.dispatch(locationsApi.endpoints.getCountries.initiate());

    expect(answer.data).toEqual(countries);
    expect(global.fetch).not.toHaveBeenCalled();
  });
});

test('a store made once the API code is there is rehydrated at once', async () => {
  const state = await renderedState();
  await jest.isolateModulesAsync(async () => {
    const { locationsApi } = await import('..');
    const { makeHydratedStore } = await import('../session');
    const store = makeHydratedStore(state);
    const { data } = locationsApi.endpoints.getCountries.select()(store.getState() as never);
    expect(data).toEqual(countries);
  });
});

test("a signed-out page keeps the session the browser has; a signed-in one takes the server's", async () => {
  const state = await renderedState();
  await jest.isolateModulesAsync(async () => {
    const { makeHydratedStore } = await import('../session');
    expect(makeHydratedStore(state).getState().session).toEqual({ user: null, role: null });
    const user = { name: 'Dana Demo', email: 'owner@demo.homestead.local' };
    const signedIn = makeHydratedStore({ ...state, session: { user, role: 'owner' } });
    expect(signedIn.getState().session).toEqual({ user, role: 'owner' });
  });
});
