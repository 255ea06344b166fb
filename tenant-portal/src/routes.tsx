import { signedInTenantRead } from 'shared-api';
import { deferred, type PageRoute } from 'shared-ui';
import { tenantMetricsRead } from './features/dashboard/reads';
import { signedLeaseRead } from './features/lease/reads';
import { myMaintenanceRead } from './features/maintenance/reads';
import { tenantRentRead } from './features/rent/reads';

// Each page's code loads when the page is first opened, so one screen does not carry the others.
const DashboardPage = deferred(() =>
  import('./features/dashboard/dashboard-page').then((module) => module.DashboardPage),
);
const LeasePage = deferred(() =>
  import('./features/lease/lease-page').then((module) => module.LeasePage),
);
const MaintenancePage = deferred(() =>
  import('./features/maintenance/maintenance-page').then((module) => module.MaintenancePage),
);
const NotificationsPage = deferred(() =>
  import('./features/notifications/notifications-page').then((module) => module.NotificationsPage),
);
const RequestPage = deferred(() =>
  import('./features/maintenance/request-page').then((module) => module.RequestPage),
);
const ProfilePage = deferred(() =>
  import('./features/profile/profile-page').then((module) => module.ProfilePage),
);
const RentPage = deferred(() =>
  import('./features/rent/rent-page').then((module) => module.RentPage),
);
const SettingsPage = deferred(() =>
  import('./features/settings/settings-page').then((module) => module.SettingsPage),
);

/** Every tenant page; the shell mounts each at its path inside the main layout. */
export const routes: PageRoute[] = [
  {
    path: '/tenant',
    Component: DashboardPage,
    prerender: true,
    reads: () => [tenantMetricsRead, signedInTenantRead, myMaintenanceRead],
  },
  {
    path: '/lease',
    Component: LeasePage,
    reads: () => [signedLeaseRead, tenantRentRead],
    prerender: true,
  },
  { path: '/rent', Component: RentPage, reads: () => [tenantRentRead], prerender: true },
  {
    path: '/maintenance',
    Component: MaintenancePage,
    reads: () => [myMaintenanceRead],
    prerender: true,
  },
  { path: '/maintenance/:requestId', Component: RequestPage },
  { path: '/notifications', Component: NotificationsPage },
  { path: '/settings', Component: SettingsPage },
  { path: '/profile', Component: ProfilePage },
];
