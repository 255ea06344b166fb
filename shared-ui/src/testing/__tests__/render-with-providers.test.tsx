import { screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { makeStore, selectThemeMode, themeToggled } from 'shared-api';
import { useTheme } from 'styled-components';
import { renderWithProviders } from '../render-with-providers';

function Where() {
  const { pathname } = useLocation();
  const theme = useTheme();
  return <p>{`${pathname} in ${theme.mode}`}</p>;
}

const darkState = { ui: { ...makeStore().getState().ui, theme: 'dark' as const } };

afterEach(() => document.documentElement.classList.remove('dark'));

test('starts the router at the given route inside the theme', () => {
  renderWithProviders(<Where />, { route: '/properties/add-property' });

  expect(screen.getByText('/properties/add-property in light')).toBeInTheDocument();
});

test('builds the store from the preloaded state and returns it', () => {
  const { store } = renderWithProviders(<Where />, { preloadedState: darkState });

  expect(selectThemeMode(store.getState())).toBe('dark');
  expect(screen.getByText('/ in dark')).toBeInTheDocument();
});

test('uses a store the test passes in', () => {
  const store = makeStore();
  store.dispatch(themeToggled());

  const result = renderWithProviders(<Where />, { store });

  expect(result.store).toBe(store);
  expect(screen.getByText('/ in dark')).toBeInTheDocument();
});
