/**
 * Before hydration a page the server rendered shows links and buttons that React does not handle
 * yet: a link would load the whole page again, a form's button would send its fields in the page's
 * address. From the shell's first script until `hydrateRoot` is called, such a click or submission
 * is held (its default prevented) and the last one is done again once React listens to the page,
 * which replays it on the part it hydrates first. What is typed meanwhile needs nothing: the fields
 * are the same elements before and after hydration, and React keeps what they hold.
 */

type Held =
  | { kind: 'click'; target: HTMLElement }
  | { kind: 'submit'; form: HTMLFormElement; submitter: HTMLElement | null };

let held: Held | null = null;
let holding = false;

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

function hold(event: Event) {
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

/** Starts holding clicks and submissions: called first thing on a page the server rendered. */
export function holdEarlyActions(): void {
  if (holding) return;
  holding = true;
  document.addEventListener('click', hold, true);
  document.addEventListener('submit', hold, true);
}

/**
 * Stops holding, and does the last held action again: called right after `hydrateRoot`, whose
 * listeners are then on the page. A click on a submit button both clicks and submits: done again
 * as a click, it submits too.
 */
export function replayEarlyActions(): void {
  if (!holding) return;
  holding = false;
  document.removeEventListener('click', hold, true);
  document.removeEventListener('submit', hold, true);
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
