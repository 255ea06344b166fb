/** Where the browser keeps the session and the theme between visits (localStorage; the theme in a cookie too). */
export const storageKeys = {
  session: 'auth-storage',
  isTenant: 'isTenant',
  theme: 'theme',
} as const;
