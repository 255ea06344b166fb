import {
  provideRenderLocale,
  provideRenderTimeZone,
  timeZoneCookie,
} from 'shared-api/contract/locale';
import { storedRole } from 'shared-api/stored-role';
import { remotePages } from './remotes/remote-registry';
import { routeTable } from './routes/route-table';
import { dehydratedState, renderedLocale, renderedTimeZone } from './ssr/dehydrated-state';
import { pageHydratedEvent } from './ssr/early-actions';

// A page the server rendered (SSR) shows links and buttons before React handles them: what is
// clicked meanwhile waits for hydration rather than loading the page again. The shell's small first
// script does that (`early-actions-entry.ts`), ahead of this one.
const rendered = dehydratedState();
// Its amounts and dates are written in the locale the server chose from the browser's languages:
// the browser chooses the same, and keeps the server's choice should they differ.
const locale = rendered && renderedLocale();
if (locale) provideRenderLocale(() => locale);
// Its times of day in the time zone the browser wrote in its cookie when it last came (UTC on a
// first visit): kept for this page's life, and the cookie tells the server this browser's zone.
const timeZone = rendered && renderedTimeZone();
if (timeZone) provideRenderTimeZone(() => timeZone);

/**
 * The browser's time zone (an IANA name). Temporal's answer costs nothing; Intl's first use starts
 * the browser's date formatting (ICU), 0.17 to 0.25 s of a slow phone's main thread (Lighthouse's
 * 4x CPU), for browsers without Temporal.
 */
function browserTimeZone(): string {
  const { Temporal } = globalThis as { Temporal?: { Now: { timeZoneId(): string } } };
  return Temporal?.Now.timeZoneId() ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
}
// Written once the page is the app's: only the server's next render reads it. Read before the
// page was hydrated through Intl, it cost a sign-in (which shows no date) 0.2 s of its hydration.
// In a task of its own: the hydrated page's event also replays the press held meanwhile, whose
// request then leaves before a browser without Temporal sets its date formatting up.
document.addEventListener(
  pageHydratedEvent,
  () =>
    setTimeout(() => {
      document.cookie = `${timeZoneCookie}=${encodeURIComponent(browserTimeZone())}; path=/; max-age=31536000; samesite=lax`;
    }),
  { once: true },
);

/** Whether `path` (such as `/tenants/:id`) is this address. */
const isHere = ({ path }: { path: string }) =>
  new RegExp(`^${path.replace(/:[^/]+/g, '[^/]+')}/?$`).test(window.location.pathname);

const page = routeTable.find(isHere);
// A page both roles have comes from the signed-in role's remote: the one the server rendered it
// for, or the one the browser keeps.
const role = rendered?.session?.role ?? storedRole();
const remote = typeof page?.remote === 'string' ? page.remote : role && page?.remote[role];

// What the first screen shows starts loading now, beside the shared libraries, rather than one
// piece after another as the app renders: the page's remote and then the page's own code (federation
// then adds one round trip to the first screen instead of three in a row), and the frame around the
// signed-in pages. A page the server rendered is hydrated once they are there. A failure here is
// shown by the page's own load a moment later, with its retry panel.
const pageReady: Promise<unknown> = remote
  ? remotePages(remote)
      .then((pages) => pages.find(isHere)?.Component.preload?.())
      .catch(() => {})
  : Promise.resolve();
// The same chunk as the router's own import of the frame: by name, since the two sit in different
// chunks and would otherwise each get a copy.
if (page?.layout === 'main')
  import(/* webpackChunkName: "main-layout" */ './layout/main-layout').catch(() => {});

void import(/* webpackChunkName: "bootstrap" */ './bootstrap').then(({ start }) =>
  start(pageReady),
);
