import { Navigate, NavLink, Outlet, useNavigate } from 'react-router-dom';
import {
  selectSessionRole,
  selectSessionUser,
  signOut,
  useAppDispatch,
  useAppSelector,
  type SessionRole,
} from 'shared-api';
import styled from 'styled-components';
import { Button, Logo, ThemeToggle } from 'shared-ui/first-screen';

/** The pages each role reaches from the product's sidebar, in the same order. */
export const portalLinks: Record<SessionRole, readonly { label: string; to: string }[]> = {
  owner: [
    { label: 'Dashboard', to: '/owner' },
    { label: 'Properties', to: '/properties' },
    { label: 'Tenants', to: '/tenants' },
    { label: 'Maintenance', to: '/maintenance' },
    { label: 'Payment', to: '/payment' },
    { label: 'Settings', to: '/settings' },
  ],
  tenant: [
    { label: 'Dashboard', to: '/tenant' },
    { label: 'My lease', to: '/lease' },
    { label: 'Maintenance', to: '/maintenance' },
    { label: 'Settings', to: '/settings' },
  ],
};

const Frame = styled.div`
  display: flex;
  min-height: 100vh;
`;

const Sidebar = styled.nav`
  flex: none;
  width: 220px;
  padding: 20px 12px;
  border-right: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};

  ul {
    margin: 24px 0 0;
    padding: 0;
    list-style: none;
    display: grid;
    gap: 4px;
  }
  a {
    display: block;
    padding: 10px 12px;
    border-radius: ${({ theme }) => theme.radius.md};
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
    font-weight: 500;
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.color.brandSoft};
    color: ${({ theme }) => theme.color.brand};
    font-weight: 700;
  }

  @media not all and (min-width: ${({ theme }) => theme.breakpoint.mobile}) {
    width: 90px;
    font-size: ${({ theme }) => theme.font.size.xs};
  }
`;

const Column = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-width: 0;
`;

const TopBar = styled.header`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: 12px;
  min-height: 64px;
  padding: 0 24px;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
`;

const Who = styled.p`
  margin: 0;
  text-align: right;
  font-size: ${({ theme }) => theme.font.size.sm};

  small {
    display: block;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Content = styled.main`
  flex: 1;
  padding: 32px;

  @media not all and (min-width: ${({ theme }) => theme.breakpoint.mobile}) {
    padding: 16px;
  }
`;

/**
 * The product's frame around a portal run on its own: the role's pages in a sidebar, who is signed
 * in, the theme and sign-out. Without a session of this role, the portal's own sign-in opens.
 */
export function StandaloneFrame({ role }: { role: SessionRole }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const signedInRole = useAppSelector(selectSessionRole);
  const user = useAppSelector(selectSessionUser);

  if (!user || signedInRole !== role) return <Navigate to={`/${role}/signin`} replace />;

  return (
    <Frame>
      <Sidebar aria-label="Main">
        <Logo />
        <ul>
          {portalLinks[role].map((link) => (
            <li key={link.to}>
              <NavLink to={link.to}>{link.label}</NavLink>
            </li>
          ))}
        </ul>
      </Sidebar>
      <Column>
        <TopBar>
          <Who>
            {user.name}
            <small>{user.email}</small>
          </Who>
          <ThemeToggle />
          <Button
            variant="secondary"
            onClick={() => {
              dispatch(signOut());
              navigate(`/${role}/signin`);
            }}
          >
            Sign out
          </Button>
        </TopBar>
        <Content>
          <Outlet />
        </Content>
      </Column>
    </Frame>
  );
}
