import { screen, waitFor } from '@testing-library/react';
import { answer, renderWithProviders, sentTo, stubApi } from 'shared-ui/testing';
import { NotificationsPage } from '../notifications-page';

const session = {
  session: { role: 'owner' as const, user: { name: 'Olive Owner', email: 'olive@example.com' } },
};

afterEach(() => jest.restoreAllMocks());

it('lists the notifications, marks them read, and keeps the e-mail choices', async () => {
  const sent = stubApi({
    'GET notifications?limit=100': answer({
      data: [
        {
          notificationId: 'n1',
          kind: 'maintenance_filed',
          title: 'Toni Tenant filed a maintenance request: "No heating"',
          body: 'Maple Court, unit 2. Priority: Urgent.',
          link: '/maintenance/r1',
          read: false,
          createdAt: '2026-11-20T10:00:00.000Z',
        },
      ],
      unreadCount: 1,
    }),
    'PUT notifications/read': answer({ unreadCount: 0 }),
    'GET notifications/mail-choices': answer({
      data: [
        { kind: 'maintenance_filed', label: 'A tenant files a maintenance request', mail: true },
      ],
    }),
    'PUT notifications/mail-choices': answer({
      data: [
        { kind: 'maintenance_filed', label: 'A tenant files a maintenance request', mail: false },
      ],
    }),
  });
  const { user } = renderWithProviders(<NotificationsPage />, {
    route: '/notifications',
    preloadedState: session,
  });
  expect(
    await screen.findByRole('link', {
      name: 'Toni Tenant filed a maintenance request: "No heating"',
    }),
  ).toHaveAttribute('href', '/maintenance/r1');
  await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
  await waitFor(() => expect(sentTo(sent, 'PUT', 'notifications/read')[0]?.body).toEqual({}));
  await user.click(screen.getByRole('checkbox', { name: 'A tenant files a maintenance request' }));
  await waitFor(() =>
    expect(sentTo(sent, 'PUT', 'notifications/mail-choices')[0]?.body).toEqual({
      kind: 'maintenance_filed',
      mail: false,
    }),
  );
});
