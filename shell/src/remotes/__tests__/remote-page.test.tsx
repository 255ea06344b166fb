import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { makeStore } from 'shared-api';
import { ThemeRoot } from 'shared-ui';
import type { RemoteName } from '../../routes/route-table';
import { RemotePage } from '../remote-page';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const loadRemoteMock = jest.mocked(loadRemote);
const registerRemotesMock = jest.mocked(registerRemotes);

function Dashboard() {
  return <h1>Dashboard</h1>;
}

// A page suspends while its remote loads; act lets React retry it once the load settles.
// Loads are kept per remote for the page's lifetime, so each test uses a remote of its own.
async function renderRemotePage(remote: RemoteName, path: string) {
  await act(async () => {
    render(
      <Provider store={makeStore()}>
        <ThemeRoot>
          <RemotePage remote={remote} path={path} />
        </ThemeRoot>
      </Provider>,
    );
  });
}

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  global.fetch = jest.fn().mockResolvedValue({
    ok: true,
    json: async () => ({
      auth_app: '/remotes/auth-app/mf-manifest.json',
      owner_portal: '/remotes/owner-portal/mf-manifest.json',
      tenant_portal: '/remotes/tenant-portal/mf-manifest.json',
    }),
  });
  loadRemoteMock.mockReset();
  registerRemotesMock.mockReset();
});

it('registers the remotes listed in /remotes.json and renders the page the remote exposes', async () => {
  loadRemoteMock.mockResolvedValue({ routes: [{ path: '/owner', Component: Dashboard }] });

  await renderRemotePage('owner_portal', '/owner');

  expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  expect(global.fetch).toHaveBeenCalledWith('/remotes.json');
  expect(registerRemotesMock).toHaveBeenCalledWith(
    expect.arrayContaining([
      { name: 'owner_portal', entry: 'http://localhost/remotes/owner-portal/mf-manifest.json' },
    ]),
  );
  expect(loadRemoteMock).toHaveBeenCalledWith('owner_portal/routes');
});

it('shows a retry panel when the remote cannot be loaded, and loads it again on retry', async () => {
  loadRemoteMock
    .mockRejectedValueOnce(new Error('network down'))
    .mockResolvedValueOnce({ routes: [{ path: '/tenant', Component: Dashboard }] });

  await renderRemotePage('tenant_portal', '/tenant');

  expect(
    await screen.findByRole('heading', { name: 'Tenant portal is unavailable' }),
  ).toBeInTheDocument();
  await act(async () => userEvent.click(screen.getByRole('button', { name: 'Try again' })));

  expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  expect(registerRemotesMock).toHaveBeenLastCalledWith(
    [{ name: 'tenant_portal', entry: 'http://localhost/remotes/tenant-portal/mf-manifest.json' }],
    { force: true },
  );
});

it('shows the retry panel when the remote has no page for the path', async () => {
  loadRemoteMock.mockResolvedValue({ routes: [] });

  await renderRemotePage('auth_app', '/missing');

  expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
});
