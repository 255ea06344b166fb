// Domain features two or more apps use, built on the design system (shared-ui) and the API
// (shared-api). Pages and forms are `deferred`: their code loads the first time one renders.
import { deferred } from 'shared-ui/first-screen';

// Only a remote run on its own draws it.
export const StandaloneApp = deferred(() =>
  import('./standalone/standalone-app').then((module) => module.StandaloneApp),
);

export const PropertyForm = deferred(() =>
  import('./property-form/property-form').then((module) => module.PropertyForm),
);
export type { PropertyFormProps } from './property-form/property-form';
export { PropertyCurrencyField } from './property-form/currency-field';
export type { PropertyCurrencyFieldProps } from './property-form/currency-field';
export const PropertyLocationFields = deferred(() =>
  import('./property-form/location-fields').then((module) => module.PropertyLocationFields),
);

export { longDate } from './maintenance/long-date';
export { maintenanceApi } from './maintenance/api';
export { maintenanceRequestColumns } from './maintenance/request-columns';
export const MaintenanceRequestView = deferred(() =>
  import('./maintenance/maintenance-request-view').then((module) => module.MaintenanceRequestView),
);
export type { MaintenanceRequestViewProps } from './maintenance/maintenance-request-view';
export { RequestStatusBadge } from './maintenance/request-status-badge';

export const NotificationsPage = deferred(() =>
  import('./notifications/notifications-page').then((module) => module.NotificationsPage),
);
