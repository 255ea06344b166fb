import { lazy, Suspense, useState, type ComponentType } from 'react';

/**
 * A component whose code (and its libraries) loads the first time it renders, not with the design
 * system: it keeps dialog, menu, tab and upload libraries off screens that never show them.
 * `preload` fetches the code ahead, e.g. when the pointer reaches the button that will show it, and
 * resolves once it is there. Once the code is there, the component draws in the same render as its
 * parent, where `lazy` would hold it back once more (and React shows a part held back at the
 * earliest 300 ms later). Either way it sits in the same Suspense boundary, so a page rendered on
 * the server (where the code was there) hydrates in the browser whether it has arrived or not: a
 * boundary whose code is still on the way keeps the server's HTML until it comes.
 */
/** The deferred components' code still on its way. */
const loadsUnderWay = new Set<Promise<unknown>>();

/**
 * Resolves once no deferred component's code is on its way: a part of a page the server rendered
 * keeps its server HTML, which React does not handle, until its code has come.
 */
export async function deferredCodeArrived(): Promise<void> {
  while (loadsUnderWay.size > 0) await Promise.allSettled([...loadsUnderWay]);
}

/** Told the name of each named deferred part a render draws (`noteDeferredParts`). */
let partDrawn: ((name: string) => void) | undefined;

/**
 * Has `note` told the name of each named deferred part drawn from now on: the server notes those
 * of the page it renders (SSR), to have the browser preload their code with the page.
 */
export function noteDeferredParts(note: (name: string) => void): void {
  partDrawn = note;
}

/**
 * `name`, when given, is the part's code-split chunk (its `webpackChunkName`): a page rendered on
 * the server names the parts it drew, and the server has the browser preload their files with it.
 */
export function deferred<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  name?: string,
) {
  let loading: Promise<ComponentType<Props>> | undefined;
  let loaded: ComponentType<Props> | undefined;

  const start = () => {
    if (!loading) {
      const underWay = load().then((component) => (loaded = component));
      loadsUnderWay.add(underWay);
      void underWay.finally(() => loadsUnderWay.delete(underWay)).catch(() => {});
      loading = underWay;
    }
    return loading;
  };
  const Lazy = lazy(async () => ({ default: await start() }));

  /** The part inside its boundary, with its code if it has come by the time React draws it. */
  function Part(props: Props) {
    // Chosen once where the component is drawn: changing the way later would draw it anew.
    const [Loaded] = useState(() => loaded);
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }

  function Deferred(props: Props) {
    // Asked for as the parent is drawn, not once React comes to the part's boundary: a part of a
    // page the server rendered is hydrated in a pass of its own after the page's, and the page is
    // marked hydrated (its early clicks done again) once the code asked for by then has come
    // (`deferredCodeArrived`). With the code there, a click in the part's server HTML has React
    // hydrate it at once and handle the click; without it, the click would load the page again.
    if (name) partDrawn?.(name);
    if (!loaded) start().catch(() => {});
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  }
  let preloaded: Promise<void> | undefined;
  return Object.assign(Deferred, {
    // One promise for every caller, so that React's `use` can wait on it.
    preload: (): Promise<void> =>
      (preloaded ??= start().then(
        () => {},
        () => {},
      )),
    /** Whether the code is there, so that the component draws without waiting. */
    isLoaded: (): boolean => loaded !== undefined,
    /** The component itself once its code is there, to draw without a boundary of its own. */
    loadedComponent: (): ComponentType<Props> | undefined => loaded,
  });
}
