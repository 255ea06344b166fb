import { screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { answer, renderWithProviders, sentTo, stubApi } from 'shared-ui/testing';
import { NotificationsMenu } from '../notifications-menu';

const notification = (id: string, read: boolean) => ({
  notificationId: id,
  kind: 'maintenance_status',
  title: `Request ${id} is now in progress`,
  body: '',
  link: `/maintenance/${id}`,
  read,
  createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
});

function Where() {
  return <p>At {useLocation().pathname}</p>;
}

function renderMenu(unread = 1) {
  const sent = stubApi({
    'GET notifications': answer({
      data: [notification('r1', false), notification('r2', true)],
      unreadCount: unread,
    }),
    'PUT notifications/read': answer({ unreadCount: 0 }),
  });
  const view = renderWithProviders(
    <>
      <NotificationsMenu />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </>,
    {
      route: '/tenant',
      preloadedState: { session: { role: 'tenant', user: { name: 'T', email: 't@x.io' } } },
    },
  );
  return { ...view, sent };
}

afterEach(() => jest.restoreAllMocks());

it('shows how many notifications are unread on the bell', async () => {
  renderMenu(1);
  expect(
    await screen.findByRole('button', { name: 'Notifications, 1 unread' }),
  ).toBeInTheDocument();
});

it('opens a notification: marks it read and goes to its page', async () => {
  const { user, sent } = renderMenu(1);
  await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
  await user.click(await screen.findByRole('menuitem', { name: /Request r1 is now in progress/ }));
  expect(await screen.findByText('At /maintenance/r1')).toBeInTheDocument();
  await waitFor(() =>
    expect(sentTo(sent, 'PUT', 'notifications/read')[0]?.body).toEqual({
      notificationIds: ['r1'],
    }),
  );
});

it('marks all as read', async () => {
  const { user, sent } = renderMenu(1);
  await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Mark all as read' }));
  await waitFor(() => expect(sentTo(sent, 'PUT', 'notifications/read')[0]?.body).toEqual({}));
});

it('says under each notification when it arrived, and whether it is unread', async () => {
  const { user } = renderMenu(1);
  await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
  expect(
    await screen.findByRole('menuitem', { name: /Request r1 is now in progress/ }),
  ).toHaveTextContent('Unread · 5 minutes ago');
  expect(screen.getByRole('menuitem', { name: /Request r2 is now in progress/ })).toHaveTextContent(
    /in progress5 minutes ago$/,
  );
});
