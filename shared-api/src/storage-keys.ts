/** Where the browser keeps the session and the theme between visits (localStorage). */
export const storageKeys = {
  session: 'auth-storage',
  isTenant: 'isTenant',
  theme: 'theme',
} as const;
