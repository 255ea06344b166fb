import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { makeStore, type AppStore, type RootState } from 'shared-api';
import { ThemeRoot } from '../theme/theme-root';

export interface ProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  preloadedState?: Partial<RootState>;
  /** The address the router starts at; "/" by default. */
  route?: string;
  /** A store of the test's own; built from `preloadedState` when absent. */
  store?: AppStore;
}

/**
 * Renders `ui` as the app does: inside a router at `route`, the store and the theme. Returns the
 * store, a `user` for Testing Library's user events and everything `render` returns.
 */
export function renderWithProviders(
  ui: ReactElement,
  {
    preloadedState,
    route = '/',
    store = makeStore(preloadedState),
    ...options
  }: ProvidersOptions = {},
) {
  function Providers({ children }: { children: ReactNode }) {
    return (
      <Provider store={store}>
        <MemoryRouter initialEntries={[route]}>
          <ThemeRoot>{children}</ThemeRoot>
        </MemoryRouter>
      </Provider>
    );
  }

  return { store, user: userEvent.setup(), ...render(ui, { wrapper: Providers, ...options }) };
}
