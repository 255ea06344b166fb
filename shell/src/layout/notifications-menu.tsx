import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useGetNotificationsQuery, useMarkNotificationsReadMutation } from 'shared-api';
import type { Notification } from 'shared-api/contract';
import { DropdownMenu, type DropdownMenuItem } from 'shared-ui';
import styled from 'styled-components';
import { BellIcon } from './icons';
import { viewerLocale } from 'shared-api/contract/locale';

const Empty = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 6px;
  padding: 16px 8px 8px;
  text-align: center;

  p {
    margin: 0;
    font-weight: 600;
  }
  small {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const EmptyIcon = styled.span`
  display: inline-flex;
  padding: 10px;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.brandSoft};
  color: ${({ theme }) => theme.color.brand};
`;

const Bell = styled.span`
  position: relative;
  display: inline-flex;
`;

const Count = styled.span`
  position: absolute;
  top: -6px;
  right: -8px;
  min-width: 18px;
  height: 18px;
  padding: 0 5px;
  border-radius: 9px;
  background: ${({ theme }) => theme.color.danger};
  color: #fff;
  font-size: 11px;
  font-weight: 700;
  line-height: 18px;
  text-align: center;
`;

const Heading = styled.p`
  margin: 0;
  padding: 4px 4px 0;
  font-weight: 700;
`;

/**
 * When a notification arrived, in words ("5 minutes ago", "yesterday"), worked out only when the
 * open menu draws it. The formatter is made on first use: making it loads the browser's locale
 * data, 50 to 100 ms, which no page's first paint should wait for.
 */
let ago: Intl.RelativeTimeFormat | undefined;
function Since({ iso }: { iso: string }) {
  ago ??= new Intl.RelativeTimeFormat(viewerLocale(), { numeric: 'auto' });
  const minutes = Math.round((Date.parse(iso) - Date.now()) / 60_000);
  if (minutes > -60) return ago.format(minutes, 'minute');
  if (minutes > -24 * 60) return ago.format(Math.round(minutes / 60), 'hour');
  return ago.format(Math.round(minutes / (24 * 60)), 'day');
}

/** The newest notifications the bell shows; the notifications page lists them all. */
const shownInMenu = 5;

/**
 * The bell in the top bar: the newest notifications with the unread count. Opening one marks it
 * read and goes to its page; "Mark all as read" clears the count.
 */
export function NotificationsMenu() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { data, refetch } = useGetNotificationsQuery();
  const [markRead] = useMarkNotificationsReadMutation();

  // Moving to another page is when new events are most likely to matter; a poll would flash the loader.
  // Not on the first page: its notifications were just read (by the server, for a page it rendered).
  const readOn = useRef(pathname);
  useEffect(() => {
    if (readOn.current === pathname) return;
    readOn.current = pathname;
    void refetch();
  }, [pathname, refetch]);

  const unread = data?.unreadCount ?? 0;
  const newest = data?.data.slice(0, shownInMenu) ?? [];

  const open = (notification: Notification) => {
    if (!notification.read) void markRead({ notificationIds: [notification.notificationId] });
    navigate(notification.link ?? '/notifications');
  };

  const items: DropdownMenuItem[] = [
    ...newest.map((notification) => ({
      label: notification.title,
      description: (
        <>
          {notification.read ? '' : 'Unread · '}
          <Since iso={notification.createdAt} />
        </>
      ),
      onSelect: () => open(notification),
    })),
    ...(unread > 0 ? [{ label: 'Mark all as read', onSelect: () => void markRead({}) }] : []),
    { label: 'View All Notifications', to: '/notifications' },
  ];

  return (
    <DropdownMenu
      trigger={
        <Bell>
          <BellIcon />
          {unread > 0 && <Count aria-hidden="true">{unread > 99 ? '99+' : unread}</Count>}
        </Bell>
      }
      triggerLabel={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
      header={
        newest.length === 0 ? (
          <Empty>
            <EmptyIcon>
              <BellIcon />
            </EmptyIcon>
            <p>You have no notifications yet</p>
            <small>We will tell you here when something needs your attention.</small>
          </Empty>
        ) : (
          <Heading>Notifications</Heading>
        )
      }
      items={items}
    />
  );
}
