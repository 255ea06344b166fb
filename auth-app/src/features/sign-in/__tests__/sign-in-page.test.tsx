import { screen } from '@testing-library/react';
import { selectSessionRole, selectSessionUser } from 'shared-api';
import { answer, sentTo, stubApi } from 'shared-ui/testing';
import { forgetBrowserState, renderScreen } from '../../../testing/render-screen';
import { findToast } from '../../../testing/toasts';
import { SignInPage } from '../sign-in-page';

const owner = {
  _id: 'owner-1',
  ownerId: 'owner-1',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '+14155550100',
  emailVerified: true,
  bankDetails: null,
  createdAt: '2025-01-06T09:00:00.000Z',
};

const tenant = {
  _id: 'tenant-1',
  tenantId: 'tenant-1',
  name: 'Tom Baker',
  email: 'tom@example.com',
  phone: '+14155550123',
  address: '12 Maple Street',
  leaseId: 'lease-1',
};

const renderOwnerSignIn = () =>
  renderScreen(<SignInPage role="owner" />, { path: '/owner/signin' });

async function signInAs(
  user: ReturnType<typeof renderScreen>['user'],
  email: string,
  password: string,
) {
  await user.type(screen.getByRole('textbox', { name: 'Email' }), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

afterEach(() => {
  forgetBrowserState();
  jest.restoreAllMocks();
});

test('titles the page for owners', () => {
  renderOwnerSignIn();

  expect(screen.getByRole('heading', { name: 'Sign in to your account' })).toBeInTheDocument();
  expect(document.title).toBe('Sign in to your account · Homestead');
  expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
    'content',
    'Sign in to manage your properties, tenants and rent collection.',
  );
  expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
  expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
});

test('signs an owner in, keeps the session and opens the owner dashboard', async () => {
  const sent = stubApi({
    'POST owners/login': answer({ access_token: 'owner-jwt', data: owner }),
  });
  const { user, store } = renderOwnerSignIn();

  await signInAs(user, 'Ada@Example.com', 'correct-horse-1');

  expect(await screen.findByText('Landed on /owner')).toBeInTheDocument();
  expect(sentTo(sent, 'POST', 'owners/login')[0]?.body).toEqual({
    email: 'ada@example.com',
    password: 'correct-horse-1',
  });
  expect(selectSessionRole(store.getState())).toBe('owner');
  expect(selectSessionUser(store.getState())).toEqual({
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    phone: '+14155550100',
    emailVerified: true,
  });
});

test('shows the server’s refusal as an error toast and stays', async () => {
  stubApi({ 'POST owners/login': answer({ error: 'Invalid email or password' }, 401) });
  const { user, store } = renderOwnerSignIn();

  await signInAs(user, 'ada@example.com', 'wrong-pass-1');

  expect(await findToast('Invalid email or password')).toHaveAttribute('data-type', 'error');
  expect(screen.getByRole('heading', { name: 'Sign in to your account' })).toBeInTheDocument();
  expect(selectSessionUser(store.getState())).toBeNull();
});

test('says "Login failed" when the answer carries no reason', async () => {
  stubApi({ 'POST owners/login': answer({}, 401) });
  const { user } = renderOwnerSignIn();

  await signInAs(user, 'ada@example.com', 'wrong-pass-1');

  expect(await findToast('Login failed')).toHaveAttribute('data-type', 'error');
});

test('tells a throttled user to wait', async () => {
  const wait = 'Too many failed sign-in attempts. Please wait 15 minutes and try again.';
  stubApi({ 'POST owners/login': answer({ error: wait }, 429) });
  const { user } = renderOwnerSignIn();

  await signInAs(user, 'ada@example.com', 'wrong-pass-1');

  expect(await findToast(wait)).toHaveAttribute('data-type', 'error');
});

test('checks the form before calling the server', async () => {
  const sent = stubApi({});
  const { user } = renderOwnerSignIn();

  await user.click(screen.getByRole('button', { name: 'Sign in' }));

  expect(await screen.findByText('Email is required')).toBeInTheDocument();
  expect(screen.getByText('Password is required')).toBeInTheDocument();
  expect(sent).toHaveLength(0);
});

test('takes the owner to the first wrong field and clears its message once it is right', async () => {
  const sent = stubApi({});
  const { user } = renderOwnerSignIn();
  const email = screen.getByRole('textbox', { name: 'Email' });

  await user.type(screen.getByLabelText('Password'), 'correct-horse-1');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));

  expect(await screen.findByText('Email is required')).toBeInTheDocument();
  expect(email).toHaveFocus();
  await user.type(email, 'ada@');
  expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
  await user.type(email, 'example.com');
  expect(screen.queryByText('Enter a valid email address')).not.toBeInTheDocument();
  expect(sent).toHaveLength(0);
});

test('signs a tenant in with the tenant token, reads the profile and opens the tenant dashboard', async () => {
  const sent = stubApi({
    'POST tenants/login': answer({ data: { access_token: 'tenant-jwt' } }),
    'GET tenants': answer({ tenant }),
  });
  const { user, store } = renderScreen(<SignInPage role="tenant" />, { path: '/tenant/signin' });
  expect(screen.getByRole('heading', { name: 'Tenant sign in' })).toBeInTheDocument();

  await signInAs(user, 'tom@example.com', 'tenant-pass-1');

  expect(await screen.findByText('Landed on /tenant')).toBeInTheDocument();
  expect(sentTo(sent, 'GET', 'tenants')[0]?.headers.get('x-access-tenant-token')).toBe(
    'tenant-jwt',
  );
  expect(selectSessionRole(store.getState())).toBe('tenant');
  expect(selectSessionUser(store.getState())).toEqual({
    name: 'Tom Baker',
    email: 'tom@example.com',
    phone: '+14155550123',
    leaseId: 'lease-1',
  });
});

test('a refused tenant sees "Login failed" when the server gives no reason', async () => {
  stubApi({ 'POST tenants/login': answer({}, 401) });
  const { user } = renderScreen(<SignInPage role="tenant" />, { path: '/tenant/signin' });

  await signInAs(user, 'tom@example.com', 'wrong-pass-1');

  expect(await findToast('Login failed')).toHaveAttribute('data-type', 'error');
});

test('the tenant sign-in says tenants get access by invitation and offers no owner registration', () => {
  renderScreen(<SignInPage role="tenant" />, { path: '/tenant/signin' });

  expect(screen.queryByRole('link', { name: 'Sign Up' })).not.toBeInTheDocument();
  expect(document.querySelector('a[href="/signup"]')).toBeNull();
  expect(
    screen.getByText(/Tenants get access through their landlord's invitation/),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Owner sign in' })).toHaveAttribute(
    'href',
    '/owner/signin',
  );
});
