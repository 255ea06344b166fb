import type { DehydratedState } from 'shared-api/session';

/** The element the server puts the store's state in, as JSON, when it rendered the page (SSR). */
export const stateElementId = 'ssr-state';

let read: DehydratedState | null | undefined;

/**
 * The store's state the server rendered the page with, from the page itself (a
 * `<script type="application/json">`, which the browser does not run); null for a page the server
 * sent without rendering it, or when the state cannot be read (the page is then rendered afresh).
 */
export function dehydratedState(): DehydratedState | null {
  if (read !== undefined) return read;
  const text = document.getElementById(stateElementId)?.textContent;
  try {
    read = text ? (JSON.parse(text) as DehydratedState) : null;
  } catch {
    read = null;
  }
  return read;
}

/**
 * The locale the server wrote the page's amounts and dates in (`data-locale` on the state's
 * element), from the request's Accept-Language: hydration keeps it, so the text is the same.
 */
export function renderedLocale(): string | null {
  return document.getElementById(stateElementId)?.dataset.locale || null;
}

/**
 * The time zone the server wrote the page's times of day in (`data-time-zone` on the state's
 * element), from the browser's cookie: hydration keeps it, so the text is the same.
 */
export function renderedTimeZone(): string | null {
  return document.getElementById(stateElementId)?.dataset.timeZone || null;
}
