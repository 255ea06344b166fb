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
export function deferred<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loading: Promise<ComponentType<Props>> | undefined;
  let loaded: ComponentType<Props> | undefined;

  const start = () => {
    loading ??= load().then((component) => (loaded = component));
    return loading;
  };
  const Lazy = lazy(async () => ({ default: await start() }));

  function Deferred(props: Props) {
    // Chosen once where the component is drawn: changing the way later would draw it anew.
    const [Loaded] = useState(() => loaded);
    return (
      <Suspense fallback={null}>{Loaded ? <Loaded {...props} /> : <Lazy {...props} />}</Suspense>
    );
  }
  return Object.assign(Deferred, {
    preload: (): Promise<void> =>
      start().then(
        () => {},
        () => {},
      ),
  });
}
