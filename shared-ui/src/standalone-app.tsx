import { StrictMode, useState } from 'react';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { makeStore } from 'shared-api';
import { Toaster } from './components/toaster/toaster';
import type { PageRoute } from './routing';
import { ThemeRoot } from './theme/theme-root';

/** A remote's pages with their own router, store, theme and toasts, to run that remote alone. */
export function StandaloneApp({ routes }: { routes: PageRoute[] }) {
  const [store] = useState(makeStore);
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <StrictMode>
      <Provider store={store}>
        <ThemeRoot>
          <RouterProvider router={router} />
          <Toaster />
        </ThemeRoot>
      </Provider>
    </StrictMode>
  );
}
