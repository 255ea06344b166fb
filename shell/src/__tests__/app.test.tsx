import { act, render, screen, waitForElementToBeRemoved } from '@testing-library/react';
import { createMemoryHistory } from 'history';
import { api, makeStore } from 'shared-api';
import { toast } from 'shared-ui';
import { App } from '../app';

const healthApi = api.injectEndpoints({
  endpoints: (build) => ({ shellHealth: build.query<unknown, void>({ query: () => 'health' }) }),
});

function renderSignInScreen() {
  const store = makeStore({ session: { user: null, role: null } });
  const history = createMemoryHistory({ initialEntries: ['/owner/signin'] });
  const routes = [{ path: '/owner/signin', element: <h1>Owner sign-in</h1> }];
  render(<App store={store} history={history} routes={routes} />);
  return store;
}

/** Holds the next API answer back until the returned function is called. */
function holdNextAnswer() {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  jest.spyOn(global, 'fetch').mockImplementationOnce(async () => {
    await released;
    return Response.json({ status: 'ok' });
  });
  return release;
}

afterEach(() => jest.restoreAllMocks());

describe('the shell around every screen', () => {
  it('shows the loading overlay while a request is in flight', async () => {
    holdNextAnswer();
    const store = renderSignInScreen();

    act(() => {
      store.dispatch(healthApi.endpoints.shellHealth.initiate());
    });

    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Owner sign-in' })).toBeInTheDocument();
  });

  it('takes the overlay away once the answer arrives', async () => {
    const answer = holdNextAnswer();
    const store = renderSignInScreen();
    act(() => {
      store.dispatch(healthApi.endpoints.shellHealth.initiate());
    });
    const overlay = screen.getByRole('status', { name: 'Loading' });

    answer();

    await waitForElementToBeRemoved(overlay);
  });

  it('shows toasts at the top right', async () => {
    renderSignInScreen();

    act(() => {
      toast.success('Property created');
    });

    const shownToast = await screen.findByText('Property created');
    expect(shownToast.closest('[data-sonner-toaster]')).toHaveAttribute('data-y-position', 'top');
    expect(shownToast.closest('[data-sonner-toaster]')).toHaveAttribute('data-x-position', 'right');
  });
});
