import { routes as authRoutes } from '../../../../auth-app/src/routes';
import { routes as ownerRoutes } from '../../../../owner-portal/src/routes';
import { routes as tenantRoutes } from '../../../../tenant-portal/src/routes';
import { remoteFor, routeTable, type RemoteName } from '../route-table';

const exposedPaths: Record<RemoteName, string[]> = {
  auth_app: authRoutes.map((route) => route.path),
  owner_portal: ownerRoutes.map((route) => route.path),
  tenant_portal: tenantRoutes.map((route) => route.path),
};

const ownerOf = (path: string, role: 'owner' | 'tenant' = 'owner') => {
  const route = routeTable.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`no route for ${path}`);
  return remoteFor(route, role);
};

describe('the shell route table', () => {
  it('sends every sign-in, registration and onboarding screen to the auth remote', () => {
    for (const path of [
      '/owner/signin',
      '/tenant/signin',
      '/signup',
      '/verify-otp',
      '/owner-onboarding',
      '/tenant/background-check',
      '/forgot-password',
      '/create-password',
    ]) {
      expect(ownerOf(path)).toBe('auth_app');
    }
  });

  it('sends the owner pages to the owner portal', () => {
    for (const path of [
      '/',
      '/owner',
      '/properties',
      '/properties/add-property',
      '/properties/manage-property/:id',
      '/properties/view-property/:id',
      '/properties/manage-tenant/:id',
      '/tenants',
      '/tenants/add-tenant',
      '/payment',
      '/books',
    ]) {
      expect(ownerOf(path)).toBe('owner_portal');
    }
  });

  it('sends the tenant pages to the tenant portal', () => {
    expect(ownerOf('/tenant')).toBe('tenant_portal');
    expect(ownerOf('/lease')).toBe('tenant_portal');
  });

  it('serves maintenance, settings and the profile from the portal of the signed-in role', () => {
    expect(ownerOf('/maintenance', 'owner')).toBe('owner_portal');
    expect(ownerOf('/maintenance', 'tenant')).toBe('tenant_portal');
    expect(ownerOf('/settings', 'owner')).toBe('owner_portal');
    expect(ownerOf('/settings', 'tenant')).toBe('tenant_portal');
    expect(ownerOf('/profile', 'owner')).toBe('owner_portal');
    expect(ownerOf('/profile', 'tenant')).toBe('tenant_portal');
  });

  it('only sends a path to a remote that exposes a page for it', () => {
    for (const route of routeTable) {
      const remotes =
        typeof route.remote === 'string' ? [route.remote] : Object.values(route.remote);
      for (const remote of remotes) expect(exposedPaths[remote]).toContain(route.path);
    }
  });

  it('lists each path once', () => {
    const paths = routeTable.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
