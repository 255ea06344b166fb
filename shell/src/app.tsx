import type { History } from 'history';
import { useEffect } from 'react';
import { Provider } from 'react-redux';
import { useRoutes, type RouteObject } from 'react-router-dom';
import {
  keepBrowserUiChoices,
  selectIsLoading,
  useAppSelector,
  type AppStore,
} from 'shared-api/session';
import { AppRouter, LoadingOverlay, ThemeRoot, Toaster } from 'shared-ui/first-screen';
import { shellRoutes } from './routes/router';
import { dehydratedState } from './ssr/dehydrated-state';
import { pageHydrated } from './ssr/early-actions';

function RequestsOverlay() {
  const isLoading = useAppSelector(selectIsLoading);
  return <LoadingOverlay visible={isLoading} />;
}

function Pages({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/**
 * Once React handles the app (rendered in the browser, or hydrated): the display choices this
 * browser keeps are applied, and a page rendered in the browser is ready (`pageHydrated`); a page
 * the server rendered is once its remote's page is hydrated too (`RemotePage`). Effects do not run
 * on the server.
 */
function ReadyMark({ store }: { store: AppStore }) {
  useEffect(() => {
    keepBrowserUiChoices(store);
    if (!dehydratedState()) pageHydrated();
  }, [store]);
  return null;
}

/**
 * The whole shell: store, theme, the router's pages, and what every page shares whether signed in
 * or not: the loading overlay while any request is in flight and the toasts (top right).
 */
export function App({
  store,
  history,
  routes = shellRoutes,
}: {
  store: AppStore;
  history: History;
  routes?: RouteObject[];
}) {
  return (
    <Provider store={store}>
      <ThemeRoot>
        <AppRouter history={history}>
          <Pages routes={routes} />
        </AppRouter>
        <RequestsOverlay />
        <Toaster />
        <ReadyMark store={store} />
      </ThemeRoot>
    </Provider>
  );
}
