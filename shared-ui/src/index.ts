import { deferred } from './deferred';

export * from './first-screen';
export { saveFile } from './save-file';

export { Badge } from './components/badge/badge';
export type { BadgeTone } from './components/badge/badge';
export { Card } from './components/card/card';
export type { CardProps } from './components/card/card';
export { DateInput } from './components/date-input/date-input';
export type { DateInputProps } from './components/date-input/date-input';
export { DetailsList } from './components/details-list/details-list';
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
export { FigureCards } from './components/figure-cards/figure-cards';
export type { FigureCardsProps } from './components/figure-cards/figure-cards';
export { FormGrid, FormGridActions, FormGridRow } from './components/form-grid/form-grid';
export type { FormGridProps } from './components/form-grid/form-grid';
export const Modal = deferred(() =>
  import('./components/modal/modal').then((module) => module.Modal),
);
export const ModalClose = deferred(() =>
  import('./components/modal/modal').then((module) => module.ModalClose),
);
export type { ModalProps } from './components/modal/modal';
export const OtpInput = deferred(() =>
  import('./components/otp-input/otp-input').then((module) => module.OtpInput),
);
export type { OtpInputProps } from './components/otp-input/otp-input';
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
export { StageLabels } from './components/stage-labels/stage-labels';
export type { StageLabelsProps } from './components/stage-labels/stage-labels';
export { Table } from './components/table/table';
export type { TableColumn, TableProps } from './components/table/table';
// Named: a page rendered on the server with tabs has the browser preload their code with it.
export const Tabs = deferred(
  () =>
    import(/* webpackChunkName: "tabs" */ './components/tabs/tabs').then((module) => module.Tabs),
  'tabs',
);
export type { TabItem, TabsProps } from './components/tabs/tabs';
export { TextArea } from './components/text-area/text-area';
export type { TextAreaProps } from './components/text-area/text-area';
