import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import {
  selectIsSignedIn,
  selectSessionRole,
  selectSignedOutRole,
  useAppSelector,
} from 'shared-api/session';
import type { ShellRoute } from './route-table';

export const dashboardOf = { owner: '/owner', tenant: '/tenant' } as const;

/**
 * Lets a page through only for the role it belongs to: a signed-out visitor goes to the owner
 * sign-in (the tenant's, for a tenant who has just signed out here), a signed-in user on the other
 * role's page goes to their own dashboard.
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
  const signedOutRole = useAppSelector(selectSignedOutRole);
  const location = useLocation();

  if (access === 'public') return children;
  if (!signedIn || !role) {
    // Sign-out's own navigation runs as a transition, after this redirect: both go to one page.
    const signIn = signedOutRole === 'tenant' ? '/tenant/signin' : '/owner/signin';
    return <Navigate to={signIn} replace state={{ from: location.pathname }} />;
  }
  if (access !== 'member' && access !== role) return <Navigate to={dashboardOf[role]} replace />;
  return children;
}
