import { screen } from '@testing-library/react';
import { answer, sentTo, stubApi } from 'shared-ui/testing';
import { forgetBrowserState, renderScreen } from '../../../testing/render-screen';
import { ForgotPasswordPage } from '../forgot-password-page';

const thankYou =
  'Thank you. If an account exists with this email address, you should receive an email to reset your password.';

const renderForgotPassword = () =>
  renderScreen(<ForgotPasswordPage />, { path: '/forgot-password' });

afterEach(() => {
  forgetBrowserState();
  jest.restoreAllMocks();
});

test('asks the server for a reset link, then shows only the thank-you message', async () => {
  const sent = stubApi({ 'POST owners/password/forgot': answer({ message: thankYou }) });
  const { user } = renderForgotPassword();
  expect(document.title).toBe('Forgot password · Homestead');

  await user.type(screen.getByRole('textbox', { name: 'Email' }), ' Ada@Example.com ');
  await user.click(screen.getByRole('button', { name: 'Send reset instructions' }));

  expect(await screen.findByRole('status')).toHaveTextContent(thankYou);
  expect(sentTo(sent, 'POST', 'owners/password/forgot')[0]?.body).toEqual({
    email: 'ada@example.com',
  });
  expect(screen.queryByRole('textbox', { name: 'Email' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Send reset instructions' })).not.toBeInTheDocument();
});

test('checks the email before sending anything', async () => {
  const sent = stubApi({});
  const { user } = renderForgotPassword();

  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada.example.com');
  await user.click(screen.getByRole('button', { name: 'Send reset instructions' }));

  expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
  expect(sent).toHaveLength(0);
});
