import { clearSessionTokens } from '../session/tokens';

// Early reads start once per page load: each test loads the modules afresh, as a page would.
let sharedApi: typeof import('..');
let earlyReads: typeof import('../early-reads');

const owner = { name: 'Ada Owner', email: 'ada@example.com' };
const property = { propertyId: 'p-1', name: 'Maple Court' };

let sent: Request[];

function answerEach(respond: (request: Request) => Promise<Response>) {
  sent = [];
  jest.spyOn(global, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    sent.push(request);
    return respond(request);
  });
}

async function signedInStore(token = 'owner-jwt') {
  const store = sharedApi.makeStore();
  await store.dispatch(sharedApi.signIn({ role: 'owner', token, user: owner }));
  return store;
}

const propertyRead = (propertyId: string) => sharedApi.propertyRead(propertyId);
const startEarlyReads = (reads: Parameters<typeof earlyReads.startEarlyReads>[0]) =>
  earlyReads.startEarlyReads(reads);
const getProperty = (propertyId: string, options?: { forceRefetch: boolean }) =>
  sharedApi.propertiesApi.endpoints.getProperty.initiate(propertyId, options);

beforeEach(async () => {
  await jest.isolateModulesAsync(async () => {
    sharedApi = await import('..');
    earlyReads = await import('../early-reads');
  });
  clearSessionTokens();
  localStorage.clear();
  answerEach(async (request) =>
    Response.json(request.url.includes('notifications') ? { data: [] } : { data: [property] }),
  );
});

afterEach(() => jest.restoreAllMocks());

it('builds the address the endpoints ask for', () => {
  expect(earlyReads.readUrl(propertyRead('p 1/2'))).toBe(
    'http://localhost/api/properties/?propertyId=p+1%2F2',
  );
  expect(earlyReads.readUrl({ url: 'payments/summary', params: {} })).toBe(
    'http://localhost/api/payments/summary?',
  );
  expect(earlyReads.readUrl({ url: 'tenants/all', params: { limit: 20, cursor: undefined } })).toBe(
    'http://localhost/api/tenants/all?limit=20',
  );
  expect(earlyReads.readUrl('notifications')).toBe('http://localhost/api/notifications');
});

it('gives the page the answers of the reads started before it, once each', async () => {
  const store = await signedInStore();
  await startEarlyReads([propertyRead('p-1'), { url: 'notifications' }]);
  expect(sent.map((request) => request.url)).toEqual([
    'http://localhost/api/properties/?propertyId=p-1',
    'http://localhost/api/notifications',
  ]);
  expect(sent[0]!.headers.get('x-access-token')).toBe('owner-jwt');

  const read = await store.dispatch(getProperty('p-1'));
  await store.dispatch(sharedApi.notificationsApi.endpoints.getNotifications.initiate());
  expect(read.data).toEqual(property);
  expect(sent).toHaveLength(2);

  await store.dispatch(getProperty('p-1', { forceRefetch: true }));
  expect(sent).toHaveLength(3);
});

it('leaves a read started with another session token to the network', async () => {
  await signedInStore('first-jwt');
  await startEarlyReads([propertyRead('p-1')]);
  const store = await signedInStore('second-jwt');

  await store.dispatch(getProperty('p-1'));
  expect(sent).toHaveLength(2);
  expect(sent[1]!.headers.get('x-access-token')).toBe('second-jwt');
});

it('sends a read that failed on the way again', async () => {
  const store = await signedInStore();
  answerEach(async () => {
    throw new TypeError('Failed to fetch');
  });
  await startEarlyReads([propertyRead('p-1')]);
  answerEach(async () => Response.json({ data: [property] }));

  const read = await store.dispatch(getProperty('p-1'));
  expect(read.data).toEqual(property);
  expect(sent).toHaveLength(1);
});

it('starts nothing without a signed-in session', async () => {
  await startEarlyReads([propertyRead('p-1')]);
  expect(sent).toHaveLength(0);
});

it('does not read again what the app has already asked for', async () => {
  const store = await signedInStore();
  await store.dispatch(getProperty('p-1'));
  await startEarlyReads([propertyRead('p-1'), { url: 'notifications' }]);
  expect(sent.map((request) => request.url)).toEqual([
    'http://localhost/api/properties/?propertyId=p-1',
    'http://localhost/api/notifications',
  ]);
});
