import { selectSidebarCollapsed, sidebarToggled, useAppDispatch, useAppSelector } from 'shared-api';
import { Logo } from 'shared-ui';
import styled from 'styled-components';
import { CollapseIcon, ExpandIcon } from './icons';
import { NavigationLinks } from './navigation-links';
import type { SidebarLink } from './sidebar-links';

export const sidebarWidth = { expanded: '220px', collapsed: '90px' } as const;

/** The sidebar's column, as tall as the page however long it is, with the sidebar's background. */
const Rail = styled.div`
  flex: none;
  border-right: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
`;

/** The links themselves, held in view while the page scrolls. */
const Panel = styled.nav<{ $collapsed: boolean }>`
  position: sticky;
  top: 0;
  display: flex;
  flex-direction: column;
  gap: 24px;
  width: ${({ $collapsed }) => ($collapsed ? sidebarWidth.collapsed : sidebarWidth.expanded)};
  height: 100vh;
  padding: 20px 16px;
  color: ${({ theme }) => theme.color.brand};
  overflow-y: auto;
  transition: width 150ms ease-out;

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const Brand = styled.div<{ $collapsed: boolean }>`
  display: flex;
  justify-content: ${({ $collapsed }) => ($collapsed ? 'center' : 'flex-start')};
  padding: 0 12px;
`;

const CollapseButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  align-self: center;
  width: 40px;
  height: 40px;
  margin-top: auto;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.color.textMuted};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.color.surfaceMuted};
    color: ${({ theme }) => theme.color.text};
  }
`;

/** The main navigation on wide screens: 220 px, or 90 px with icons only when collapsed. */
export function Sidebar({ links }: { links: readonly SidebarLink[] }) {
  // Kept in the browser and a cookie: the sidebar opens, and the server draws it, as it was left.
  const collapsed = useAppSelector(selectSidebarCollapsed);
  const dispatch = useAppDispatch();
  const toggleLabel = collapsed ? 'Expand sidebar' : 'Collapse sidebar';

  return (
    <Rail>
      <Panel aria-label="Main" $collapsed={collapsed}>
        <Brand $collapsed={collapsed}>{collapsed ? <Logo label="" /> : <Logo />}</Brand>
        <NavigationLinks links={links} iconOnly={collapsed} />
        <CollapseButton
          type="button"
          aria-label={toggleLabel}
          title={toggleLabel}
          onClick={() => dispatch(sidebarToggled())}
        >
          {collapsed ? <ExpandIcon /> : <CollapseIcon />}
        </CollapseButton>
      </Panel>
    </Rail>
  );
}
