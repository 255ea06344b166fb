import { deferred, type PageRoute } from 'shared-ui';

// Each page's code loads when the page is first opened, so one screen does not carry the others.
const DashboardPage = deferred(() =>
  import('./features/dashboard/dashboard-page').then((module) => module.DashboardPage),
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
const ManagePropertyPage = deferred(() =>
  import('./features/manage-property/manage-property-page').then(
    (module) => module.ManagePropertyPage,
  ),
);
const ManageTenantPage = deferred(() =>
  import('./features/manage-tenant/manage-tenant-page').then((module) => module.ManageTenantPage),
);
const AddPropertyPage = deferred(() =>
  import('./features/properties/add-property-page').then((module) => module.AddPropertyPage),
);
const BooksPage = deferred(() =>
  import('./features/books/books-page').then((module) => module.BooksPage),
);
const PaymentsPage = deferred(() =>
  import('./features/payments/payments-page').then((module) => module.PaymentsPage),
);
const EditPropertyPage = deferred(() =>
  import('./features/properties/edit-property-page').then((module) => module.EditPropertyPage),
);
const PropertiesPage = deferred(() =>
  import('./features/properties/properties-page').then((module) => module.PropertiesPage),
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
  import('./features/tenants/tenants-page').then((module) => module.TenantsPage),
);

/** Every owner page; those marked `ssr` are rendered on the server with the owner's data. */
export const routes: PageRoute[] = [
  { path: '/', Component: DashboardPage, ssr: true },
  { path: '/owner', Component: DashboardPage, ssr: true },
  { path: '/properties', Component: PropertiesPage, ssr: true },
  { path: '/properties/add-property', Component: AddPropertyPage },
  { path: '/properties/manage-property/:id', Component: ManagePropertyPage, ssr: true },
  { path: '/properties/view-property/:id', Component: ViewPropertyPage },
  { path: '/properties/edit-property/:id', Component: EditPropertyPage },
  { path: '/properties/manage-tenant/:id', Component: ManageTenantPage, ssr: true },
  { path: '/tenants', Component: TenantsPage, ssr: true },
  { path: '/tenants/add-tenant', Component: AddTenantPage },
  { path: '/maintenance', Component: MaintenancePage, ssr: true },
  { path: '/maintenance/:requestId', Component: RequestPage },
  { path: '/notifications', Component: NotificationsPage },
  { path: '/payment', Component: PaymentsPage, ssr: true },
  { path: '/books', Component: BooksPage, ssr: true },
  { path: '/settings', Component: SettingsPage },
  { path: '/profile', Component: ProfilePage },
];
