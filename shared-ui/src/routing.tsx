import type { History, Transition } from 'history';
import {
  createContext,
  useContext,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router-dom';

/** A page a remote exposes: the shell mounts it at `path` inside its own providers. */
export interface PageRoute {
  path: string;
  /**
   * A `deferred` page brings `preload`, which the shell awaits before hydrating when the page is
   * the first one.
   */
  Component: ComponentType & { preload?: () => Promise<void> | void };
  /**
   * Rendered on the server (SSR) in the shell's page, for the signed-in visitor with their data on
   * a portal's page, so it shows before any script has run; the browser then hydrates it.
   */
  ssr?: boolean;
  /**
   * The name of the page's code-split part (its `webpackChunkName`): the server has the browser
   * preload its files with a page it rendered, so that hydration does not wait a round trip more.
   */
  chunk?: string;
}

const HistoryContext = createContext<History | null>(null);

/**
 * The app's router, over a history the app holds (`createBrowserHistory` from `history`), so a page
 * can hold a navigation back (`useLeaveBlocker`) without the router's larger data-router build.
 */
export function AppRouter({ history, children }: { history: History; children: ReactNode }) {
  return (
    <HistoryContext.Provider value={history}>
      {/* Made for the `history` package's object; react-router's own type adds two fields
          (createURL, encodeLocation) that it checks for before use. */}
      <HistoryRouter history={history as never}>{children}</HistoryRouter>
    </HistoryContext.Provider>
  );
}

export interface LeaveBlocker {
  /** A navigation to another page is waiting for `proceed` or `reset`. */
  blocked: boolean;
  proceed: () => void;
  reset: () => void;
}

/**
 * While `when` holds, a navigation to another page (a link, the back button, a redirect) waits for
 * `proceed` or is dropped by `reset`; closing or reloading the tab asks the browser's own question.
 * Moves within the same page go through.
 */
export function useLeaveBlocker(when: boolean): LeaveBlocker {
  const history = useContext(HistoryContext);
  if (!history) throw new Error('useLeaveBlocker needs an AppRouter');
  const [pending, setPending] = useState<Transition | null>(null);
  const unblock = useRef(() => {});

  useEffect(() => {
    if (!when) return;
    const page = history.location.pathname;
    const block = () => {
      unblock.current = history.block((transition) => {
        if (transition.location.pathname !== page) return setPending(transition);
        // The same page: let it through, then hold the next one again once it has landed.
        unblock.current();
        const landed = history.listen(() => {
          landed();
          block();
        });
        transition.retry();
      });
    };
    block();
    return () => unblock.current();
  }, [history, when]);

  return {
    blocked: pending !== null,
    proceed: () => {
      unblock.current();
      pending?.retry();
      setPending(null);
    },
    reset: () => setPending(null),
  };
}
