/**
 * Where the browser keeps the session and the display choices between visits: localStorage, and
 * the theme and the sidebar's fold in cookies too, for the pages the server renders (SSR).
 */
export const storageKeys = {
  session: 'auth-storage',
  isTenant: 'isTenant',
  theme: 'theme',
  sidebar: 'sidebar',
} as const;
