import { createMemoryHistory } from 'history';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { Provider } from 'react-redux';
import { matchPath, Route, Routes } from 'react-router-dom';
import {
  anyQueryFailed,
  makeServerStore,
  queriesOf,
  releaseServerStore,
  settleQueries,
  signInServerStore,
} from 'shared-api/server-drawing';
import type { AppStore, SessionRole, ThemeMode } from 'shared-api/session';
import { ServerStyleSheet } from 'styled-components';
import { Prerendering } from './prerendering';
import { AppRouter, type PageRoute } from './routing';
import { ThemeRoot } from './theme/theme-root';

/** A page drawn on the server: the styles it uses and its markup. */
export interface Drawing {
  css: string;
  markup: string;
}

/** Drawn at most this many times, while its queries bring answers that start others. */
const maxPasses = 4;

async function textOf(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += String(chunk);
  return text;
}

/**
 * The styles without styled-components' marks (its `data-styled` elements and rules), which would
 * have its browser build take them over as its own.
 */
export const stylesOf = (sheet: ServerStyleSheet) =>
  [...sheet.getStyleTags().matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)]
    .flatMap(([, rules]) => rules!.split('/*!sc*/\n'))
    .filter((rule) => !rule.startsWith('data-styled.'))
    .join('');

/**
 * `content` drawn at `url` as the app would draw it, inside the app's providers and marked
 * `Prerendering` (nothing on it acts until the app has drawn it itself): once its code-split parts
 * have loaded and the queries it starts have their answers, drawn again with those. Null when a
 * query failed, or when answers still start queries after the last pass: no page is sent drawn
 * with a failure or half loaded.
 */
async function drawnWithAnswers(
  store: AppStore,
  url: string,
  content: ReactNode,
): Promise<Drawing | null> {
  for (let pass = 1; ; pass += 1) {
    const sheet = new ServerStyleSheet();
    const queriesBefore = queriesOf(store);
    try {
      const { prelude } = await prerenderToNodeStream(
        sheet.collectStyles(
          <Provider store={store}>
            <ThemeRoot>
              <AppRouter history={createMemoryHistory({ initialEntries: [url] })}>
                <Prerendering value>{content}</Prerendering>
              </AppRouter>
            </ThemeRoot>
          </Provider>,
        ),
      );
      const markup = await textOf(prelude);
      await settleQueries(store);
      if (anyQueryFailed(store)) return null;
      // Drawn with every answer there is: no query started (or answered) while it was drawn.
      if (queriesOf(store) === queriesBefore) return { css: stylesOf(sheet), markup };
      if (pass === maxPasses) return null;
    } finally {
      sheet.seal();
    }
  }
}

/** A signed-in page the server is asked for, to draw ahead of its scripts. */
export interface PageRequest {
  /** The page's path and query. */
  url: string;
  theme: ThemeMode;
  /** Whether the visitor keeps the wide screens' sidebar folded (their `sidebar` cookie). */
  sidebarCollapsed: boolean;
  /** The visitor's browser, as their User-Agent header names it (a Mac's shortcuts differ). */
  userAgent: string;
  /** The server's way to the API, with the visitor's token (see `makeServerStore`). */
  serverFetch: typeof fetch;
}

/**
 * `content` drawn at the request's address for the signed-in visitor of `role`, with their data;
 * null when their token is not good, or as `drawnWithAnswers` says.
 */
export async function drawSignedIn(
  role: SessionRole,
  { url, theme, sidebarCollapsed, serverFetch }: PageRequest,
  content: ReactNode,
): Promise<Drawing | null> {
  const store = makeServerStore({ theme, sidebarCollapsed, serverFetch });
  try {
    if (!(await signInServerStore(store, role))) return null;
    return await drawnWithAnswers(store, url, content);
  } finally {
    releaseServerStore(store);
  }
}

/**
 * A remote's page at the request's address, drawn with the signed-in visitor's data, when it is one
 * of `routes` marked `prerender`; null for any other page, or as `drawSignedIn` says.
 */
export async function drawRoutePage(
  routes: PageRoute[],
  role: SessionRole,
  request: PageRequest,
): Promise<Drawing | null> {
  const { pathname } = new URL(request.url, 'http://localhost');
  const route = routes.find(
    (candidate) => candidate.prerender && matchPath(candidate.path, pathname),
  );
  if (!route) return null;
  return drawSignedIn(
    role,
    request,
    <Routes>
      <Route path={route.path} element={<route.Component />} />
    </Routes>,
  );
}
