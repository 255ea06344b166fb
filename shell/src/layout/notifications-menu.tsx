import { DropdownMenu } from 'shared-ui';
import styled from 'styled-components';
import { BellIcon } from './icons';

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

/**
 * The bell in the top bar. There are no notifications to list yet, so it says so and points to
 * the dashboard, which shows what needs the user's attention.
 */
export function NotificationsMenu({ dashboard }: { dashboard: string }) {
  return (
    <DropdownMenu
      trigger={<BellIcon />}
      triggerLabel="Notifications"
      header={
        <Empty>
          <EmptyIcon>
            <BellIcon />
          </EmptyIcon>
          <p>You have no notifications yet</p>
          <small>Your dashboard shows what needs your attention.</small>
        </Empty>
      }
      items={[{ label: 'View All Notifications', to: dashboard }]}
    />
  );
}
