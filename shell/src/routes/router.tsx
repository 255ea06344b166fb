import type { RouteObject } from 'react-router-dom';
import { selectSessionRole, useAppSelector } from 'shared-api/session';
import { deferred } from 'shared-ui/first-screen';
import { RemotePage } from '../remotes/remote-page';
import { AccessGuard } from './access-guard';
import { remoteFor, routeTable, type ShellRoute } from './route-table';

function RoutePage({ route }: { route: ShellRoute }) {
  const role = useAppSelector(selectSessionRole) ?? 'owner';
  return (
    <AccessGuard access={route.access}>
      <RemotePage key={route.path} remote={remoteFor(route, role)} path={route.path} />
    </AccessGuard>
  );
}

// Rarely seen: their code (and the rest of the design system) comes when they are.
const NotFoundPage = deferred(() =>
  import('../pages/error-pages').then((module) => module.NotFoundPage),
);
const ServerErrorPage = deferred(() =>
  import('../pages/error-pages').then((module) => module.ServerErrorPage),
);

// The frame (sidebar, top bar, search palette) loads with the first page inside it, so the sign-in
// screens do not download it.
const MainLayout = deferred(() =>
  import(/* webpackChunkName: "main-layout" */ '../layout/main-layout').then(
    (module) => module.MainLayout,
  ),
);

/** The frame's code, which a page the server rendered inside it needs before it hydrates. */
export const preloadFrame = () => MainLayout.preload();

const toRoute = (route: ShellRoute): RouteObject => ({
  path: route.path,
  element: <RoutePage route={route} />,
});

/** The shell's routes: auth screens, the main layout with its pages, and the error pages. */
export const shellRoutes: RouteObject[] = [
  ...routeTable.filter((route) => route.layout === 'auth').map(toRoute),
  {
    element: (
      <AccessGuard access="member">
        <MainLayout />
      </AccessGuard>
    ),
    children: routeTable.filter((route) => route.layout === 'main').map(toRoute),
  },
  { path: '/error-500', element: <ServerErrorPage /> },
  { path: '*', element: <NotFoundPage /> },
];
