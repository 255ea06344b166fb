import type { PageRoute } from 'shared-ui';
import { DashboardPage } from './features/dashboard/dashboard-page';
import { LeasePage } from './features/lease/lease-page';
import { MaintenancePage } from './features/maintenance/maintenance-page';
import { NotificationsPage } from './features/notifications/notifications-page';
import { RequestPage } from './features/maintenance/request-page';
import { ProfilePage } from './features/profile/profile-page';
import { RentPage } from './features/rent/rent-page';
import { SettingsPage } from './features/settings/settings-page';

/** Every tenant page; the shell mounts each at its path inside the main layout. */
export const routes: PageRoute[] = [
  { path: '/tenant', Component: DashboardPage },
  { path: '/lease', Component: LeasePage },
  { path: '/rent', Component: RentPage },
  { path: '/maintenance', Component: MaintenancePage },
  { path: '/maintenance/:requestId', Component: RequestPage },
  { path: '/notifications', Component: NotificationsPage },
  { path: '/settings', Component: SettingsPage },
  { path: '/profile', Component: ProfilePage },
];
