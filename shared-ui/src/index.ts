export { ThemeRoot } from './theme/theme-root';
export { darkTheme, lightTheme } from './theme/tokens';
export type { Theme } from './theme/tokens';
export { AppRouter, useLeaveBlocker, type LeaveBlocker, type PageRoute } from './routing';
import { deferred } from './deferred';
export { deferred };
export { StandaloneApp } from './standalone-app';
export { saveFile } from './save-file';

export { AuthLayout, AUTH_HEADLINE, AUTH_SUBLINE } from './components/auth-layout/auth-layout';
export { Badge } from './components/badge/badge';
export type { BadgeTone } from './components/badge/badge';
export { Button } from './components/button/button';
export type { ButtonProps } from './components/button/button';
export { Card } from './components/card/card';
export type { CardProps } from './components/card/card';
export { DateInput } from './components/date-input/date-input';
export type { DateInputProps } from './components/date-input/date-input';
export { ACCEPTED_IMAGE_TYPES } from './components/drop-zone/accepted-image-types';
export const DropZone = deferred(() =>
  import('./components/drop-zone/drop-zone').then((module) => module.DropZone),
);
export type { DropZoneProps } from './components/drop-zone/drop-zone';
export { DropdownMenu } from './components/dropdown-menu/dropdown-menu-on-demand';
export type {
  DropdownMenuAction,
  DropdownMenuItem,
  DropdownMenuLink,
  DropdownMenuProps,
} from './components/dropdown-menu/dropdown-menu';
export { EmptyState } from './components/empty-state/empty-state';
export type { EmptyStateProps } from './components/empty-state/empty-state';
export { ErrorPage } from './components/error-page/error-page';
export { ErrorState } from './components/error-state/error-state';
export type { FieldProps, FieldState } from './components/field/field';
export { IconButton } from './components/icon-button/icon-button';
export { LoadingOverlay } from './components/loading-overlay/loading-overlay';
export { Logo } from './components/logo/logo';
export const Modal = deferred(() =>
  import('./components/modal/modal').then((module) => module.Modal),
);
export const ModalClose = deferred(() =>
  import('./components/modal/modal').then((module) => module.ModalClose),
);
export type { ModalProps } from './components/modal/modal';
export { OTP_LENGTH, OtpInput } from './components/otp-input/otp-input';
export type { OtpInputProps } from './components/otp-input/otp-input';
export { PageHeading } from './components/page-heading/page-heading';
export { PasswordField } from './components/password-field/password-field';
export {
  PHONE_COUNTRIES,
  PhoneInput,
  toInternationalNumber,
} from './components/phone-input/phone-input';
export type {
  PhoneCountry,
  PhoneInputProps,
  PhoneNumberValue,
} from './components/phone-input/phone-input';
export { ProgressBar } from './components/progress-bar/progress-bar';
export type { ProgressBarProps } from './components/progress-bar/progress-bar';
export { Select } from './components/select/select';
export type { SelectOption, SelectProps } from './components/select/select';
export { SkeletonCard, SkeletonCards } from './components/skeleton-card/skeleton-card';
export { Spinner } from './components/spinner/spinner';
export { StageLabels } from './components/stage-labels/stage-labels';
export type { StageLabelsProps } from './components/stage-labels/stage-labels';
export { Table } from './components/table/table';
export type { TableColumn, TableProps } from './components/table/table';
export const Tabs = deferred(() => import('./components/tabs/tabs').then((module) => module.Tabs));
export type { TabItem, TabsProps } from './components/tabs/tabs';
export { TextArea } from './components/text-area/text-area';
export type { TextAreaProps } from './components/text-area/text-area';
export { TextField } from './components/text-field/text-field';
export type { TextFieldProps } from './components/text-field/text-field';
export { ThemeToggle } from './components/theme-toggle/theme-toggle';
export { toast, Toaster } from './components/toaster/toaster';
export { VisuallyHidden } from './components/visually-hidden/visually-hidden';

export const PropertyForm = deferred(() =>
  import('./features/property-form/property-form').then((module) => module.PropertyForm),
);
export type { PropertyFormProps } from './features/property-form/property-form';
export const PropertyLocationFields = deferred(() =>
  import('./features/property-form/location-fields').then(
    (module) => module.PropertyLocationFields,
  ),
);
export { longDate } from './features/maintenance/long-date';
export { maintenanceApi } from './features/maintenance/api';
export { maintenanceRequestColumns } from './features/maintenance/request-columns';
export const MaintenanceRequestView = deferred(() =>
  import('./features/maintenance/maintenance-request-view').then(
    (module) => module.MaintenanceRequestView,
  ),
);
export type { MaintenanceRequestViewProps } from './features/maintenance/maintenance-request-view';
export { RequestStatusBadge } from './features/maintenance/request-status-badge';
export { NotificationsPage } from './features/notifications/notifications-page';
