import { createContext } from 'react';

/**
 * True while a page is drawn at build time, to be shown before any of its code has arrived (a
 * remote's prerendered first paint). What it draws then cannot act: a button is drawn disabled, so
 * that pressing it, or Enter in a form, does not submit the form's fields in the page's address.
 */
export const Prerendering = createContext(false);
