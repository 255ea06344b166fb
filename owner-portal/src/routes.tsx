import { PageHeading, type PageRoute } from 'shared-ui';
import { DashboardPage } from './features/dashboard/dashboard-page';

/** A page whose content arrives with a later change: its heading only. */
const headingOnly = (title: string) =>
  function OwnerPage() {
    return <PageHeading title={title} />;
  };

/** Every owner page; the shell mounts each at its path inside the main layout. */
export const routes: PageRoute[] = [
  { path: '/', Component: DashboardPage },
  { path: '/owner', Component: DashboardPage },
  { path: '/properties', Component: headingOnly('My Properties') },
  { path: '/properties/add-property', Component: headingOnly('Create property') },
  { path: '/properties/manage-property/:id', Component: headingOnly('Manage property') },
  { path: '/properties/view-property/:id', Component: headingOnly('Property details') },
  { path: '/properties/manage-tenant/:id', Component: headingOnly('Manage tenant') },
  { path: '/tenants', Component: headingOnly('Tenants') },
  { path: '/tenants/add-tenant', Component: headingOnly('Add Tenant') },
  { path: '/maintenance', Component: headingOnly('Maintenance') },
  { path: '/payment', Component: headingOnly('Payments') },
  { path: '/settings', Component: headingOnly('Settings') },
  { path: '/profile', Component: headingOnly('Profile') },
];
