import type { RouteObject } from 'react-router-dom';
import { MainLayout } from '../layout/main-layout';
import { NotFoundPage, ServerErrorPage } from '../pages/error-pages';
import { RemotePage } from '../remotes/remote-page';
import { remoteFor, routeTable, type ShellRoute } from './route-table';

function RoutePage({ route }: { route: ShellRoute }) {
  return <RemotePage key={route.path} remote={remoteFor(route, 'owner')} path={route.path} />;
}

const toRoute = (route: ShellRoute): RouteObject => ({
  path: route.path,
  element: <RoutePage route={route} />,
});

/** The shell's routes: auth screens, the main layout with its pages, and the error pages. */
export const shellRoutes: RouteObject[] = [
  ...routeTable.filter((route) => route.layout === 'auth').map(toRoute),
  {
    element: <MainLayout />,
    children: routeTable.filter((route) => route.layout === 'main').map(toRoute),
  },
  { path: '/error-500', element: <ServerErrorPage /> },
  { path: '*', element: <NotFoundPage /> },
];
