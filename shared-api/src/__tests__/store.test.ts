// On the sign-in screen the store is made before the API's code (RTK Query) loads: each test loads
// the package's modules afresh, in the order the browser does.
beforeEach(() => {
  localStorage.clear();
  global.fetch = jest.fn(async () => Response.json({ data: [] }));
});

test('a store made before the API code loads gets the API cache when the code comes', async () => {
  await jest.isolateModulesAsync(async () => {
    const session = await import('../session');
    const store = session.makeStore();
    expect(store.getState().api).toBeUndefined();

    const { locationsApi } = await import('..');
    expect(store.getState().api?.queries).toEqual({});
    await store.dispatch(locationsApi.endpoints.getCountries.initiate());

    expect(global.fetch).toHaveBeenCalledTimes(1);
    expect(Object.keys(store.getState().api?.queries ?? {})).toHaveLength(1);
  });
});

test('signing in and out works before the API code loads', async () => {
  await jest.isolateModulesAsync(async () => {
    const { makeStore, selectIsSignedIn, signIn, signOut } = await import('../session');
    const store = makeStore();
    const user = { name: 'Ada Owner', email: 'ada@example.com', emailVerified: true };

    await store.dispatch(signIn({ role: 'owner', token: 'owner-jwt', user }));
    expect(selectIsSignedIn(store.getState())).toBe(true);
    store.dispatch(signOut());

    expect(selectIsSignedIn(store.getState())).toBe(false);
    expect(store.getState().api).toBeUndefined();
  });
});
