import { type RefObject, useEffect, useState, useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * True once the element has come into view; at once where that cannot be watched. The owner's
 * charts load their library only then.
 */
export function useInView(element: RefObject<HTMLElement | null>) {
  const [seen, setSeen] = useState(false);
  // Not seen on the server, nor while the page the server rendered (SSR) is hydrated: the same
  // markup on both sides. A browser without IntersectionObserver then has it at once.
  const unwatchable = useSyncExternalStore(
    neverChanges,
    () => typeof IntersectionObserver === 'undefined',
    () => false,
  );
  useEffect(() => {
    const target = element.current;
    if (seen || unwatchable || !target) return;
    const watcher = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
    });
    watcher.observe(target);
    return () => watcher.disconnect();
  }, [element, seen, unwatchable]);
  return seen || unwatchable;
}
