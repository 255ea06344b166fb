// Built for Node with the shell (`ssr` in webpack.factory.js, `dist/server/ssr.js`): the server
// renders a page with it (SSR), the same tree the browser then hydrates (bootstrap.tsx), with the
// page's remote's routes from that remote's own Node build, which takes its libraries from here.
import { AsyncLocalStorage } from 'node:async_hooks';
import { createMemoryHistory } from 'history';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { matchPath } from 'react-router-dom';
import {
  provideRenderLocale,
  provideRenderTimeZone,
  supportedLocale,
} from 'shared-api/contract/locale';
import type { DehydratedState, SessionRole, ThemeMode } from 'shared-api/session';
import {
  anyQueryFailed,
  dehydrate,
  makeServerStore,
  queriesOf,
  releaseServerStore,
  settleQueries,
  signInServerStore,
} from 'shared-api/ssr';
import { noteDeferredParts, type PageRoute } from 'shared-ui/first-screen';
import { ServerStyleSheet } from 'styled-components';
import { App } from './app';
import { ShortcutHint, shortcutHintFor } from './layout/search-field';
import { ServerRemotePages } from './remotes/remote-page';
import { remoteFor, routeTable, type RemoteName } from './routes/route-table';

/**
 * The libraries a remote's Node build leaves to the host (`SSR_SHARED` in webpack.factory.js):
 * the server hands these to it as it loads it, so the page is one tree with one React, one
 * styled-components, one store and one router, as federation's singletons make it in the browser.
 */
/* eslint-disable @typescript-eslint/no-require-imports -- each library whole, as a remote asks for it */
export const shared: Record<string, unknown> = {
  react: require('react'),
  'react-dom': require('react-dom'),
  'react/jsx-runtime': require('react/jsx-runtime'),
  'react-redux': require('react-redux'),
  'styled-components': require('styled-components'),
  'shared-ui': require('shared-ui'),
  'shared-ui/first-screen': require('shared-ui/first-screen'),
  'shared-features': require('shared-features'),
  'shared-api': require('shared-api'),
  'shared-api/session': require('shared-api/session'),
  'react-router': require('react-router'),
  'react-router-dom': require('react-router-dom'),
  '@reduxjs/toolkit': require('@reduxjs/toolkit'),
  sonner: require('sonner'),
};
/* eslint-enable @typescript-eslint/no-require-imports */

/** A page the server is asked for, to render before its scripts arrive. */
export interface SsrRequest {
  /** The page's path and query. */
  url: string;
  /** The routes of the remote the route table names for this page, from its Node build. */
  remote: { name: RemoteName; routes: PageRoute[] };
  /** The role whose token the request carries (its cookie), or null signed out. */
  role: SessionRole | null;
  /** The visitor's display choices, from their cookies. */
  theme: ThemeMode;
  sidebarCollapsed: boolean;
  /** The visitor's browser, as their User-Agent header names it (a Mac's shortcuts differ). */
  userAgent: string;
  /** The visitor's languages, most preferred first (the request's Accept-Language). */
  languages: string[];
  /** The time zone the visitor's browser keeps in its cookie (UTC without one): times of day are written in it. */
  timeZone: string;
  /** The server's way to its API, with the visitor's token when they have one. */
  serverFetch: typeof fetch;
  /** Aborted when the render has taken its budget: the render stops and the page goes without. */
  signal: AbortSignal;
}

/** A page rendered on the server: `#root`'s markup, its styles' tags and the store's state. */
export interface SsrPage {
  html: string;
  styleTags: string;
  state: DehydratedState;
  /** The locale the page's amounts and dates are written in, which hydration must keep. */
  locale: string;
  /** The time zone its times of day are written in, which hydration must keep. */
  timeZone: string;
  /** The page's code-split part in its remote's browser build (`PageRoute.chunk`), to preload. */
  chunk: string | null;
  /** The named deferred parts the page drew (`deferred`'s chunk names), whose code to preload too. */
  parts: string[];
}

/**
 * The locale of the render under way: several pages render at once, each in its visitor's locale,
 * so every formatter (`viewerLocale`) reads it from the render's own async context.
 */
const renderLocale = new AsyncLocalStorage<string>();
provideRenderLocale(() => renderLocale.getStore());
/** The time zone of the render under way, as the locale. */
const renderTimeZone = new AsyncLocalStorage<string>();
provideRenderTimeZone(() => renderTimeZone.getStore());
/** The named deferred parts the render under way has drawn. */
const renderParts = new AsyncLocalStorage<Set<string>>();
noteDeferredParts((name) => renderParts.getStore()?.add(name));

/** Rendered at most this many times, while its queries bring answers that start others. */
const maxPasses = 4;

async function textOf(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += String(chunk);
  return text;
}

/** Rejects once `signal` is aborted. */
const abortion = (signal: AbortSignal) =>
  new Promise<never>((_resolve, reject) => {
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });

/**
 * The page at `request.url` as the browser's app renders it, with the store's queries answered:
 * rendered once for its queries to start (RTK Query starts them as it renders on the server), then
 * again with their answers until no render starts another. Null when the page is not one the
 * server renders (a page not marked `ssr`, a signed-in page without a good token for its role),
 * when a query or the render failed, or when answers still start queries after the last pass.
 * Rejects when `request.signal` is aborted.
 */
export function renderPage(request: SsrRequest): Promise<SsrPage | null> {
  // The first of the visitor's languages that `Intl` supports: as the browser picks its own.
  const locale = supportedLocale(request.languages ?? []);
  return renderLocale.run(locale, () =>
    renderTimeZone.run(request.timeZone, () =>
      renderParts.run(new Set(), () => renderIn(locale, request)),
    ),
  );
}

async function renderIn(locale: string, request: SsrRequest): Promise<SsrPage | null> {
  const { url, remote, role, signal } = request;
  const pathname = new URL(url, 'http://localhost').pathname;
  // Matched as the browser's router matches it, so the server renders the page the browser would.
  const route = routeTable.find((candidate) => matchPath(candidate.path, pathname));
  if (!route || remoteFor(route, role ?? 'owner') !== remote.name) return null;
  const page = remote.routes.find((candidate) => candidate.path === route.path);
  if (!page?.ssr) return null;
  const signedIn = route.layout === 'main';
  if (signedIn && (!role || (route.access !== 'member' && route.access !== role))) return null;

  const store = makeServerStore({
    ui: { theme: request.theme, sidebarCollapsed: request.sidebarCollapsed },
    serverFetch: request.serverFetch,
  });
  const aborted = abortion(signal);
  aborted.catch(() => {});
  try {
    if (signedIn && !(await Promise.race([signInServerStore(store, role!), aborted]))) return null;
    for (let pass = 1; ; pass += 1) {
      const sheet = new ServerStyleSheet();
      const queriesBefore = queriesOf(store);
      let failed = false;
      try {
        const { prelude } = await prerenderToNodeStream(
          sheet.collectStyles(
            <ShortcutHint.Provider value={shortcutHintFor(request.userAgent)}>
              <ServerRemotePages.Provider value={{ [remote.name]: remote.routes }}>
                <StrictMode>
                  <App store={store} history={createMemoryHistory({ initialEntries: [url] })} />
                </StrictMode>
              </ServerRemotePages.Provider>
            </ShortcutHint.Provider>,
          ),
          {
            signal,
            // Every Suspense boundary in place, however large: one moved after the rest would
            // need React's inline script to move it back, which the CSP does not run.
            progressiveChunkSize: Number.POSITIVE_INFINITY,
            // A part that fails would be rendered by the browser instead: the page goes without SSR.
            onError: () => {
              failed = true;
            },
          },
        );
        const html = await Promise.race([textOf(prelude), aborted]);
        await Promise.race([settleQueries(store), aborted]);
        if (signal.aborted) throw signal.reason;
        if (failed || anyQueryFailed(store)) return null;
        // Rendered with every answer there is: no query started (or answered) while it rendered.
        if (queriesOf(store) === queriesBefore)
          return {
            html,
            styleTags: sheet.getStyleTags(),
            state: dehydrate(store, { withSession: signedIn }),
            locale,
            timeZone: request.timeZone,
            chunk: page.chunk ?? null,
            parts: [...(renderParts.getStore() ?? [])],
          };
        if (pass === maxPasses) return null;
      } finally {
        sheet.seal();
      }
    }
  } finally {
    releaseServerStore(store);
  }
}
