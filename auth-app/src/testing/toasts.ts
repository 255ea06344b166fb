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
