import type { ComponentType } from 'react';
import { matchPath } from 'react-router-dom';
import type { SessionRole } from 'shared-api';
import {
  BooksIcon,
  DashboardIcon,
  LeaseIcon,
  MaintenanceIcon,
  PaymentIcon,
  PropertiesIcon,
  SettingsIcon,
  TenantsIcon,
} from './icons';

export interface SidebarLink {
  label: string;
  to: string;
  icon: ComponentType;
  /** Another address of the same page, e.g. `/` for the owner dashboard. */
  alsoAt?: string;
}

/** The pages each role reaches from the sidebar, in order. */
export const sidebarLinks: Record<SessionRole, readonly SidebarLink[]> = {
  owner: [
    { label: 'Dashboard', to: '/owner', icon: DashboardIcon, alsoAt: '/' },
    { label: 'Properties', to: '/properties', icon: PropertiesIcon },
    { label: 'Tenants', to: '/tenants', icon: TenantsIcon },
    { label: 'Maintenance', to: '/maintenance', icon: MaintenanceIcon },
    { label: 'Payment', to: '/payment', icon: PaymentIcon },
    { label: 'Books', to: '/books', icon: BooksIcon },
    { label: 'Settings', to: '/settings', icon: SettingsIcon },
  ],
  tenant: [
    { label: 'Dashboard', to: '/tenant', icon: DashboardIcon },
    { label: 'My lease', to: '/lease', icon: LeaseIcon },
    { label: 'Rent', to: '/rent', icon: PaymentIcon },
    { label: 'Maintenance', to: '/maintenance', icon: MaintenanceIcon },
    { label: 'Settings', to: '/settings', icon: SettingsIcon },
  ],
};

/** A link is current on its own page and on the pages below it (Properties on add-property). */
export function isCurrentPage(link: SidebarLink, pathname: string): boolean {
  return (
    matchPath({ path: link.to, end: false }, pathname) !== null ||
    (link.alsoAt !== undefined && matchPath(link.alsoAt, pathname) !== null)
  );
}
