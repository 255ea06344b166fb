import { waitFor } from '@testing-library/react';
import { holdEarlyActions, replayEarlyActions } from '../early-actions';

afterEach(() => {
  replayEarlyActions();
  document.body.innerHTML = '';
});

/**
 * A click as the browser dispatches it: cancelable, so its default (a page load) can be held. Says
 * whether the page left the browser to follow it, then stops jsdom, which cannot navigate, from trying.
 */
function click(element: Element, init: MouseEventInit = {}) {
  let followed: boolean | undefined;
  const lastToHear = (event: Event) => {
    followed = !event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', lastToHear);
  const notCanceled = element.dispatchEvent(
    new MouseEvent('click', { bubbles: true, cancelable: true, ...init }),
  );
  window.removeEventListener('click', lastToHear);
  // A click the page stopped on its way never reaches the window: its own answer then says.
  return followed ?? notCanceled;
}

test('a link clicked before hydration does not load the page; the click is done again after', () => {
  document.body.innerHTML = '<main><a href="/properties"><span>Properties</span></a></main>';
  const link = document.querySelector('a')!;
  holdEarlyActions();

  const followed = click(link.querySelector('span')!);
  expect(followed).toBe(false);

  // Once hydrated, the app's own handler gets the click.
  const handled = jest.fn((event: Event) => event.preventDefault());
  link.addEventListener('click', handled);
  replayEarlyActions();
  expect(handled).toHaveBeenCalledTimes(1);
  // Held no more.
  link.removeEventListener('click', handled);
  expect(click(link)).toBe(true);
});

test('a form sent before hydration is sent once, by its button, after hydration', () => {
  document.body.innerHTML =
    '<form><input name="email" value="a@example.com"><button type="submit">Sign in</button></form>';
  const form = document.querySelector('form')!;
  const button = document.querySelector('button')!;
  holdEarlyActions();

  // Pressed three times, and Enter in the field.
  click(button);
  click(button);
  expect(
    form.dispatchEvent(new SubmitEvent('submit', { cancelable: true, submitter: button })),
  ).toBe(false);

  const sent = jest.fn((event: Event) => event.preventDefault());
  form.addEventListener('submit', sent);
  replayEarlyActions();
  expect(sent).toHaveBeenCalledTimes(1);
});

test("a form's first focus before hydration has the browser fetch what the server said it needs", () => {
  document.head.innerHTML = '';
  document.body.innerHTML =
    '<p><a href="/help">Help</a></p><form><input name="email"></form>' +
    '<template id="preload-on-input"><link rel="preload" as="script" href="/86.js"></template>';
  holdEarlyActions();
  const preloaded = () => document.head.querySelectorAll('link[rel="preload"]');

  // Outside a form: nothing yet.
  document.querySelector('a')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  expect(preloaded()).toHaveLength(0);

  document.querySelector('input')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  expect(preloaded()).toHaveLength(1);
  expect(preloaded()[0]!.getAttribute('href')).toBe('/86.js');
  expect(document.getElementById('preload-on-input')).toBeNull();

  // Once only.
  document.querySelector('input')!.dispatchEvent(new Event('input', { bubbles: true }));
  expect(preloaded()).toHaveLength(1);
});

test('a field typed into before the holder ran has the preloads fetched as it starts', () => {
  document.head.innerHTML = '';
  document.body.innerHTML =
    '<form><input name="email"></form>' +
    '<template id="preload-on-input"><link rel="preload" as="script" href="/86.js"></template>';
  document.querySelector('input')!.value = 'a@example.com';
  holdEarlyActions();
  expect(document.head.querySelectorAll('link[rel="preload"]')).toHaveLength(1);
});

test('what the browser does without the page is left alone: a new tab, another site', () => {
  document.body.innerHTML =
    '<a href="/tenants" id="tab">Tenants</a><a href="https://example.com/" id="away">Away</a>' +
    '<a href="/lease.pdf" download id="file">Lease</a>';
  holdEarlyActions();

  expect(click(document.getElementById('tab')!, { ctrlKey: true })).toBe(true);
  expect(click(document.getElementById('away')!)).toBe(true);
  expect(click(document.getElementById('file')!)).toBe(true);
});

test("what is typed before hydration reaches the app's handler once React hears the page", () => {
  document.body.innerHTML = '<input aria-label="Search" value="">';
  const field = document.querySelector('input')!;
  holdEarlyActions();
  field.value = 'Cottage';
  field.dispatchEvent(new Event('input', { bubbles: true }));

  // As React notes the value it hydrates with: an own property over the prototype's.
  let noted = field.value;
  const prototypeValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!;
  Object.defineProperty(field, 'value', {
    configurable: true,
    get: () => prototypeValue.get!.call(field),
    set: (value: string) => {
      noted = value;
      prototypeValue.set!.call(field, value);
    },
  });
  const heard: string[] = [];
  field.addEventListener('input', () => {
    if (field.value !== noted) heard.push(field.value);
  });
  replayEarlyActions();

  expect(heard).toEqual(['Cottage']);
  expect(field.value).toBe('Cottage');
});

test('the holder, a script apart from the app, does again what it held once the app says the page is hydrated', async () => {
  document.body.innerHTML = '<main><a href="/properties">Properties</a></main>';
  const link = document.querySelector('a')!;
  holdEarlyActions();
  expect(click(link)).toBe(false);

  const handled = jest.fn((event: Event) => event.preventDefault());
  link.addEventListener('click', handled);
  // The app's side: its own copy of the module, which only announces the page.
  let app: typeof import('../early-actions') | undefined;
  jest.isolateModules(() => {
    app = jest.requireActual<typeof import('../early-actions')>('../early-actions');
  });
  app!.pageHydrated();
  await waitFor(() => expect(document.documentElement).toHaveAttribute('data-app-ready'));
  expect(handled).toHaveBeenCalledTimes(1);
  // Held no more.
  link.removeEventListener('click', handled);
  expect(click(link)).toBe(true);
});

test("what was typed before the holder's own script ran is heard once the app has hydrated the page", async () => {
  // A page the server rendered, typed into before the holder (loaded `async`) came: it never ran.
  document.body.innerHTML =
    '<script type="application/json" id="ssr-state">{}</script><input aria-label="Search" value="">';
  const field = document.querySelector('input')!;
  field.value = 'Cottage';
  const heard: string[] = [];
  field.addEventListener('input', () => heard.push(field.value));

  let app: typeof import('../early-actions') | undefined;
  jest.isolateModules(() => {
    app = jest.requireActual<typeof import('../early-actions')>('../early-actions');
  });
  app!.pageHydrated();
  await waitFor(() => expect(document.documentElement).toHaveAttribute('data-app-ready'));
  expect(heard).toEqual(['Cottage']);
  expect(field.value).toBe('Cottage');
  expect(document.documentElement).not.toHaveAttribute('data-holding-early-actions');
});
