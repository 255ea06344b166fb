import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryHistory } from 'history';
import { useRoutes } from 'react-router-dom';
import { makeStore, selectSessionRole, type SessionRole } from 'shared-api';
import { standaloneRoutes } from '../standalone-app';
import { AppRouter, ThemeRoot } from 'shared-ui/first-screen';
import { answer, stubApi } from 'shared-ui/testing';

jest.setTimeout(30_000);

const pages = [
  { path: '/owner', Component: () => <h1>Owner dashboard</h1> },
  { path: '/tenant', Component: () => <h1>Tenant dashboard</h1> },
];

function Portal({ role }: { role: SessionRole }) {
  return useRoutes(standaloneRoutes(pages, role));
}

function renderPortal(role: SessionRole, route: string) {
  const store = makeStore({});
  const history = createMemoryHistory({ initialEntries: [route] });
  render(
    <Provider store={store}>
      <ThemeRoot>
        <AppRouter history={history}>
          <Portal role={role} />
        </AppRouter>
      </ThemeRoot>
    </Provider>,
  );
  return { store, history, user: userEvent.setup() };
}

const owner = {
  _id: 'owner-1',
  ownerId: 'owner-1',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: null,
  emailVerified: true,
};

afterEach(() => {
  jest.restoreAllMocks();
  document.cookie.split(';').forEach((cookie) => {
    document.cookie = `${cookie.split('=')[0]!.trim()}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
});

test('sends a visitor without a session to the portal’s own sign-in', async () => {
  stubApi({});
  const { history } = renderPortal('owner', '/owner');
  expect(
    await screen.findByRole(
      'heading',
      { name: 'Sign in to the owner portal' },
      { timeout: 10_000 },
    ),
  ).toBeInTheDocument();
  expect(history.location.pathname).toBe('/owner/signin');
  // Outside development the demo account is not filled in.
  expect(screen.getByLabelText('Email')).toHaveValue('');
});

test('signs the owner in against the API and opens the page in the frame', async () => {
  const sent = stubApi({
    'POST owners/login': answer({ access_token: 'owner-token', data: owner }),
  });
  const { user, store, history } = renderPortal('owner', '/owner/signin');
  await user.type(
    await screen.findByLabelText('Email', {}, { timeout: 10_000 }),
    'ada@example.com',
  );
  await user.type(screen.getByLabelText('Password'), 'rent-day-1');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));

  expect(
    await screen.findByRole('heading', { name: 'Owner dashboard' }, { timeout: 10_000 }),
  ).toBeInTheDocument();
  expect(history.location.pathname).toBe('/owner');
  expect(selectSessionRole(store.getState())).toBe('owner');
  expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Main' })).toHaveTextContent(
    'DashboardPropertiesTenantsMaintenancePaymentSettings',
  );
  expect(sent[0]?.body).toEqual({ email: 'ada@example.com', password: 'rent-day-1' });

  await user.click(screen.getByRole('button', { name: 'Sign out' }));
  expect(
    await screen.findByRole('heading', { name: 'Sign in to the owner portal' }),
  ).toBeInTheDocument();
  expect(selectSessionRole(store.getState())).toBeNull();
});

test('the tenant portal signs in a tenant with the tenant calls', async () => {
  stubApi({
    'POST tenants/login': answer({ data: { access_token: 'tenant-token' } }),
    'GET tenants': answer({
      tenant: { _id: 't-1', tenantId: 't-1', name: 'Grace Hopper', email: 'grace@example.com' },
    }),
  });
  const { user } = renderPortal('tenant', '/tenant');
  await user.type(
    await screen.findByLabelText('Email', {}, { timeout: 10_000 }),
    'grace@example.com',
  );
  await user.type(screen.getByLabelText('Password'), 'rent-day-1');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(
    await screen.findByRole('heading', { name: 'Tenant dashboard' }, { timeout: 10_000 }),
  ).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Main' })).toHaveTextContent('My lease');
});

test('fills in the demo account only in development', async () => {
  const environment = process.env.NODE_ENV;
  process.env.NODE_ENV = 'development';
  try {
    stubApi({});
    renderPortal('owner', '/owner/signin');
    expect(await screen.findByLabelText('Email', {}, { timeout: 10_000 })).toHaveValue(
      'owner@demo.homestead.local',
    );
  } finally {
    process.env.NODE_ENV = environment;
  }
});
