import { act, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { signIn } from 'shared-api';
import { Toaster } from 'shared-ui';
import { answer, renderWithProviders, sentTo, stubApi } from 'shared-ui/testing';
import { activeTenant, tenantSession } from '../../../testing/fixtures';
import { SettingsPage } from '../settings-page';

afterEach(() => jest.restoreAllMocks());

const toastSaying = (text: string) =>
  waitFor(() => {
    const toast = Array.from(document.querySelectorAll('[data-sonner-toast]')).find((shown) =>
      shown.textContent?.includes(text),
    );
    if (!toast) throw new Error(`No toast says "${text}"`);
    return toast;
  });

const renderSettings = () =>
  renderWithProviders(
    <>
      <Routes>
        <Route path="/settings" element={<SettingsPage />} />
        <Route path="*" element={<p>Left settings</p>} />
      </Routes>
      <Toaster />
    </>,
    { route: '/settings', preloadedState: tenantSession },
  );

test('changes the phone number and keeps it in the session', async () => {
  const sent = stubApi({
    'GET tenants': answer({ tenant: activeTenant }),
    'PUT tenants/update': answer({ data: { ...activeTenant, phone: '+442079460958' } }),
  });
  const { user, store } = renderSettings();

  const phone = await screen.findByRole('textbox', { name: 'Phone number' });
  expect(phone).toHaveValue('5125550199');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Country code' }), 'GB +44');
  await user.clear(phone);
  await user.type(phone, '020 7946 0958');
  await user.click(screen.getByRole('button', { name: 'Save phone number' }));

  expect(await toastSaying('Phone number saved')).toBeInTheDocument();
  expect(sentTo(sent, 'PUT', 'tenants/update')[0]?.body).toEqual({ phone: '+442079460958' });
  expect(store.getState().session.user?.phone).toBe('+442079460958');
});

test('warns about different new passwords and sends nothing', async () => {
  const sent = stubApi({ 'GET tenants': answer({ tenant: activeTenant }) });
  const { user } = renderSettings();

  await user.type(screen.getByLabelText('Current password'), 'moving-day-1');
  await user.type(screen.getByLabelText('New password'), 'new-home-22');
  await user.type(screen.getByLabelText('Confirm new password'), 'new-home-23');
  await user.click(screen.getByRole('button', { name: 'Change password' }));

  expect(await toastSaying('Your passwords do not match')).toHaveAttribute('data-type', 'warning');
  expect(sentTo(sent, 'POST', 'tenants/password/change')).toHaveLength(0);
});

test('changes the password with the current one', async () => {
  const sent = stubApi({
    'GET tenants': answer({ tenant: activeTenant }),
    'POST tenants/password/change': answer({ message: 'changed', access_token: 'renewed' }),
  });
  const { user } = renderSettings();

  await user.type(screen.getByLabelText('Current password'), 'moving-day-1');
  await user.type(screen.getByLabelText('New password'), 'new-home-22');
  await user.type(screen.getByLabelText('Confirm new password'), 'new-home-22');
  await user.click(screen.getByRole('button', { name: 'Change password' }));

  expect(await toastSaying('Your password has been changed')).toBeInTheDocument();
  expect(sentTo(sent, 'POST', 'tenants/password/change')[0]?.body).toEqual({
    currentPassword: 'moving-day-1',
    password: 'new-home-22',
  });
  expect(screen.getByLabelText('Current password')).toHaveValue('');
});

test('shows the server refusing a wrong current password', async () => {
  stubApi({
    'GET tenants': answer({ tenant: activeTenant }),
    'POST tenants/password/change': answer({ error: 'Your current password is not correct' }, 400),
  });
  const { user } = renderSettings();

  await user.type(screen.getByLabelText('Current password'), 'not-it-1');
  await user.type(screen.getByLabelText('New password'), 'new-home-22');
  await user.type(screen.getByLabelText('Confirm new password'), 'new-home-22');
  await user.click(screen.getByRole('button', { name: 'Change password' }));

  expect(await toastSaying('Your current password is not correct')).toHaveAttribute(
    'data-type',
    'error',
  );
  expect(screen.getByLabelText('New password')).toHaveValue('new-home-22');
});

test('signs out on the server and in the browser, then opens the tenant sign-in', async () => {
  const sent = stubApi({
    'GET tenants': answer({ tenant: activeTenant }),
    'POST tenants/logout': answer({ message: 'Signed out' }),
  });
  const { user, store } = renderSettings();
  await act(() =>
    store.dispatch(
      signIn({ role: 'tenant', token: 'tenant-jwt', user: tenantSession.session.user }),
    ),
  );

  await user.click(screen.getByRole('button', { name: 'Sign out' }));

  expect(await screen.findByText('Left settings')).toBeInTheDocument();
  expect(store.getState().session.user).toBeNull();
  await waitFor(() => expect(sentTo(sent, 'POST', 'tenants/logout')).toHaveLength(1));
  expect(sentTo(sent, 'POST', 'tenants/logout')[0]?.headers.get('x-access-tenant-token')).toBe(
    'tenant-jwt',
  );
});

test('switches the theme', async () => {
  stubApi({ 'GET tenants': answer({ tenant: activeTenant }) });
  const { user, store } = renderSettings();

  await user.click(screen.getByRole('button', { name: 'Switch to dark theme' }));

  expect(store.getState().ui.theme).toBe('dark');
});
