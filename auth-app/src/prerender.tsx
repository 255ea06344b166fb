import { createMemoryHistory } from 'history';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { makeStore, type ThemeMode } from 'shared-api/session';
import { AppRouter, Prerendering, ThemeRoot, type PageRoute } from 'shared-ui/first-screen';
import { stylesOf } from 'shared-ui/server-drawing';
import { ServerStyleSheet } from 'styled-components';
import { routes } from './routes';

const themes: ThemeMode[] = ['light', 'dark'];

/** A prerendered page's drawing in each theme, as the server inserts it into the shell's page. */
export interface PrerenderedPage {
  path: string;
  themes: Record<ThemeMode, string>;
}

/**
 * The page drawn as the shell would draw it signed out, in one theme: its styles and its markup in
 * one `#first-paint` element, which the shell's page shows until the app has drawn the page itself.
 */
function drawn(route: PageRoute, theme: ThemeMode): string {
  const store = makeStore({ ui: { theme, sidebarCollapsed: false, pendingRequests: 0 } });
  const history = createMemoryHistory({ initialEntries: [route.path] });
  const sheet = new ServerStyleSheet();
  try {
    const markup = renderToString(
      sheet.collectStyles(
        <Provider store={store}>
          <ThemeRoot>
            <AppRouter history={history}>
              <Prerendering value>
                <route.Component />
              </Prerendering>
            </AppRouter>
          </ThemeRoot>
        </Provider>,
      ),
    );
    return `<div id="first-paint"><style>${stylesOf(sheet)}</style>${markup}</div>`;
  } finally {
    sheet.seal();
  }
}

/** Every page of this remote marked `prerender`, drawn in each theme. */
export function prerenderedPages(): PrerenderedPage[] {
  return routes
    .filter((route) => route.prerender)
    .map((route) => ({
      path: route.path,
      themes: Object.fromEntries(themes.map((theme) => [theme, drawn(route, theme)])) as Record<
        ThemeMode,
        string
      >,
    }));
}
