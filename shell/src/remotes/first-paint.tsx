import { useLayoutEffect } from 'react';

/**
 * `value` put in the app's field as if typed there: through the element's own setter and an
 * `input` event, so the app's handlers see it (a search field filters, a form keeps it), where
 * setting `value` alone would go unnoticed by React.
 */
function typeInto(field: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * The page as the server sent it drawn (`#first-paint`: a sign-in drawn at build time, or a
 * signed-in page drawn with the visitor's data, shown while the app draws behind it in a hidden
 * `#root`) gives way to the app's own drawing, in one frame: what the visitor typed meanwhile, and
 * the field they were in, move across.
 */
export function handOverFirstPaint() {
  const drawing = document.getElementById('first-paint');
  const root = document.getElementById('root');
  if (!drawing || !root) return;
  const typedIn = document.activeElement;
  let focusTo: { field: HTMLInputElement; from: HTMLInputElement } | null = null;
  for (const from of drawing.querySelectorAll<HTMLInputElement>('input[name]')) {
    const field = root.querySelector<HTMLInputElement>(`input[name="${CSS.escape(from.name)}"]`);
    if (!field) continue;
    if (from.value !== from.defaultValue) typeInto(field, from.value);
    if (from === typedIn) focusTo = { field, from };
  }
  // The app's drawing shows once the server's is gone (index.html's styles): only then can it take
  // the focus.
  drawing.remove();
  if (!focusTo) return;
  focusTo.field.focus();
  // An e-mail field has no selection to carry (its selectionStart is null).
  const { selectionStart, selectionEnd } = focusTo.from;
  if (selectionStart !== null) focusTo.field.setSelectionRange(selectionStart, selectionEnd);
}

/** How long the server's drawing waits at most for the app's page to have its data. */
export const longestWaitMs = 10_000;

/**
 * Hands over once the app's page is drawn whole: at once, or when nothing in `#root` is busy any
 * more (`aria-busy`, as a page shows its reads under way). A signed-in page drawn by the server
 * shows the visitor's data, which the app's page reads again: drawn before its answers, it would
 * put placeholders where the data was.
 */
function handOverWhenDrawn(): (() => void) | undefined {
  const root = document.getElementById('root');
  const isBusy = () => root?.querySelector('[aria-busy="true"]') != null;
  if (!document.getElementById('first-paint') || !isBusy()) {
    handOverFirstPaint();
    return undefined;
  }
  const stopWaiting = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  const handOver = () => {
    stopWaiting();
    handOverFirstPaint();
  };
  // Called before the browser paints the change that made the page whole.
  const observer = new MutationObserver(() => {
    if (!isBusy()) handOver();
  });
  observer.observe(root!, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['aria-busy'],
  });
  const timer = setTimeout(handOver, longestWaitMs);
  return stopWaiting;
}

/** Drawn with a remote's page (or its retry panel): the server's drawing gives way to it. */
export function FirstPaintHandOver() {
  useLayoutEffect(handOverWhenDrawn, []);
  return null;
}
