// The shell's first script on every page (`early-actions.js`, built apart from the app, without the
// federation runtime, and loaded `async`): on a page the server rendered (SSR), it holds what is
// clicked, sent or typed until the app has hydrated the page, then does it again. Small, so that
// it runs about when the page shows, rather than once the app's own first script has arrived
// beside the libraries the page preloads.
import { stateElementId } from './ssr/dehydrated-state';
import { holdEarlyActions } from './ssr/early-actions';

/** Whether the page was rendered on the server and is not the app's yet. */
function rendered() {
  if (document.documentElement.hasAttribute('data-app-ready')) return false;
  // Still being parsed (it is sent whole, so this is rare): the app's scripts (`defer`) have not
  // run, so markup in the root is the server's.
  if (document.readyState === 'loading')
    return document.getElementById('root')?.hasChildNodes() ?? false;
  return document.getElementById(stateElementId) !== null;
}

if (rendered()) holdEarlyActions();
