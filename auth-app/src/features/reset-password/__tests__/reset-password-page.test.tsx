import { screen } from '@testing-library/react';
import { answer, sentTo, stubApi } from 'shared-ui/testing';
import { forgetBrowserState, renderScreen } from '../../../testing/render-screen';
import { findToast } from '../../../testing/toasts';
import { ResetPasswordPage } from '../reset-password-page';

const changed = 'Your password has been changed. Kindly login to proceed';

const renderResetPassword = (route = '/reset-password?token=reset-token-1') =>
  renderScreen(<ResetPasswordPage />, { path: '/reset-password', route });

async function choosePassword(
  user: ReturnType<typeof renderScreen>['user'],
  password: string,
  confirmation: string,
) {
  await user.type(screen.getByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Confirm password'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Reset password' }));
}

afterEach(() => {
  forgetBrowserState();
  jest.restoreAllMocks();
});

test('sets the new password with the link’s token, then opens the owner sign-in', async () => {
  const sent = stubApi({ 'POST owners/password/reset': answer({ message: changed }) });
  const { user } = renderResetPassword();
  expect(document.title).toBe('Reset password · Homestead');

  await choosePassword(user, 'new-secret-2', 'new-secret-2');

  expect(await screen.findByText('Landed on /owner/signin')).toBeInTheDocument();
  expect(await findToast(changed)).toHaveAttribute('data-type', 'success');
  expect(sentTo(sent, 'POST', 'owners/password/reset')[0]?.body).toEqual({
    token: 'reset-token-1',
    password: 'new-secret-2',
  });
});

test('resets a tenant’s password from a tenant link, then opens the tenant sign-in', async () => {
  const sent = stubApi({ 'POST tenants/password/reset': answer({ message: changed }) });
  const { user } = renderResetPassword('/reset-password?token=reset-token-2&role=tenant');

  await choosePassword(user, 'new-secret-2', 'new-secret-2');

  expect(await screen.findByText('Landed on /tenant/signin')).toBeInTheDocument();
  expect(sentTo(sent, 'POST', 'tenants/password/reset')[0]?.body).toEqual({
    token: 'reset-token-2',
    password: 'new-secret-2',
  });
});

test('warns about different passwords and sends nothing', async () => {
  const sent = stubApi({});
  const { user } = renderResetPassword();

  await choosePassword(user, 'new-secret-2', 'new-secret-3');

  expect(await findToast('Your passwords do not match')).toHaveAttribute('data-type', 'warning');
  expect(sentTo(sent, 'POST', 'owners/password/reset')).toHaveLength(0);
});

test('holds the new password to the password rules', async () => {
  const sent = stubApi({});
  const { user } = renderResetPassword();

  await choosePassword(user, 'short', 'short');

  expect(screen.getByLabelText('New password')).toHaveAccessibleDescription('Atleast 8 characters');
  expect(sentTo(sent, 'POST', 'owners/password/reset')).toHaveLength(0);
});

test('shows an expired link’s refusal and stays', async () => {
  const expired = 'This reset link is invalid or has expired. Please ask for a new one.';
  stubApi({ 'POST owners/password/reset': answer({ error: expired }, 400) });
  const { user } = renderResetPassword();

  await choosePassword(user, 'new-secret-2', 'new-secret-2');

  expect(await findToast(expired)).toHaveAttribute('data-type', 'error');
  expect(screen.getByRole('button', { name: 'Reset password' })).toBeInTheDocument();
});

test('a link without its token leads to asking for a new one', () => {
  renderResetPassword('/reset-password');

  expect(screen.getByRole('alert')).toHaveTextContent('The reset link is incomplete.');
  expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
  expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
});

test('a link already used says so as the page opens, with the way to a new one', async () => {
  const refusal = 'This reset link is invalid or has expired. Please ask for a new one.';
  const sent = stubApi({
    'POST tenants/password/reset/check': answer({ error: refusal }, 400),
  });
  renderResetPassword('/reset-password?token=used-token&role=tenant');

  expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
  expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
    'href',
    '/forgot-password?role=tenant',
  );
  expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  expect(sentTo(sent, 'POST', 'tenants/password/reset/check')[0]?.body).toEqual({
    token: 'used-token',
  });
});

test('a link that can be used opens on the new password', async () => {
  stubApi({
    'POST owners/password/reset/check': answer({ message: 'This reset link can be used' }),
  });
  renderResetPassword();

  expect(await screen.findByLabelText('New password')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
