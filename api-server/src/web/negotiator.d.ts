// negotiator 1.x's own API as used here; its DefinitelyTyped package still describes 0.6, without
// the `preferred` order.
declare module 'negotiator' {
  import type { IncomingMessage } from 'node:http';

  export default class Negotiator {
    constructor(request: IncomingMessage);
    /** The best of `available` the request's Accept-Encoding allows, ties broken by `preferred`. */
    encoding(available: string[], options?: { preferred?: string[] }): string | undefined;
    /** The request's Accept-Language tags, most preferred first (`*` without the header). */
    languages(): string[];
  }
}
