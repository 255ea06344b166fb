/**
 * Where the browser keeps the session and the theme between visits: localStorage, and the theme in
 * a cookie too, for the server.
 */
export const storageKeys = {
  session: 'auth-storage',
  isTenant: 'isTenant',
  theme: 'theme',
} as const;
