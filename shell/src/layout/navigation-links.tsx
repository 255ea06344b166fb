import { Link, useLocation } from 'react-router-dom';
import { VisuallyHidden } from 'shared-ui';
import styled from 'styled-components';
import { isCurrentPage, type SidebarLink } from './sidebar-links';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const PageLink = styled(Link)<{ $iconOnly: boolean }>`
  display: flex;
  align-items: center;
  justify-content: ${({ $iconOnly }) => ($iconOnly ? 'center' : 'flex-start')};
  gap: 12px;
  min-height: 44px;
  padding: 0 12px;
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 500;
  text-decoration: none;
  white-space: nowrap;

  &:hover {
    background: ${({ theme }) => theme.color.surfaceMuted};
    color: ${({ theme }) => theme.color.text};
  }

  &[aria-current='page'] {
    background: ${({ theme }) => theme.color.brandSoft};
    color: ${({ theme }) => theme.color.brand};
    font-weight: 600;
  }

  svg {
    flex: none;
  }
`;

/** The role's pages as a list of links; with `iconOnly` the names are kept for screen readers. */
export function NavigationLinks({
  links,
  iconOnly = false,
}: {
  links: readonly SidebarLink[];
  iconOnly?: boolean;
}) {
  const { pathname } = useLocation();

  return (
    <List>
      {links.map((link) => (
        <li key={link.to}>
          <PageLink
            to={link.to}
            aria-current={isCurrentPage(link, pathname) ? 'page' : undefined}
            title={iconOnly ? link.label : undefined}
            $iconOnly={iconOnly}
          >
            <link.icon />
            {iconOnly ? <VisuallyHidden>{link.label}</VisuallyHidden> : link.label}
          </PageLink>
        </li>
      ))}
    </List>
  );
}
