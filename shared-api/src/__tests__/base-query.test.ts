import { waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { api, makeStore, selectIsLoading, setNavigator, signIn, type SessionFetchArgs } from '..';
import { clearSessionTokens } from '../session/tokens';

jest.mock('sonner', () => ({ toast: { error: jest.fn() } }));

const toastError = jest.mocked(toast.error);

const testApi = api.injectEndpoints({
  // Stand-ins for the product's endpoints of the same names, which the error catalogue is keyed by.
  overrideExisting: true,
  endpoints: (build) => ({
    getProperties: build.query<unknown, void>({ query: () => 'properties' }),
    ownerLogin: build.mutation<unknown, { email: string; password: string }>({
      query: (body) => ({ url: 'owners/login', method: 'POST', body }),
    }),
    getPendingActivities: build.query<unknown, void>({ query: () => 'owners/pending-activities' }),
    getInvitedTenant: build.query<unknown, string>({
      query: (invitationToken): SessionFetchArgs => ({
        url: 'tenants',
        tenantToken: invitationToken,
      }),
    }),
    getPaymentHistory: build.query<unknown, void>({ query: () => 'payments' }),
  }),
});

const owner = { name: 'Ada Owner', email: 'ada@example.com' };
const tenant = { name: 'Tom Tenant', email: 'tom@example.com', leaseId: 'lease-1' };

function stubFetch(respond: (request: Request) => Promise<Response>) {
  jest.spyOn(global, 'fetch').mockImplementation((request) => respond(request as Request));
}

function answer(status: number, body: unknown) {
  stubFetch(async () => Response.json(body, { status }));
}

function sentRequest(): Request {
  return jest.mocked(global.fetch).mock.calls[0]![0] as Request;
}

let restoreNavigator: () => void;
const navigate = jest.fn();

beforeEach(() => {
  toastError.mockReset();
  navigate.mockReset();
  restoreNavigator = setNavigator(navigate);
  clearSessionTokens();
  localStorage.clear();
});

afterEach(() => {
  restoreNavigator();
  jest.restoreAllMocks();
});

describe('request headers', () => {
  it('sends the JSON content type and the owner token for an owner session', async () => {
    const store = makeStore();
    await store.dispatch(signIn({ role: 'owner', token: 'owner-jwt', user: owner }));
    answer(200, { data: [] });

    await store.dispatch(testApi.endpoints.getProperties.initiate());

    const request = sentRequest();
    expect(request.url).toBe('http://localhost/api/properties');
    expect(request.headers.get('content-type')).toBe('application/json');
    expect(request.headers.get('x-access-token')).toBe('owner-jwt');
    expect(request.headers.has('x-access-tenant-token')).toBe(false);
  });

  it('sends the tenant token for a tenant session', async () => {
    const store = makeStore();
    await store.dispatch(signIn({ role: 'tenant', token: 'tenant-jwt', user: tenant }));
    answer(200, { data: [] });

    await store.dispatch(testApi.endpoints.getProperties.initiate());

    expect(sentRequest().headers.get('x-access-tenant-token')).toBe('tenant-jwt');
    expect(sentRequest().headers.has('x-access-token')).toBe(false);
  });

  it("sends an endpoint's invitation token instead of the session's token", async () => {
    const store = makeStore();
    await store.dispatch(signIn({ role: 'owner', token: 'owner-jwt', user: owner }));
    answer(200, { tenant: {} });

    await store.dispatch(testApi.endpoints.getInvitedTenant.initiate('invitation-token'));

    expect(sentRequest().headers.get('x-access-tenant-token')).toBe('invitation-token');
    expect(sentRequest().headers.has('x-access-token')).toBe(false);
  });

  it('sends a JSON body with the JSON content type and no token when signed out', async () => {
    const store = makeStore();
    answer(200, { access_token: 'owner-jwt' });

    await store.dispatch(
      testApi.endpoints.ownerLogin.initiate({ email: 'ada@example.com', password: 'secret-1' }),
    );

    const request = sentRequest();
    expect(request.method).toBe('POST');
    expect(request.headers.get('content-type')).toBe('application/json');
    expect(await request.json()).toEqual({ email: 'ada@example.com', password: 'secret-1' });
    expect(request.headers.has('x-access-token')).toBe(false);
    expect(request.headers.has('x-access-tenant-token')).toBe(false);
  });
});

describe('loading counter', () => {
  function heldAnswer() {
    let release: (response: Response) => void = () => undefined;
    stubFetch(
      () =>
        new Promise<Response>((resolve) => {
          release = resolve;
        }),
    );
    return (response: Response) => release(response);
  }

  it('is up while a call is in flight and back to zero after a success', async () => {
    const store = makeStore();
    const release = heldAnswer();

    const call = store.dispatch(testApi.endpoints.getProperties.initiate());
    expect(selectIsLoading(store.getState())).toBe(true);
    await waitFor(() => expect(global.fetch).toHaveBeenCalled());
    release(Response.json({ data: [] }));
    await call;

    expect(selectIsLoading(store.getState())).toBe(false);
    expect(store.getState().ui.pendingRequests).toBe(0);
  });

  it('counts calls running side by side', async () => {
    const store = makeStore();
    answer(200, { data: [] });

    const calls = [
      store.dispatch(testApi.endpoints.getProperties.initiate()),
      store.dispatch(testApi.endpoints.getPaymentHistory.initiate()),
    ];
    expect(store.getState().ui.pendingRequests).toBe(2);
    await Promise.all(calls);

    expect(store.getState().ui.pendingRequests).toBe(0);
  });

  it('is back to zero after an error answer', async () => {
    const store = makeStore();
    answer(404, { error: 'Property not found' });

    await store.dispatch(testApi.endpoints.getProperties.initiate());

    expect(selectIsLoading(store.getState())).toBe(false);
  });

  it('is back to zero after a network failure', async () => {
    const store = makeStore();
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));

    const result = await store.dispatch(testApi.endpoints.getProperties.initiate());

    expect(result.error).toMatchObject({ status: 'FETCH_ERROR' });
    expect(selectIsLoading(store.getState())).toBe(false);
  });

  it('is back to zero after an aborted call, which tells the user nothing', async () => {
    const store = makeStore();
    stubFetch(
      (request: Request) =>
        new Promise<Response>((_resolve, reject) =>
          request.signal.addEventListener('abort', () =>
            reject(new DOMException('The call was aborted', 'AbortError')),
          ),
        ),
    );

    const call = store.dispatch(testApi.endpoints.getProperties.initiate());
    await waitFor(() => expect(global.fetch).toHaveBeenCalled());
    call.abort();
    await call;

    expect(selectIsLoading(store.getState())).toBe(false);
    expect(toastError).not.toHaveBeenCalled();
  });
});

describe('failures', () => {
  it('sends a 500 answer to the server error page without a toast', async () => {
    const store = makeStore();
    answer(500, { error: 'Something went wrong. Please try again later.' });

    await store.dispatch(testApi.endpoints.getProperties.initiate());

    expect(navigate).toHaveBeenCalledWith('/error-500');
    expect(toastError).not.toHaveBeenCalled();
  });

  it('sends a 500 answer without a JSON body to the server error page too', async () => {
    const store = makeStore();
    stubFetch(async () => new Response('Internal Server Error', { status: 500 }));

    await store.dispatch(testApi.endpoints.getProperties.initiate());

    expect(navigate).toHaveBeenCalledWith('/error-500');
  });

  it("shows the server's error text", async () => {
    const store = makeStore();
    answer(401, { error: 'Invalid email or password' });

    await store.dispatch(
      testApi.endpoints.ownerLogin.initiate({ email: 'ada@example.com', password: 'wrong-1' }),
    );

    expect(toastError).toHaveBeenCalledWith('Invalid email or password', expect.anything());
    expect(navigate).not.toHaveBeenCalled();
  });

  it("shows the endpoint's fallback when the server gives no error text", async () => {
    const store = makeStore();
    answer(400, {});

    await store.dispatch(
      testApi.endpoints.ownerLogin.initiate({ email: 'ada@example.com', password: 'wrong-1' }),
    );

    expect(toastError).toHaveBeenCalledWith('Login failed', expect.anything());
  });

  it("shows the endpoint's fallback after a network failure", async () => {
    const store = makeStore();
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));

    await store.dispatch(testApi.endpoints.getProperties.initiate());

    expect(toastError).toHaveBeenCalledWith('Failed to fetch properties', expect.anything());
  });

  it('shows the generic text for an endpoint without a fallback', async () => {
    const store = makeStore();
    answer(503, null);

    await store.dispatch(testApi.endpoints.getPaymentHistory.initiate());

    expect(toastError).toHaveBeenCalledWith(
      'Something went wrong. Please try again later.',
      expect.anything(),
    );
  });

  it("shows a 429 answer's plain text as is", async () => {
    const store = makeStore();
    stubFetch(
      async () => new Response('Too many attempts. Try again in 10 minutes.', { status: 429 }),
    );

    await store.dispatch(
      testApi.endpoints.ownerLogin.initiate({ email: 'ada@example.com', password: 'wrong-1' }),
    );

    expect(toastError).toHaveBeenCalledWith(
      'Too many attempts. Try again in 10 minutes.',
      expect.anything(),
    );
  });

  it('keeps silent about a failed pending-activities read', async () => {
    const store = makeStore();
    answer(404, { error: 'Not found' });

    const result = await store.dispatch(testApi.endpoints.getPendingActivities.initiate());

    expect(result.isError).toBe(true);
    expect(toastError).not.toHaveBeenCalled();
  });

  it('only logs a failed invited-tenant read', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = makeStore();
    answer(401, { error: 'The invitation has expired' });

    const result = await store.dispatch(testApi.endpoints.getInvitedTenant.initiate('old-token'));

    expect(result.error).toMatchObject({ data: { error: 'The invitation has expired' } });
    expect(toastError).not.toHaveBeenCalled();
    expect(consoleError).toHaveBeenCalledWith('getInvitedTenant failed', result.error);
    consoleError.mockRestore();
  });
});
