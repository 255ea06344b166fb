import { PageHeading, type PageRoute } from 'shared-ui';
import { MaintenancePage } from './features/maintenance/maintenance-page';
import { RequestPage } from './features/maintenance/request-page';

/** A page whose content arrives with a later change: its heading only. */
const headingOnly = (title: string) =>
  function TenantPage() {
    return <PageHeading title={title} />;
  };

/** Every tenant page; the shell mounts each at its path inside the main layout. */
export const routes: PageRoute[] = [
  { path: '/tenant', Component: headingOnly('Dashboard') },
  { path: '/lease', Component: headingOnly('My lease') },
  { path: '/maintenance', Component: MaintenancePage },
  { path: '/maintenance/:requestId', Component: RequestPage },
  { path: '/settings', Component: headingOnly('Settings') },
  { path: '/profile', Component: headingOnly('Profile') },
];
