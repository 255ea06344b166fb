import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { selectIsSignedIn, selectSessionRole, useAppSelector } from 'shared-api/session';
import type { ShellRoute } from './route-table';

export const dashboardOf = { owner: '/owner', tenant: '/tenant' } as const;

/**
 * Lets a page through only for the role it belongs to: a signed-out visitor goes to the owner
 * sign-in, a signed-in user on the other role's page goes to their own dashboard.
 */
export function AccessGuard({
  access,
  children,
}: {
  access: ShellRoute['access'];
  children: ReactNode;
}) {
  const signedIn = useAppSelector(selectIsSignedIn);
  const role = useAppSelector(selectSessionRole);
  const location = useLocation();

  if (access === 'public') return children;
  if (!signedIn || !role)
    return <Navigate to="/owner/signin" replace state={{ from: location.pathname }} />;
  if (access !== 'member' && access !== role) return <Navigate to={dashboardOf[role]} replace />;
  return children;
}
