import { createBrowserHistory } from 'history';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { makeHydratedStore, makeStore, setNavigator } from 'shared-api/session';
import { App } from './app';
import { preloadFrame } from './routes/router';
import { dehydratedState } from './ssr/dehydrated-state';

/**
 * Renders the app in `#root`: a page the server rendered (SSR) is hydrated, once its remote and its
 * own code (`pageReady`) and the frame's are there, from the store's state the server rendered it
 * with; any other page is rendered afresh.
 */
export async function start(pageReady: Promise<unknown>) {
  const container = document.getElementById('root')!;
  const rendered = dehydratedState();
  const store = rendered ? makeHydratedStore(rendered) : makeStore();
  const history = createBrowserHistory();
  setNavigator((path) => history.push(path));
  const app = (
    <StrictMode>
      <App store={store} history={history} />
    </StrictMode>
  );
  if (!rendered) {
    createRoot(container).render(app);
    return;
  }
  await Promise.all([pageReady, rendered.session ? preloadFrame() : null]);
  hydrateRoot(container, app);
}
