/** The locale amounts and dates are written in when none of the viewer's languages is supported. */
export const fallbackLocale = 'en-US';

/**
 * The first of the viewer's language tags (most preferred first) that `Intl` formats in, as `Intl`
 * names it; `fallbackLocale` when there is none. The browser resolves `navigator.languages` with it,
 * the server (SSR) the request's `Accept-Language`, which the browser writes from the same list:
 * both render the same text, so hydration finds what the server wrote.
 */
export function supportedLocale(tags: readonly string[]): string {
  for (const tag of tags) {
    try {
      const [supported] = Intl.NumberFormat.supportedLocalesOf(tag);
      if (supported) return supported;
    } catch {
      // Not a language tag (`*`, a typo): the next one.
    }
  }
  return fallbackLocale;
}

/**
 * Where the locale of the page being rendered comes from, on the server: one render per request,
 * several at once, so the shell's SSR module gives it per render (AsyncLocalStorage). Kept on
 * `globalThis` under a registered symbol, since each app's build may hold its own copy of this
 * module.
 */
const renderLocaleKey = Symbol.for('homestead.render-locale');

type LocaleSource = () => string | undefined;

/** Has `viewerLocale` answer `source`'s locale while it gives one (the server's SSR module). */
export function provideRenderLocale(source: LocaleSource): void {
  (globalThis as { [renderLocaleKey]?: LocaleSource })[renderLocaleKey] = source;
}

let browserLocale: string | undefined;

/**
 * The locale every screen writes amounts and dates in: during a server render, the request's
 * (`provideRenderLocale`); in the browser, the first of the browser's languages `Intl` supports.
 */
export function viewerLocale(): string {
  const rendering = (globalThis as { [renderLocaleKey]?: LocaleSource })[renderLocaleKey]?.();
  if (rendering) return rendering;
  // Typed here rather than from the DOM's types: the contract is built for Node too.
  const browser = (
    globalThis as { navigator?: { language?: string; languages?: readonly string[] } }
  ).navigator;
  if (!browser?.language) return fallbackLocale;
  browserLocale ??= supportedLocale(
    browser.languages?.length ? browser.languages : [browser.language],
  );
  return browserLocale;
}

/** The cookie the browser writes its time zone in, for the server to render times of day in it. */
export const timeZoneCookie = 'time-zone';

/** The time zone a page rendered on the server writes times of day in when the browser's is not known. */
export const fallbackTimeZone = 'UTC';

/** `name` as `Intl` names the time zone (`Europe/Berlin`), or null when `Intl` knows no such zone. */
export function supportedTimeZone(name: string | null | undefined): string | null {
  if (!name) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

const renderTimeZoneKey = Symbol.for('homestead.render-time-zone');

type TimeZoneSource = () => string | undefined;

/**
 * Has `viewerTimeZone` answer `source`'s zone while it gives one: the server's SSR module, per
 * render, and the browser on a page the server rendered, with the zone the server wrote it in.
 */
export function provideRenderTimeZone(source: TimeZoneSource): void {
  (globalThis as { [renderTimeZoneKey]?: TimeZoneSource })[renderTimeZoneKey] = source;
}

/**
 * The time zone every screen writes times of day in (`timeZone` of `Intl.DateTimeFormat`): during
 * a server render, the one the browser keeps in its cookie (or UTC), and in the browser, on a page
 * the server rendered, the same one, so that hydration finds the text the server wrote; otherwise
 * undefined, which is the browser's own zone.
 */
export function viewerTimeZone(): string | undefined {
  return (globalThis as { [renderTimeZoneKey]?: TimeZoneSource })[renderTimeZoneKey]?.();
}
