import { deferred, type PageRoute } from 'shared-ui';

// Each page's code loads when the page is first opened, so one screen does not carry the others.
// A page rendered on the server names its code's part (`chunk`, its `webpackChunkName`): the
// server has the browser preload that part's files with the page, before the routes have run.
const DashboardPage = deferred(() =>
  import(/* webpackChunkName: "dashboard-page" */ './features/dashboard/dashboard-page').then(
    (module) => module.DashboardPage,
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
const ManagePropertyPage = deferred(() =>
  import(
    /* webpackChunkName: "manage-property-page" */ './features/manage-property/manage-property-page'
  ).then((module) => module.ManagePropertyPage),
);
const ManageTenantPage = deferred(() =>
  import(
    /* webpackChunkName: "manage-tenant-page" */ './features/manage-tenant/manage-tenant-page'
  ).then((module) => module.ManageTenantPage),
);
const AddPropertyPage = deferred(() =>
  import('./features/properties/add-property-page').then((module) => module.AddPropertyPage),
);
const BooksPage = deferred(() =>
  import(/* webpackChunkName: "books-page" */ './features/books/books-page').then(
    (module) => module.BooksPage,
  ),
);
const PaymentsPage = deferred(() =>
  import(/* webpackChunkName: "payments-page" */ './features/payments/payments-page').then(
    (module) => module.PaymentsPage,
  ),
);
const EditPropertyPage = deferred(() =>
  import('./features/properties/edit-property-page').then((module) => module.EditPropertyPage),
);
const PropertiesPage = deferred(() =>
  import(/* webpackChunkName: "properties-page" */ './features/properties/properties-page').then(
    (module) => module.PropertiesPage,
  ),
);
const ViewPropertyPage = deferred(() =>
  import('./features/properties/view-property-page').then((module) => module.ViewPropertyPage),
);
const ProfilePage = deferred(() =>
  import('./features/settings/settings-page').then((module) => module.ProfilePage),
);
const SettingsPage = deferred(() =>
  import('./features/settings/settings-page').then((module) => module.SettingsPage),
);
const AddTenantPage = deferred(() =>
  import('./features/tenants/add-tenant-page').then((module) => module.AddTenantPage),
);
const TenantsPage = deferred(() =>
  import(/* webpackChunkName: "tenants-page" */ './features/tenants/tenants-page').then(
    (module) => module.TenantsPage,
  ),
);

/** Every owner page; those marked `ssr` are rendered on the server with the owner's data. */
export const routes: PageRoute[] = [
  { path: '/', Component: DashboardPage, ssr: true, chunk: 'dashboard-page' },
  { path: '/owner', Component: DashboardPage, ssr: true, chunk: 'dashboard-page' },
  { path: '/properties', Component: PropertiesPage, ssr: true, chunk: 'properties-page' },
  { path: '/properties/add-property', Component: AddPropertyPage },
  {
    path: '/properties/manage-property/:id',
    Component: ManagePropertyPage,
    ssr: true,
    chunk: 'manage-property-page',
  },
  { path: '/properties/view-property/:id', Component: ViewPropertyPage },
  { path: '/properties/edit-property/:id', Component: EditPropertyPage },
  {
    path: '/properties/manage-tenant/:id',
    Component: ManageTenantPage,
    ssr: true,
    chunk: 'manage-tenant-page',
  },
  { path: '/tenants', Component: TenantsPage, ssr: true, chunk: 'tenants-page' },
  { path: '/tenants/add-tenant', Component: AddTenantPage },
  { path: '/maintenance', Component: MaintenancePage, ssr: true, chunk: 'maintenance-page' },
  { path: '/maintenance/:requestId', Component: RequestPage },
  { path: '/notifications', Component: NotificationsPage },
  { path: '/payment', Component: PaymentsPage, ssr: true, chunk: 'payments-page' },
  { path: '/books', Component: BooksPage, ssr: true, chunk: 'books-page' },
  { path: '/settings', Component: SettingsPage },
  { path: '/profile', Component: ProfilePage },
];
