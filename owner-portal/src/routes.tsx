import type { PageRoute } from 'shared-ui';
import { DashboardPage } from './features/dashboard/dashboard-page';
import { MaintenancePage } from './features/maintenance/maintenance-page';
import { NotificationsPage } from './features/notifications/notifications-page';
import { RequestPage } from './features/maintenance/request-page';
import { ManagePropertyPage } from './features/manage-property/manage-property-page';
import { ManageTenantPage } from './features/manage-tenant/manage-tenant-page';
import { AddPropertyPage } from './features/properties/add-property-page';
import { PaymentsPage } from './features/payments/payments-page';
import { EditPropertyPage } from './features/properties/edit-property-page';
import { PropertiesPage } from './features/properties/properties-page';
import { ViewPropertyPage } from './features/properties/view-property-page';
import { ProfilePage, SettingsPage } from './features/settings/settings-page';
import { AddTenantPage } from './features/tenants/add-tenant-page';
import { TenantsPage } from './features/tenants/tenants-page';

/** Every owner page; the shell mounts each at its path inside the main layout. */
export const routes: PageRoute[] = [
  { path: '/', Component: DashboardPage },
  { path: '/owner', Component: DashboardPage },
  { path: '/properties', Component: PropertiesPage },
  { path: '/properties/add-property', Component: AddPropertyPage },
  { path: '/properties/manage-property/:id', Component: ManagePropertyPage },
  { path: '/properties/view-property/:id', Component: ViewPropertyPage },
  { path: '/properties/edit-property/:id', Component: EditPropertyPage },
  { path: '/properties/manage-tenant/:id', Component: ManageTenantPage },
  { path: '/tenants', Component: TenantsPage },
  { path: '/tenants/add-tenant', Component: AddTenantPage },
  { path: '/maintenance', Component: MaintenancePage },
  { path: '/maintenance/:requestId', Component: RequestPage },
  { path: '/notifications', Component: NotificationsPage },
  { path: '/payment', Component: PaymentsPage },
  { path: '/settings', Component: SettingsPage },
  { path: '/profile', Component: ProfilePage },
];
