import { Link } from 'react-router-dom';
import {
  useChooseNotificationMailMutation,
  useGetNotificationMailChoicesQuery,
  useGetNotificationsQuery,
  useMarkNotificationsReadMutation,
} from 'shared-api';
import styled from 'styled-components';
import { viewerLocale, viewerTimeZone } from 'shared-api/contract/locale';
import { Button, PageHeading, VisuallyHidden, Card, EmptyState, SkeletonCards } from 'shared-ui';

const List = styled.ul`
  display: grid;
  gap: 8px;
  margin: 0 0 24px;
  padding: 0;
  list-style: none;

  li {
    padding: 12px 16px;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surface};
  }
  li[data-unread='true'] {
    border-left: 4px solid ${({ theme }) => theme.color.brand};
  }
  p {
    margin: 4px 0 0;
  }
  small {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Toolbar = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-bottom: 12px;
`;

const Choices = styled.fieldset`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  border: 0;

  label {
    display: flex;
    align-items: center;
    gap: 8px;
  }
`;

const when = (iso: string) =>
  new Date(iso).toLocaleString(viewerLocale(), {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: viewerTimeZone(),
  });

/** Every notification of the signed-in user, and which of them are also e-mailed. */
export function NotificationsPage() {
  const notifications = useGetNotificationsQuery({ limit: 100 });
  const [markRead, marking] = useMarkNotificationsReadMutation();
  const mailChoices = useGetNotificationMailChoicesQuery();
  const [chooseMail] = useChooseNotificationMailMutation();
  const unread = notifications.data?.unreadCount ?? 0;

  return (
    <>
      <PageHeading title="Notifications" description="What happened, newest first." />
      {notifications.isLoading && <SkeletonCards count={2} label="Loading notifications" />}
      {notifications.data?.data.length === 0 && (
        <EmptyState
          title="You have no notifications yet"
          text="We will tell you here when something needs your attention."
        />
      )}
      {notifications.data && notifications.data.data.length > 0 && (
        <>
          <Toolbar>
            <Button
              variant="secondary"
              disabled={unread === 0}
              loading={marking.isLoading}
              onClick={() => void markRead({})}
            >
              Mark all as read
            </Button>
          </Toolbar>
          <List aria-label="Notifications">
            {notifications.data.data.map((notification) => (
              <li key={notification.notificationId} data-unread={!notification.read}>
                <strong>
                  {notification.link ? (
                    <Link
                      to={notification.link}
                      onClick={() =>
                        !notification.read &&
                        void markRead({ notificationIds: [notification.notificationId] })
                      }
                    >
                      {notification.title}
                    </Link>
                  ) : (
                    notification.title
                  )}
                </strong>{' '}
                <small>
                  {notification.read ? '' : 'Unread · '}
                  {when(notification.createdAt)}
                </small>
                {notification.body && <p>{notification.body}</p>}
              </li>
            ))}
          </List>
        </>
      )}
      {mailChoices.data && (
        <Card title="E-mail me when">
          <Choices>
            <VisuallyHidden as="legend">Notifications also sent by e-mail</VisuallyHidden>
            {mailChoices.data.map((choice) => (
              <label key={choice.kind}>
                <input
                  type="checkbox"
                  checked={choice.mail}
                  onChange={(event) =>
                    void chooseMail({ kind: choice.kind, mail: event.target.checked })
                  }
                />
                {choice.label}
              </label>
            ))}
          </Choices>
        </Card>
      )}
    </>
  );
}
