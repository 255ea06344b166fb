import { screen } from '@testing-library/react';
import type { Owner } from 'shared-api/contract';
import { Toaster } from 'shared-ui';
import { answer, renderWithProviders, sentTo, stubApi } from 'shared-ui/testing';
import { ProfilePage, SettingsPage } from '../settings-page';

const owner: Owner = {
  _id: 'owner-1',
  ownerId: 'owner-1',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '+2348012345678',
  emailVerified: false,
  bankDetails: null,
  createdAt: '2026-11-01T10:00:00.000Z',
};

const maskedBank = {
  accountName: 'Ada Lovelace',
  bankName: 'First Bank',
  accountNumber: '****6789',
  routingNumber: '****4321',
};

afterEach(() => jest.restoreAllMocks());

function renderSettings(answers: Parameters<typeof stubApi>[0] = {}, page = <SettingsPage />) {
  const sent = stubApi({ 'GET owners': answer({ data: owner }), ...answers });
  const rendered = renderWithProviders(
    <>
      {page}
      <Toaster />
    </>,
    {
      route: '/settings',
      preloadedState: {
        session: { role: 'owner', user: { name: owner.name, email: owner.email } },
      },
    },
  );
  return { sent, ...rendered };
}

it('changes the name and phone, showing the stored phone in its country', async () => {
  const { sent, user } = renderSettings({
    'PUT owners/update': answer({ data: { ...owner, name: 'Ada King' } }),
  });
  const name = await screen.findByLabelText('Full name');
  expect(screen.getByRole('combobox', { name: 'Country code' })).toHaveValue('NG');
  expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveValue('8012345678');
  await user.clear(name);
  await user.type(name, 'Ada King');
  await user.click(screen.getByRole('button', { name: 'Save profile' }));

  // Said in a toast, in sight wherever the page is scrolled to.
  const saved = await screen.findByText('Your profile has been saved');
  expect(saved.closest('[data-sonner-toast]')).toHaveAttribute('data-type', 'success');
  expect(sentTo(sent, 'PUT', 'owners/update')[0]?.body).toEqual({
    name: 'Ada King',
    phone: '+2348012345678',
  });
});

it('falls back to "Profile update failed" when the server gives no reason', async () => {
  const { user } = renderSettings({ 'PUT owners/update': answer({}, 400) });
  await user.click(await screen.findByRole('button', { name: 'Save profile' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Profile update failed');
});

it('adds bank details and then shows them masked', async () => {
  const { user } = renderSettings();
  await user.click(await screen.findByRole('button', { name: 'Add bank details' }));
  await user.type(screen.getByLabelText('Account name'), 'Ada Lovelace');
  await user.type(screen.getByLabelText('Bank name'), 'First Bank');
  await user.type(screen.getByLabelText('Account number'), '000123456789');
  await user.type(screen.getByLabelText('Routing number'), '110004321');
  jest.restoreAllMocks();
  const sent = stubApi({
    'GET owners': answer({ data: { ...owner, bankDetails: maskedBank } }),
    'PUT owners/update': answer({ data: { ...owner, bankDetails: maskedBank } }),
  });
  await user.click(screen.getByRole('button', { name: 'Save bank details' }));

  expect(await screen.findByText('****6789')).toBeInTheDocument();
  expect(sentTo(sent, 'PUT', 'owners/update')[0]?.body).toEqual({
    bankDetails: {
      accountName: 'Ada Lovelace',
      bankName: 'First Bank',
      accountNumber: '000123456789',
      routingNumber: '110004321',
    },
  });
  expect(screen.getByRole('button', { name: 'Replace bank details' })).toBeInTheDocument();
});

it('resends the e-mail verification code to an unverified owner', async () => {
  const { sent, user } = renderSettings({
    'POST owners/verify-email/send': answer({
      message: 'We have sent a 6-digit code to your email',
    }),
  });
  expect(await screen.findByText('Not verified')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Resend code' }));
  expect(await screen.findByText('We have sent a 6-digit code to your email')).toBeInTheDocument();
  expect(sentTo(sent, 'POST', 'owners/verify-email/send')).toHaveLength(1);
});

it('changes the password with the current one, under the registration rules', async () => {
  const { sent, user } = renderSettings({
    'POST owners/password/change': answer({
      message: 'Your password has been changed',
      access_token: 'renewed',
    }),
  });
  await user.type(await screen.findByLabelText('Current password'), 'rent-day-1');
  await user.type(screen.getByLabelText('New password'), 'short');
  await user.click(screen.getByRole('button', { name: 'Change password' }));
  expect(await screen.findByText('Atleast 8 characters')).toBeInTheDocument();
  expect(sentTo(sent, 'POST', 'owners/password/change')).toHaveLength(0);

  await user.clear(screen.getByLabelText('New password'));
  await user.type(screen.getByLabelText('New password'), 'new-keys-22');
  await user.click(screen.getByRole('button', { name: 'Change password' }));
  expect(await screen.findByText(/You were signed out everywhere else/)).toBeInTheDocument();
  expect(sentTo(sent, 'POST', 'owners/password/change')[0]?.body).toEqual({
    currentPassword: 'rent-day-1',
    password: 'new-keys-22',
  });
});

it('shows a wrong current password as the server words it', async () => {
  const { user } = renderSettings({
    'POST owners/password/change': answer({ error: 'Your current password is not correct' }, 400),
  });
  await user.type(await screen.findByLabelText('Current password'), 'not-it-1');
  await user.type(screen.getByLabelText('New password'), 'new-keys-22');
  await user.click(screen.getByRole('button', { name: 'Change password' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Your current password is not correct',
  );
});

it('offers the theme on Settings but not on Profile', async () => {
  renderSettings();
  expect(await screen.findByRole('heading', { name: 'Appearance' })).toBeInTheDocument();
});

it('keeps the profile page to the person: no bank details or theme', async () => {
  renderSettings({}, <ProfilePage />);
  expect(await screen.findByRole('heading', { name: 'Profile', level: 1 })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Appearance' })).not.toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: /Bank details/ })).not.toBeInTheDocument();
});
