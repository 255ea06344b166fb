import { screen } from '@testing-library/react';
import { selectSessionRole, selectSessionUser } from 'shared-api';
import { answer, sentTo, stubApi } from 'shared-ui/testing';
import { forgetBrowserState, renderScreen } from '../../../testing/render-screen';
import { findToast } from '../../../testing/toasts';
import { SignUpPage } from '../sign-up-page';

const registered = {
  access_token: 'owner-jwt',
  data: {
    _id: 'owner-1',
    ownerId: 'owner-1',
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    phone: null,
    emailVerified: false,
    bankDetails: null,
    createdAt: '2025-01-06T09:00:00.000Z',
  },
};

const renderSignUp = () => renderScreen(<SignUpPage />, { path: '/signup' });
const createAccount = () => screen.getByRole('button', { name: 'Create account' });
const rule = (text: string) => screen.getByText(text).closest('li');

async function fillIn(user: ReturnType<typeof renderScreen>['user'], password = 'analytical-1') {
  await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Ada');
  await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Lovelace');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), password);
}

afterEach(() => {
  forgetBrowserState();
  jest.restoreAllMocks();
});

test('titles the page and links back to the owner sign-in', () => {
  renderSignUp();

  expect(screen.getByRole('heading', { name: 'Register as a property owner' })).toBeInTheDocument();
  expect(document.title).toBe('Register as a property owner · Homestead');
  expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content');
  expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/owner/signin');
});

test('marks each password rule as it is met', async () => {
  const { user } = renderSignUp();
  const password = screen.getByLabelText('Password');

  expect(rule('Atleast 8 characters')).toHaveTextContent('(not met yet)');
  expect(rule('Must contain 1 number or symbol')).toHaveTextContent('(not met yet)');

  await user.type(password, 'analytical');
  expect(rule('Atleast 8 characters')).toHaveTextContent('(met)');
  expect(rule('Must contain 1 number or symbol')).toHaveTextContent('(not met yet)');

  await user.type(password, '!');
  expect(rule('Must contain 1 number or symbol')).toHaveTextContent('(met)');
});

test('keeps "Create account" disabled until the names, email and password are right', async () => {
  const { user } = renderSignUp();
  expect(createAccount()).toBeDisabled();

  await fillIn(user, 'analytical');
  expect(createAccount()).toBeDisabled();

  await user.type(screen.getByLabelText('Password'), '1');
  expect(createAccount()).toBeEnabled();

  await user.clear(screen.getByRole('textbox', { name: 'Last name' }));
  expect(createAccount()).toBeDisabled();
});

test('registers the owner, signs them in and starts the onboarding', async () => {
  const sent = stubApi({ 'POST owners/create': answer(registered, 201) });
  const { user, store } = renderSignUp();

  await fillIn(user);
  await user.click(createAccount());

  expect(await screen.findByText('Landed on /owner-onboarding')).toBeInTheDocument();
  expect(sentTo(sent, 'POST', 'owners/create')[0]?.body).toEqual({
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    password: 'analytical-1',
  });
  expect(selectSessionRole(store.getState())).toBe('owner');
  expect(selectSessionUser(store.getState())).toMatchObject({
    name: 'Ada Lovelace',
    email: 'ada@example.com',
  });
});

test('tells the owner when the email is already registered', async () => {
  const taken = 'An account with this email already exists';
  stubApi({ 'POST owners/create': answer({ error: taken }, 409) });
  const { user, store } = renderSignUp();

  await fillIn(user);
  await user.click(createAccount());

  expect(await findToast(taken)).toHaveAttribute('data-type', 'error');
  expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(taken);
  expect(createAccount()).toBeDisabled();
  expect(selectSessionUser(store.getState())).toBeNull();
});
