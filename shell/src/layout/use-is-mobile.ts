import { useSyncExternalStore } from 'react';
import { lightTheme } from 'shared-ui';

/** Below the mobile breakpoint (768 px) the sidebar becomes a drawer. */
export const mobileMediaQuery = `not all and (min-width: ${lightTheme.breakpoint.mobile})`;

function subscribe(onChange: () => void) {
  const query = window.matchMedia(mobileMediaQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isMobileNow = () => window.matchMedia(mobileMediaQuery).matches;

/**
 * Whether the window is narrower than the mobile breakpoint, kept up to date on resize; null where
 * there is no window (the frame rendered on the server), so that both ways are drawn for its CSS to
 * pick one.
 */
export function useIsMobile(): boolean | null {
  return useSyncExternalStore(subscribe, isMobileNow, () => null);
}
