/**
 * Before hydration a page the server rendered shows links, buttons and fields that React does not
 * handle yet: a link would load the whole page again, a form's button would send its fields in the
 * page's address, and what is typed goes unheard by the app's handlers (React keeps the text in
 * the field, but a field whose value the app holds would put its own back on the next render). From
 * the shell's first script (`early-actions.js`, a few hundred bytes loaded `async` ahead of the
 * app's, so it runs about when the page shows) until the page is hydrated, such a click or
 * submission is held (its default prevented), and what was typed is noted; once React handles the
 * page, the input events are dispatched again, then the last click or submission. A form's first
 * focus or input also has the browser fetch what the page's server said it will need then.
 */

import { stateElementId } from './dehydrated-state';

type Held =
  | { kind: 'click'; target: HTMLElement }
  | { kind: 'submit'; form: HTMLFormElement; submitter: HTMLElement | null };

/** Whether the server rendered this page (SSR): its markup is in the root before the app's. */
export function renderedOnServer(): boolean {
  // Still being parsed (it is sent whole, so this is rare): the app's scripts (`defer`) have not
  // run, so markup in the root is the server's.
  if (document.readyState === 'loading')
    return document.getElementById('root')?.hasChildNodes() ?? false;
  return document.getElementById(stateElementId) !== null;
}

let held: Held | null = null;
let holding = false;
/** The text fields typed into meanwhile, each with what it held last. */
const typed = new Map<HTMLInputElement | HTMLTextAreaElement, string>();

/** A click that the browser would act on by itself: a link to a page of the site, or a button. */
function actionable(event: MouseEvent): HTMLElement | null {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return null;
  const target = event.target instanceof Element ? event.target : null;
  const link = target?.closest<HTMLAnchorElement>('a[href]');
  if (link) {
    const leavesTheSite =
      link.origin !== window.location.origin ||
      link.hasAttribute('download') ||
      (link.target !== '' && link.target !== '_self');
    return leavesTheSite ? null : link;
  }
  return target?.closest<HTMLElement>('button, input[type="submit"], input[type="image"]') ?? null;
}

/**
 * The id of the page's preloads for its first input (the server's `onFirstInput`): on a sign-in,
 * the API package, which "Sign in" needs.
 */
const inputPreloadsId = 'preload-on-input';

/** Adds the page's preloads for its first input to its head: the browser fetches them now. */
function preloadForInput() {
  const template = document.getElementById(inputPreloadsId);
  if (!(template instanceof HTMLTemplateElement)) return;
  template.remove();
  document.head.append(template.content);
}

const inForm = (target: EventTarget | null) =>
  target instanceof Element && target.closest('form') !== null;

function hold(event: Event) {
  if (event.type === 'focusin') {
    if (inForm(event.target)) preloadForInput();
    return;
  }
  if (event.type === 'input') {
    preloadForInput();
    const field = event.target;
    if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)
      typed.set(field, field.value);
    return;
  }
  if (event.type === 'submit') {
    event.preventDefault();
    held = {
      kind: 'submit',
      form: event.target as HTMLFormElement,
      submitter: (event as SubmitEvent).submitter,
    };
    return;
  }
  const target = actionable(event as MouseEvent);
  if (!target) return;
  event.preventDefault();
  held = { kind: 'click', target };
}

const events = ['click', 'submit', 'input', 'focusin'] as const;

/**
 * `value` typed into `field` once more, for React to hear: React notes what a field holds when it
 * hydrates it and dispatches `onChange` only for a change from that, so the field is first given
 * another value through React's own note (the element's `value`), then `value` past it (the
 * prototype's setter), and the input event follows.
 */
function inputAgain(field: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const prototypeValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value');
  field.value = value === '' ? ' ' : '';
  prototypeValue?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Dispatched on the document once the page is React's (`pageHydrated`): the holder, which runs in
 * a small script of its own ahead of the app's (`early-actions-entry.ts`), then does again what it
 * held.
 */
export const pageHydratedEvent = 'homestead:page-hydrated';

/** On the document element while the holder holds, in whichever script it runs. */
const holderMark = 'data-holding-early-actions';

/**
 * Starts holding clicks and submissions until the page is hydrated (`pageHydratedEvent`): called
 * first thing on a page the server rendered.
 */
export function holdEarlyActions(): void {
  if (holding) return;
  holding = true;
  document.documentElement.setAttribute(holderMark, '');
  document.addEventListener(pageHydratedEvent, replayEarlyActions, { once: true });
  // Typed into before this script ran: the field holds other than the server rendered.
  for (const field of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    'input, textarea',
  ))
    if (field.value !== field.defaultValue) typed.set(field, field.value);
  if (typed.size > 0 || inForm(document.activeElement)) preloadForInput();
  for (const type of events) document.addEventListener(type, hold, true);
}

/**
 * Stops holding: dispatches the input events again, then does the last held action again. Run
 * once the page is hydrated (`pageHydratedEvent`), when React's handlers have what was typed. A click
 * on a submit button both clicks and submits: done again as a click, it submits too.
 */
export function replayEarlyActions(): void {
  if (!holding) return;
  holding = false;
  document.removeEventListener(pageHydratedEvent, replayEarlyActions);
  for (const type of events) document.removeEventListener(type, hold, true);
  document.documentElement.removeAttribute(holderMark);
  for (const [field, value] of typed) if (field.isConnected) inputAgain(field, value);
  typed.clear();
  const action = held;
  held = null;
  if (!action) return;
  if (action.kind === 'click') {
    if (action.target.isConnected) action.target.click();
  } else if (action.form.isConnected) {
    action.form.requestSubmit(
      action.submitter instanceof HTMLButtonElement || action.submitter instanceof HTMLInputElement
        ? action.submitter
        : null,
    );
  }
}

let ready = false;

/**
 * Called by the effects of the first page (its remote's page, or the panel in its place) and of the
 * app: the page is React's now. React hydrates a page's Suspense boundaries after the rest, each in
 * a pass of its own, so this waits for the page's; and it acts after React's commit, from which a
 * click could not make React hydrate a boundary still waiting for its turn. What was done before
 * is done again, and the page is marked (`data-app-ready` on the document element).
 */
export function pageHydrated(codeArrived: Promise<void> = Promise.resolve()): void {
  if (ready) return;
  ready = true;
  // The page's parts whose code loads on demand (tabs, dialogs, upload zones: `codeArrived`)
  // hydrate once it has come, React hydrating each in a task of its own after that.
  void codeArrived.then(() =>
    setTimeout(() => {
      // The holder's script, loaded `async`, may come after the app's on a slow connection: what
      // was typed into the page the server rendered is noted now, and heard with the event.
      if (renderedOnServer() && !document.documentElement.hasAttribute(holderMark))
        holdEarlyActions();
      document.dispatchEvent(new Event(pageHydratedEvent));
      document.documentElement.dataset.appReady = '';
    }),
  );
}
