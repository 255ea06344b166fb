import { useLayoutEffect } from 'react';

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * What tells a field apart on a page, the same in the server's drawing and in the app's: its name,
 * or else its label (the ids React gives fields differ between the two drawings). A radio button by
 * its value too.
 */
function fieldKey(field: Field): string | null {
  const label =
    field.name || field.getAttribute('aria-label') || field.labels?.[0]?.textContent?.trim();
  if (!label) return null;
  const value = field.type === 'radio' ? field.value : '';
  return `${field.tagName} ${field.type} ${label} ${value}`;
}

/**
 * `value` put in the app's field as if typed there: through the element's own setter and an
 * `input` event, so the app's handlers see it (a search field filters, a form keeps it), where
 * setting `value` alone would go unnoticed by React.
 */
function typeInto(field: HTMLInputElement | HTMLTextAreaElement, value: string) {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')!.set!.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

const changed = (field: Field) => field.dispatchEvent(new Event('change', { bubbles: true }));

const isBox = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

/**
 * What the visitor did to the server's drawing of a field (`from`) done to the app's (`to`, a
 * field of the same tag and type: they have the same key). Answers how to tell that the app shows
 * it, or null when there was nothing to carry.
 */
function carryOver(from: Field, to: Field): (() => boolean) | null {
  if (from instanceof HTMLSelectElement) {
    if (![...from.options].some((option) => option.selected !== option.defaultSelected))
      return null;
    to.value = from.value;
    changed(to);
    return () => to.value === from.value;
  }
  if (isBox(from)) {
    // A click, as the visitor's own: it ticks the box and the app hears of it.
    const box = to as HTMLInputElement;
    if (from.checked === from.defaultChecked || box.checked === from.checked) return null;
    box.click();
    return () => box.checked === from.checked;
  }
  if (from instanceof HTMLInputElement && from.type === 'file') {
    if (!from.files?.length) return null;
    (to as HTMLInputElement).files = from.files;
    changed(to);
    // A chosen file is not shown in the field.
    return () => true;
  }
  if (from.value === from.defaultValue) return null;
  typeInto(to as HTMLInputElement | HTMLTextAreaElement, from.value);
  return () => to.value === from.value;
}

/** How long the hand-over waits at most for the app to show a field it was given. */
const longestFieldWaitMs = 1_000;

/** Resolves once `shown` holds, or after `longestFieldWaitMs`. */
async function until(shown: () => boolean) {
  const started = performance.now();
  while (!shown() && performance.now() - started < longestFieldWaitMs) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * The page as the server sent it drawn (`#first-paint`: a sign-in drawn at build time, or a
 * signed-in page drawn with the visitor's data, shown while the app draws behind it in a hidden
 * `#root`) gives way to the app's own drawing: what the visitor typed, chose or ticked meanwhile,
 * and the field they were in, move across first.
 */
export async function handOverFirstPaint() {
  const drawing = document.getElementById('first-paint');
  const root = document.getElementById('root');
  if (!drawing || !root || drawing.hasAttribute('data-handing-over')) return;
  drawing.setAttribute('data-handing-over', '');
  const typedIn = document.activeElement;
  // The app's fields by key in the page's order: the drawing's nth field of a key is the app's nth.
  const appFields = new Map<string, Field[]>();
  for (const field of root.querySelectorAll<Field>('input, select, textarea')) {
    const key = fieldKey(field);
    if (key) appFields.set(key, [...(appFields.get(key) ?? []), field]);
  }
  let focusTo: { field: Field; from: Field } | null = null;
  for (const from of drawing.querySelectorAll<Field>('input, select, textarea')) {
    const key = fieldKey(from);
    const field = key ? appFields.get(key)?.shift() : undefined;
    if (!field) continue;
    if (from === typedIn) focusTo = { field, from };
    // A field at a time, each once the app shows it: an app may work out a change from what the
    // last one left (a filter's change from the address's search parameters, which the router
    // updates in a transition). The drawing stays in front meanwhile.
    const shown = carryOver(from, field);
    if (shown) await until(shown);
  }
  // The app's drawing shows once the server's is gone (index.html's styles): only then can it take
  // the focus.
  drawing.remove();
  if (!focusTo) return;
  const { field, from } = focusTo;
  field.focus();
  // Only text has a selection to carry (an e-mail field's, a select's and a box's are none).
  if (
    !(from instanceof HTMLSelectElement) &&
    !(field instanceof HTMLSelectElement) &&
    typeof from.selectionStart === 'number' &&
    typeof field.selectionStart === 'number'
  )
    field.setSelectionRange(from.selectionStart, from.selectionEnd);
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
    void handOverFirstPaint();
    return undefined;
  }
  const stopWaiting = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  const handOver = () => {
    stopWaiting();
    void handOverFirstPaint();
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
