import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { makeStore, signOut, type RootState } from 'shared-api';
import { toast, Toaster } from 'shared-ui';
import { renderWithProviders } from 'shared-ui/testing';

function Landed() {
  const { pathname } = useLocation();
  return <p>{`Landed on ${pathname}`}</p>;
}

interface ScreenOptions {
  /** The screen's route pattern, e.g. "/reset-password". */
  path: string;
  /** The address opened; the path itself by default. */
  route?: string;
  preloadedState?: Partial<RootState>;
}

/**
 * Renders an auth screen at its path with the toasts; any page it moves to shows
 * "Landed on <path>".
 */
export function renderScreen(
  screen: ReactElement,
  { path, route = path, preloadedState }: ScreenOptions,
) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path={path} element={screen} />
        <Route path="*" element={<Landed />} />
      </Routes>
      <Toaster />
    </>,
    { route, preloadedState },
  );
}

/** Closes every toast and forgets what a test kept in the browser: tokens, invitation, user. */
export function forgetBrowserState() {
  act(() => {
    toast.dismiss();
  });
  makeStore().dispatch(signOut());
  localStorage.clear();
}

export const signedInOwner = (user: Partial<NonNullable<RootState['session']['user']>> = {}) => ({
  session: {
    role: 'owner' as const,
    user: {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: null,
      emailVerified: false,
      ...user,
    },
  },
});
