import { screen } from '@testing-library/react';
import { selectSessionUser } from 'shared-api';
import { answer, sentTo, stubApi } from 'shared-ui/testing';
import { forgetBrowserState, renderScreen, signedInOwner } from '../../../testing/render-screen';
import { findToast, noToastSays } from '../../../testing/toasts';
import { VerifyEmailPage } from '../verify-email-page';

const codeSent = 'We have sent a 6-digit code to your email';

const verifiedOwner = {
  _id: 'owner-1',
  ownerId: 'owner-1',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: null,
  emailVerified: true,
  bankDetails: null,
  createdAt: '2025-01-06T09:00:00.000Z',
};

const renderVerifyEmail = (owner = signedInOwner()) =>
  renderScreen(<VerifyEmailPage />, { path: '/verify-otp', preloadedState: owner });

const box = (n: number) => screen.getByRole('textbox', { name: `Digit ${n} of 6` });

afterEach(() => {
  forgetBrowserState();
  jest.restoreAllMocks();
});

test('mails a code as the screen opens and names the owner’s own email', async () => {
  const sent = stubApi({ 'POST owners/verify-email/send': answer({ message: codeSent }) });
  renderVerifyEmail();

  expect(screen.getByText('ada@example.com')).toBeInTheDocument();
  expect(document.title).toBe('Verify your email · Homestead');
  await screen.findByRole('button', { name: 'Resend' });
  expect(sentTo(sent, 'POST', 'owners/verify-email/send')).toHaveLength(1);
});

test('checks a pasted code, marks the email verified and opens the dashboard', async () => {
  const sent = stubApi({
    'POST owners/verify-email/send': answer({ message: codeSent }),
    'POST owners/verify-email': answer({ data: verifiedOwner }),
  });
  const { user, store } = renderVerifyEmail();

  await user.click(box(1));
  await user.paste('482913');

  expect(await screen.findByText('Landed on /owner')).toBeInTheDocument();
  expect(sentTo(sent, 'POST', 'owners/verify-email')[0]?.body).toEqual({ code: '482913' });
  expect(selectSessionUser(store.getState())?.emailVerified).toBe(true);
});

test('shows a wrong code’s refusal and clears the boxes for another try', async () => {
  const wrong = 'That code is not right. Please check the email and try again.';
  stubApi({
    'POST owners/verify-email/send': answer({ message: codeSent }),
    'POST owners/verify-email': answer({ error: wrong }, 400),
  });
  const { user, store } = renderVerifyEmail();

  await user.click(box(1));
  await user.paste('111111');

  expect(await findToast(wrong)).toHaveAttribute('data-type', 'error');
  expect(box(1)).toHaveValue('');
  expect(box(6)).toHaveValue('');
  expect(selectSessionUser(store.getState())?.emailVerified).toBe(false);
});

test('a right code after a wrong one closes the wrong code’s toast', async () => {
  const wrong = 'That code is not right. Please check the email and try again.';
  const answers = {
    'POST owners/verify-email/send': answer({ message: codeSent }),
    'POST owners/verify-email': answer({ error: wrong }, 400),
  };
  stubApi(answers);
  const { user } = renderVerifyEmail();
  await user.click(box(1));
  await user.paste('111111');
  await findToast(wrong);

  answers['POST owners/verify-email'] = answer({ data: verifiedOwner });
  await user.click(box(1));
  await user.paste('482913');

  expect(await screen.findByText('Landed on /owner')).toBeInTheDocument();
  await noToastSays(wrong);
});

test('"Resend" mails a new code', async () => {
  const sent = stubApi({ 'POST owners/verify-email/send': answer({ message: codeSent }) });
  const { user } = renderVerifyEmail();
  await screen.findByRole('button', { name: 'Resend' });

  await user.click(screen.getByRole('button', { name: 'Resend' }));

  expect(await findToast(codeSent)).toHaveAttribute('data-type', 'success');
  expect(sentTo(sent, 'POST', 'owners/verify-email/send')).toHaveLength(2);
});

test('an owner whose email is already verified goes straight to the dashboard', () => {
  const sent = stubApi({});
  renderVerifyEmail(signedInOwner({ emailVerified: true }));

  expect(screen.getByText('Landed on /owner')).toBeInTheDocument();
  expect(sent).toHaveLength(0);
});

test('a visitor who is not signed in goes to the owner sign-in', () => {
  renderScreen(<VerifyEmailPage />, { path: '/verify-otp' });

  expect(screen.getByText('Landed on /owner/signin')).toBeInTheDocument();
});
