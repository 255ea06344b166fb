import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerRemotesJson, renderRemotePage } from './remote-page-support';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const loadRemoteMock = jest.mocked(loadRemote);
const registerRemotesMock = jest.mocked(registerRemotes);

function Dashboard() {
  return <h1>Dashboard</h1>;
}

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  answerRemotesJson();
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
