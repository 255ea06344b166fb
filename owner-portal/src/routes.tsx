import { ownerRead, propertiesRead, propertyRead } from 'shared-api';
import { deferred, type PageRoute } from 'shared-ui';
import {
  dashboardTasks,
  pendingActivitiesRead,
  propertyMetricsRead,
} from './features/dashboard/reads';
import { isFiltered, maintenanceRequestsRead, openCountsRead } from './features/maintenance/reads';
import { propertyLeasesRead } from './features/manage-property/reads';
import { paymentHistoryRead, paymentSummaryRead } from './features/payments/reads';
import { propertyChoices } from './features/properties/reads';
import { tenantPath } from './features/manage-tenant/reads';

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

const dashboardReads = () => [
  propertyMetricsRead,
  pendingActivitiesRead(dashboardTasks),
  ownerRead,
  openCountsRead,
];

/** Every owner page; the shell mounts each at its path inside the main layout. */
export const routes: PageRoute[] = [
  { path: '/', Component: DashboardPage, reads: dashboardReads, prerender: true },
  { path: '/owner', Component: DashboardPage, reads: dashboardReads, prerender: true },
  {
    path: '/properties',
    Component: PropertiesPage,
    prerender: true,
    // Unfiltered, as the list opens; a search or a status in the address reads another page.
    reads: (_params, search) =>
      search.has('search') || search.has('status') ? [] : [propertiesRead({})],
  },
  { path: '/properties/add-property', Component: AddPropertyPage },
  {
    path: '/properties/manage-property/:id',
    Component: ManagePropertyPage,
    prerender: true,
    reads: ({ id = '' }) => [propertyRead(id), propertyLeasesRead(id)],
  },
  { path: '/properties/view-property/:id', Component: ViewPropertyPage },
  { path: '/properties/edit-property/:id', Component: EditPropertyPage },
  {
    path: '/properties/manage-tenant/:id',
    Component: ManageTenantPage,
    prerender: true,
    reads: ({ id = '' }) => [tenantPath(id)],
  },
  { path: '/tenants', Component: TenantsPage, prerender: true },
  { path: '/tenants/add-tenant', Component: AddTenantPage },
  {
    path: '/maintenance',
    Component: MaintenancePage,
    prerender: true,
    // Every request as the list opens; a filtered list reads its own.
    reads: (_params, search) => [
      propertiesRead(propertyChoices),
      ...(isFiltered(search) ? [] : [maintenanceRequestsRead({})]),
    ],
  },
  { path: '/maintenance/:requestId', Component: RequestPage },
  { path: '/notifications', Component: NotificationsPage },
  {
    path: '/payment',
    Component: PaymentsPage,
    prerender: true,
    // The figures for the server's default period and, on the history tab it opens on, the first
    // page of every payment with the properties to filter by.
    reads: (_params, search) => [
      paymentSummaryRead({}),
      ...((search.get('tab') ?? 'history') === 'history'
        ? [paymentHistoryRead({ page: 1 }), propertiesRead(propertyChoices)]
        : []),
    ],
  },
  { path: '/settings', Component: SettingsPage },
  { path: '/profile', Component: ProfilePage },
];
