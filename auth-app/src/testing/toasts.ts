import { waitFor } from '@testing-library/react';

/** The toast saying `text`, once it appears; its `data-type` tells success, warning or error. */
export function findToast(text: string): Promise<Element> {
  return waitFor(() => {
    const toast = Array.from(document.querySelectorAll('[data-sonner-toast]')).find((shown) =>
      shown.textContent?.includes(text),
    );
    if (!toast) throw new Error(`No toast says "${text}"`);
    return toast;
  });
}

/** Resolves once no toast says `text` (a dismissed toast leaves after its closing animation). */
export function noToastSays(text: string): Promise<void> {
  return waitFor(() => {
    const shown = Array.from(document.querySelectorAll('[data-sonner-toast]')).some(
      (toast) => toast.textContent?.includes(text) && toast.getAttribute('data-removed') !== 'true',
    );
    if (shown) throw new Error(`A toast still says "${text}"`);
  });
}
