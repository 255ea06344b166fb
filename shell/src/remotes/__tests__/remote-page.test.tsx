import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { makeStore } from 'shared-api';
import { ThemeRoot } from 'shared-ui';
import { RemotePage } from '../remote-page';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const loadRemoteMock = jest.mocked(loadRemote);
const registerRemotesMock = jest.mocked(registerRemotes);

function Dashboard() {
  return <h1>Owner dashboard</h1>;
}

function renderRemotePage(path: string) {
  return render(
    <Provider store={makeStore()}>
      <ThemeRoot>
        <RemotePage remote="owner_portal" path={path} />
      </ThemeRoot>
    </Provider>,
  );
}

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  global.fetch = jest.fn().mockResolvedValue({
    ok: true,
    json: async () => ({ owner_portal: '/remotes/owner-portal/mf-manifest.json' }),
  });
  loadRemoteMock.mockReset();
  registerRemotesMock.mockReset();
});

it('registers the remotes listed in /remotes.json and renders the page the remote exposes', async () => {
  loadRemoteMock.mockResolvedValue({ routes: [{ path: '/owner', Component: Dashboard }] });

  renderRemotePage('/owner');

  expect(await screen.findByRole('heading', { name: 'Owner dashboard' })).toBeInTheDocument();
  expect(global.fetch).toHaveBeenCalledWith('/remotes.json');
  expect(registerRemotesMock).toHaveBeenCalledWith([
    { name: 'owner_portal', entry: 'http://localhost/remotes/owner-portal/mf-manifest.json' },
  ]);
  expect(loadRemoteMock).toHaveBeenCalledWith('owner_portal/routes');
});

it('shows a retry panel when the remote cannot be loaded, and loads it again on retry', async () => {
  loadRemoteMock
    .mockRejectedValueOnce(new Error('network down'))
    .mockResolvedValueOnce({ routes: [{ path: '/owner/x', Component: Dashboard }] });

  renderRemotePage('/owner/x');

  expect(await screen.findByRole('heading', { name: 'Owner portal is unavailable' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

  expect(await screen.findByRole('heading', { name: 'Owner dashboard' })).toBeInTheDocument();
  expect(registerRemotesMock).toHaveBeenLastCalledWith(
    [{ name: 'owner_portal', entry: 'http://localhost/remotes/owner-portal/mf-manifest.json' }],
    { force: true },
  );
});

it('shows the retry panel when the remote has no page for the path', async () => {
  loadRemoteMock.mockResolvedValue({ routes: [] });

  renderRemotePage('/owner/missing');

  expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
});
