import { lazy, Suspense, type ComponentType } from 'react';

/**
 * A component whose code (and its libraries) loads the first time it renders, not with the design
 * system: it keeps dialog, menu, tab and upload libraries off screens that never show them.
 * `preload` fetches the code ahead, e.g. when the pointer reaches the button that will show it.
 */
export function deferred<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  const Loaded = lazy(async () => ({ default: await load() }));
  function Deferred(props: Props) {
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return Object.assign(Deferred, { preload: () => void load() });
}
