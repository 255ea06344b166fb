import { screen } from '@testing-library/react';
import { readInvitation, saveInvitation } from 'shared-api';
import { answer, sentTo, stubApi } from 'shared-ui/testing';
import { forgetBrowserState, renderScreen } from '../../../testing/render-screen';
import { findToast, noToastSays } from '../../../testing/toasts';
import { CreatePasswordPage } from '../create-password-page';

const invitation = { token: 'invitation-token-1', email: 'tom@example.com' };

const renderCreatePassword = () =>
  renderScreen(<CreatePasswordPage />, { path: '/create-password' });

async function choosePassword(
  user: ReturnType<typeof renderScreen>['user'],
  password: string,
  confirmation: string,
) {
  await user.type(screen.getByLabelText('Password'), password);
  await user.type(screen.getByLabelText('Confirm Password'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Create Password' }));
}

afterEach(() => {
  forgetBrowserState();
  jest.restoreAllMocks();
});

test('shows the invited email, read-only, and links to sign up', async () => {
  await saveInvitation(invitation);
  renderCreatePassword();

  const email = screen.getByRole('textbox', { name: 'Email' });
  expect(await screen.findByDisplayValue('tom@example.com')).toBe(email);
  expect(email).toBeDisabled();
  expect(document.title).toBe('Create Password · Homestead');
  expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
});

test('shows and hides each password', async () => {
  const { user } = renderCreatePassword();
  const [showPassword, showConfirmation] = screen.getAllByRole('button', {
    name: 'Show password',
  });

  await user.click(showConfirmation!);
  expect(screen.getByLabelText('Confirm Password')).toHaveAttribute('type', 'text');
  expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');

  await user.click(showPassword!);
  expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
});

test('warns about different passwords and sends nothing', async () => {
  await saveInvitation(invitation);
  const sent = stubApi({});
  const { user } = renderCreatePassword();

  await choosePassword(user, 'tenant-pass-1', 'tenant-pass-2');

  expect(await findToast('Your passwords do not match')).toHaveAttribute('data-type', 'warning');
  expect(sent).toHaveLength(0);
});

test('a matching retry closes the warning about different passwords', async () => {
  await saveInvitation(invitation);
  stubApi({ 'POST tenants/password/create': answer({ message: 'Password created' }) });
  const { user } = renderCreatePassword();
  await screen.findByDisplayValue('tom@example.com');
  await choosePassword(user, 'tenant-pass-1', 'tenant-pass-2');
  await findToast('Your passwords do not match');

  await user.clear(screen.getByLabelText('Confirm Password'));
  await user.type(screen.getByLabelText('Confirm Password'), 'tenant-pass-1');
  await user.click(screen.getByRole('button', { name: 'Create Password' }));

  expect(await findToast('Password created successfully. Kindly login to proceed')).toBeTruthy();
  await noToastSays('Your passwords do not match');
});

test('sends nothing without a stored invitation', async () => {
  const sent = stubApi({});
  const { user } = renderCreatePassword();

  await choosePassword(user, 'tenant-pass-1', 'tenant-pass-1');

  expect(
    await findToast(
      'Your invitation could not be found. Please open the link in your invitation email again.',
    ),
  ).toHaveAttribute('data-type', 'error');
  expect(sent).toHaveLength(0);
});

test('creates the password with the invitation, then opens the tenant sign-in', async () => {
  await saveInvitation(invitation);
  const sent = stubApi({ 'POST tenants/password/create': answer({ message: 'Password created' }) });
  const { user } = renderCreatePassword();
  await screen.findByDisplayValue('tom@example.com');

  await choosePassword(user, 'tenant-pass-1', 'tenant-pass-1');

  expect(await screen.findByText('Landed on /tenant/signin')).toBeInTheDocument();
  expect(await findToast('Password created successfully. Kindly login to proceed')).toHaveAttribute(
    'data-type',
    'success',
  );
  const [request] = sentTo(sent, 'POST', 'tenants/password/create');
  expect(request?.body).toEqual({
    token: 'invitation-token-1',
    email: 'tom@example.com',
    password: 'tenant-pass-1',
  });
  expect(request?.headers.get('x-access-tenant-token')).toBe('invitation-token-1');
  expect(await readInvitation()).toBeNull();
});

test('shows "Password Creation failed" when the server refuses without a reason', async () => {
  await saveInvitation(invitation);
  stubApi({ 'POST tenants/password/create': answer({}, 400) });
  const { user } = renderCreatePassword();

  await choosePassword(user, 'tenant-pass-1', 'tenant-pass-1');

  expect(await findToast('Password Creation failed')).toHaveAttribute('data-type', 'error');
  expect(await readInvitation()).toEqual(invitation);
});
