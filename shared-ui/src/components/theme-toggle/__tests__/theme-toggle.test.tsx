import { screen } from '@testing-library/react';
import { makeStore, selectThemeMode } from 'shared-api';
import { renderWithProviders } from '../../../testing';
import { ThemeToggle } from '../theme-toggle';

const darkState = { ui: { ...makeStore().getState().ui, theme: 'dark' as const } };

afterEach(() => document.documentElement.classList.remove('dark'));

test('switches the page to the dark theme and back', async () => {
  const { user, store } = renderWithProviders(<ThemeToggle />);
  expect(document.documentElement).not.toHaveClass('dark');

  await user.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
  expect(document.documentElement).toHaveClass('dark');
  expect(selectThemeMode(store.getState())).toBe('dark');

  await user.click(screen.getByRole('button', { name: 'Switch to light theme' }));
  expect(document.documentElement).not.toHaveClass('dark');
});

test('starts from the theme kept in the store', () => {
  renderWithProviders(<ThemeToggle />, { preloadedState: darkState });

  expect(document.documentElement).toHaveClass('dark');
  expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeInTheDocument();
});
