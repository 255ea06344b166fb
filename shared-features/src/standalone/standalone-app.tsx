import { createBrowserHistory } from 'history';
import { StrictMode, useState } from 'react';
import { Provider } from 'react-redux';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { makeStore, type SessionRole } from 'shared-api/session';
import { AppRouter, deferred, ThemeRoot, Toaster, type PageRoute } from 'shared-ui/first-screen';

// Only a portal run alone needs these: they stay out of the design system's first download.
const StandaloneFrame = deferred(() =>
  import('./standalone-frame').then((module) => module.StandaloneFrame),
);
const StandaloneSignIn = deferred(() =>
  import('./standalone-sign-in').then((module) => module.StandaloneSignIn),
);

/** The portal's pages inside the frame, behind the portal's own sign-in for `role`. */
export function standaloneRoutes(routes: PageRoute[], role?: SessionRole): RouteObject[] {
  if (!role) return routes;
  return [
    { path: `/${role}/signin`, element: <StandaloneSignIn role={role} /> },
    { element: <StandaloneFrame role={role} />, children: routes },
  ];
}

function StandaloneRoutes({ routes, role }: { routes: PageRoute[]; role?: SessionRole }) {
  return useRoutes(standaloneRoutes(routes, role));
}

/**
 * A remote's pages with their own router, store, theme and toasts, to run that remote alone. A
 * portal names its `role`: its pages then sit in the product's frame behind a sign-in for it.
 */
export function StandaloneApp({ routes, role }: { routes: PageRoute[]; role?: SessionRole }) {
  const [store] = useState(makeStore);
  const [history] = useState(() => createBrowserHistory());
  return (
    <StrictMode>
      <Provider store={store}>
        <ThemeRoot>
          <AppRouter history={history}>
            <StandaloneRoutes routes={routes} role={role} />
          </AppRouter>
          <Toaster />
        </ThemeRoot>
      </Provider>
    </StrictMode>
  );
}
