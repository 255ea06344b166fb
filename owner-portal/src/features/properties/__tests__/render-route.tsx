import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryHistory } from 'history';
import type { ComponentType } from 'react';
import { Provider } from 'react-redux';
import { Route, Routes } from 'react-router-dom';
import { makeStore } from 'shared-api';
import { AppRouter, ThemeRoot, Toaster } from 'shared-ui';

/**
 * Renders a page at `route` inside the app's router, as the shell and the standalone app do, with a
 * placeholder for every other address. Returns the history to read where the page went.
 */
export function renderRoute(path: string, Page: ComponentType, route: string) {
  const history = createMemoryHistory({ initialEntries: [route] });
  const store = makeStore({});
  const view = render(
    <Provider store={store}>
      <ThemeRoot>
        <AppRouter history={history}>
          <Routes>
            <Route path={path} Component={Page} />
            <Route path="*" element={<p>Somewhere else</p>} />
          </Routes>
        </AppRouter>
        <Toaster />
      </ThemeRoot>
    </Provider>,
  );
  return { history, store, user: userEvent.setup(), ...view };
}
