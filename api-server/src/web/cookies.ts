/**
 * The value of the cookie `name` in a request's Cookie header, as sent (not URI-decoded); undefined
 * when the browser sent none of that name.
 */
export function cookieValue(cookieHeader: string | undefined, name: string): string | undefined {
  for (const pair of (cookieHeader ?? '').split(';')) {
    const equals = pair.indexOf('=');
    if (equals >= 0 && pair.slice(0, equals).trim() === name) return pair.slice(equals + 1).trim();
  }
  return undefined;
}
