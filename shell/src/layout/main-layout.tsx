import { useCallback, useId, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { selectSessionRole, selectSessionUser, useAppSelector } from 'shared-api';
import { deferred, IconButton } from 'shared-ui';
import styled from 'styled-components';
import { dashboardOf } from '../routes/access-guard';
import { MenuIcon } from './icons';
import { Sidebar } from './sidebar';
import { sidebarLinks } from './sidebar-links';
import { TopBar } from './top-bar';
import { mobileMediaQuery, useIsMobile } from './use-is-mobile';

// Only a phone's menu button opens it.
const NavigationDrawer = deferred(() =>
  import('./navigation-drawer').then((module) => module.NavigationDrawer),
);

const Frame = styled.div`
  display: flex;
  min-height: 100vh;
`;

const Column = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-width: 0;
`;

const SkipLink = styled.a`
  position: absolute;
  z-index: 2;
  top: 8px;
  left: 8px;
  padding: 8px 12px;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface};
  transform: translateY(-200%);

  &:focus {
    transform: none;
  }
`;

// The frame rendered on the server does not know the window's width: it has both ways, these pick one.
const WideOnly = styled.div`
  display: contents;

  @media ${mobileMediaQuery} {
    display: none;
  }
`;

const NarrowOnly = styled.div`
  display: none;

  @media ${mobileMediaQuery} {
    display: contents;
  }
`;

const Content = styled.main`
  flex: 1;
  padding: 32px;

  &:focus {
    outline: none;
  }

  @media not all and (min-width: ${({ theme }) => theme.breakpoint.mobile}) {
    padding: 16px;
  }
`;

/**
 * The frame around every signed-in page: the role's sidebar (a drawer below 768 px), the top bar
 * and the page itself in the main landmark.
 */
export function MainLayout() {
  const role = useAppSelector(selectSessionRole);
  const user = useAppSelector(selectSessionUser);
  const isMobile = useIsMobile();
  const location = useLocation();
  const drawerId = useId();
  const content = useRef<HTMLElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  // The drawer belongs to the page it was opened on, so any navigation closes it.
  const [drawerOpenedOn, setDrawerOpenedOn] = useState<string | null>(null);
  const drawerOpen = isMobile === true && drawerOpenedOn === location.key;
  const closeDrawer = useCallback(() => setDrawerOpenedOn(null), []);

  const links = role ? sidebarLinks[role] : [];
  const dashboard = dashboardOf[role ?? 'owner'];

  const openMenuButton = (
    <IconButton
      ref={menuButton}
      type="button"
      aria-label="Open menu"
      aria-haspopup="dialog"
      aria-expanded={drawerOpen}
      aria-controls={drawerId}
      onClick={() => setDrawerOpenedOn(location.key)}
    >
      <MenuIcon />
    </IconButton>
  );

  return (
    <Frame>
      <SkipLink
        href="#content"
        onClick={(event) => {
          event.preventDefault();
          content.current?.focus();
        }}
      >
        Skip to content
      </SkipLink>
      {isMobile === null ? (
        <WideOnly>
          <Sidebar links={links} />
        </WideOnly>
      ) : (
        !isMobile && <Sidebar links={links} />
      )}
      {drawerOpen && (
        <NavigationDrawer
          id={drawerId}
          links={links}
          onClose={closeDrawer}
          returnFocusTo={menuButton}
        />
      )}
      <Column inert={drawerOpen}>
        <TopBar
          user={user}
          dashboard={dashboard}
          menuButton={
            isMobile === null ? (
              <NarrowOnly>{openMenuButton}</NarrowOnly>
            ) : (
              isMobile && openMenuButton
            )
          }
        />
        <Content ref={content} id="content" tabIndex={-1}>
          <Outlet />
        </Content>
      </Column>
    </Frame>
  );
}
