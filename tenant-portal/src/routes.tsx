import { deferred, type PageRoute } from 'shared-ui';

// Each page's code loads when the page is first opened, so one screen does not carry the others.
// A page rendered on the server names its code's part (`chunk`, its `webpackChunkName`): the
// server has the browser preload that part's files with the page, before the routes have run.
const DashboardPage = deferred(() =>
  import(/* webpackChunkName: "dashboard-page" */ './features/dashboard/dashboard-page').then(
    (module) => module.DashboardPage,
  ),
);
const LeasePage = deferred(() =>
  import(/* webpackChunkName: "lease-page" */ './features/lease/lease-page').then(
    (module) => module.LeasePage,
  ),
);
const MaintenancePage = deferred(() =>
  import(/* webpackChunkName: "maintenance-page" */ './features/maintenance/maintenance-page').then(
    (module) => module.MaintenancePage,
  ),
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
  import(/* webpackChunkName: "rent-page" */ './features/rent/rent-page').then(
    (module) => module.RentPage,
  ),
);
const SettingsPage = deferred(() =>
  import('./features/settings/settings-page').then((module) => module.SettingsPage),
);

/** Every tenant page; those marked `ssr` are rendered on the server with the tenant's data. */
export const routes: PageRoute[] = [
  { path: '/tenant', Component: DashboardPage, ssr: true, chunk: 'dashboard-page' },
  { path: '/lease', Component: LeasePage, ssr: true, chunk: 'lease-page' },
  { path: '/rent', Component: RentPage, ssr: true, chunk: 'rent-page' },
  { path: '/maintenance', Component: MaintenancePage, ssr: true, chunk: 'maintenance-page' },
  { path: '/maintenance/:requestId', Component: RequestPage },
  { path: '/notifications', Component: NotificationsPage },
  { path: '/settings', Component: SettingsPage },
  { path: '/profile', Component: ProfilePage },
];
