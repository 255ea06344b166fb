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
