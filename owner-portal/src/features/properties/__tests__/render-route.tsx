import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { makeStore } from 'shared-api';
import { ThemeRoot, Toaster } from 'shared-ui';

/**
 * Renders a page at `route` inside a data router, as the shell and the standalone app do, with a
 * placeholder for every other address. Returns the router to read where the page went.
 */
export function renderRoute(path: string, Page: ComponentType, route: string) {
  const router = createMemoryRouter(
    [
      { path, Component: Page },
      { path: '*', element: <p>Somewhere else</p> },
    ],
    { initialEntries: [route] },
  );
  const store = makeStore({});
  const view = render(
    <Provider store={store}>
      <ThemeRoot>
        <RouterProvider router={router} />
        <Toaster />
      </ThemeRoot>
    </Provider>,
  );
  return { router, store, user: userEvent.setup(), ...view };
}
