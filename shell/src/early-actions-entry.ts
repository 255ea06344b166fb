// The shell's first script on every page (`early-actions.js`, built apart from the app, without the
// federation runtime, and loaded `async`): on a page the server rendered (SSR), it holds what is
// clicked, sent or typed until the app has hydrated the page, then does it again. Small, so that
// it runs about when the page shows, rather than once the app's own first script has arrived
// beside the libraries the page preloads.
import { holdEarlyActions, renderedOnServer } from './ssr/early-actions';

// Not once the app has the page (this script came after it).
if (renderedOnServer() && !document.documentElement.hasAttribute('data-app-ready'))
  holdEarlyActions();
