import { useLayoutEffect } from 'react';

/**
 * The page as the server sent it drawn (a remote's prerendered first paint, `#first-paint`, shown
 * while the app draws behind it in a hidden `#root`) gives way to the app's own drawing, in one
 * frame: what the visitor typed meanwhile, and the field they were in, move across.
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
    if (from.value !== from.defaultValue) field.value = from.value;
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

/** Drawn with a remote's page (or its retry panel): the server's drawing gives way to it. */
export function FirstPaintHandOver() {
  useLayoutEffect(handOverFirstPaint, []);
  return null;
}
