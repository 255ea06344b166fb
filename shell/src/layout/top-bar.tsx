import type { ReactNode } from 'react';
import type { SessionUser } from 'shared-api';
import { ThemeToggle } from 'shared-ui';
import styled from 'styled-components';
import { NotificationsMenu } from './notifications-menu';
import { SearchField } from './search-field';
import { UserMenu } from './user-menu';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 1;
  display: flex;
  align-items: center;
  gap: 12px;
  min-height: 64px;
  padding: 12px 24px;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};

  @media not all and (min-width: ${({ theme }) => theme.breakpoint.mobile}) {
    gap: 4px;
    padding: 12px 16px;
  }
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: 4px;
  margin-left: auto;
`;

/** Search, notifications, theme and the user's menu; `menuButton` opens the drawer on mobile. */
export function TopBar({
  user,
  dashboard,
  menuButton,
}: {
  user: SessionUser | null;
  dashboard: string;
  menuButton?: ReactNode;
}) {
  return (
    <Bar>
      {menuButton}
      <SearchField dashboard={dashboard} />
      <Actions>
        <NotificationsMenu />
        <ThemeToggle />
        {user && <UserMenu user={user} />}
      </Actions>
    </Bar>
  );
}
