/** The remotes the shell loads at run time (federation names). */
export type RemoteName = 'auth_app' | 'owner_portal' | 'tenant_portal';
export type Role = 'owner' | 'tenant';

export interface ShellRoute {
  path: string;
  /** `auth`: the two-column auth screens; `main`: inside the sidebar layout, behind the access guard. */
  layout: 'auth' | 'main';
  /** Who may open the page (`public`: anyone; `member`: either role). */
  access: 'public' | Role | 'member';
  /** The remote that owns the page, or one per role where both roles have the page. */
  remote: RemoteName | Record<Role, RemoteName>;
}

const auth = (path: string): ShellRoute => ({
  path,
  layout: 'auth',
  access: 'public',
  remote: 'auth_app',
});
const owner = (path: string): ShellRoute => ({
  path,
  layout: 'main',
  access: 'owner',
  remote: 'owner_portal',
});
const tenant = (path: string): ShellRoute => ({
  path,
  layout: 'main',
  access: 'tenant',
  remote: 'tenant_portal',
});
const either = (path: string): ShellRoute => ({
  path,
  layout: 'main',
  access: 'member',
  remote: { owner: 'owner_portal', tenant: 'tenant_portal' },
});

/** Every route of the product and the remote that serves it. */
export const routeTable: ShellRoute[] = [
  auth('/owner/signin'),
  auth('/tenant/signin'),
  auth('/signup'),
  auth('/verify-otp'),
  auth('/owner-onboarding'),
  auth('/tenant/background-check'),
  auth('/forgot-password'),
  auth('/reset-password'),
  auth('/create-password'),
  owner('/'),
  owner('/owner'),
  owner('/properties'),
  owner('/properties/add-property'),
  owner('/properties/manage-property/:id'),
  owner('/properties/view-property/:id'),
  owner('/properties/edit-property/:id'),
  owner('/properties/manage-tenant/:id'),
  owner('/tenants'),
  owner('/tenants/add-tenant'),
  owner('/payment'),
  owner('/books'),
  either('/maintenance'),
  either('/maintenance/:requestId'),
  either('/notifications'),
  either('/settings'),
  either('/profile'),
  tenant('/tenant'),
  tenant('/lease'),
  tenant('/rent'),
];

export function remoteFor(route: ShellRoute, role: Role): RemoteName {
  return typeof route.remote === 'string' ? route.remote : route.remote[role];
}
