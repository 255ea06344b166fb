import { useEffect, useState, type ComponentProps } from 'react';
import type * as Sonner from 'sonner';

type Library = typeof Sonner;
type Message = Parameters<Library['toast']>[0];
type Options = Parameters<Library['toast']>[1];
type Id = string | number;
type Show = (message: Message, options?: Options) => Id;

/** The kinds of toast the apps raise, each called as `toast.kind(message, options)`. */
export const TOAST_KINDS = ['success', 'error', 'info', 'warning', 'message', 'loading'] as const;

/** What the apps may call on `toast` besides its kinds. */
export const TOAST_CALLS = ['dismiss', 'getHistory', 'getToasts'] as const;

export type ToastOnDemand = Show &
  Record<(typeof TOAST_KINDS)[number], Show> &
  Pick<Library['toast'], 'getHistory' | 'getToasts'> & { dismiss: (id?: Id) => Id | undefined };

/**
 * sonner as the page uses it, loaded with the first toast rather than with the first screen. `toast`
 * takes each call at once and hands it on, in order, when the library has arrived; the `Toaster`
 * draws nothing until then, and sonner shows it the toasts raised before it was there.
 */
export function toastsOnDemand(load: () => Promise<Library>) {
  let library: Library | undefined;
  let loading: Promise<Library> | undefined;
  const waiting = new Set<(loaded: Library) => void>();
  let raised = 0;

  function withLibrary(use: (loaded: Library) => void) {
    loading ??= load().then((loaded) => {
      library = loaded;
      waiting.forEach((notify) => notify(loaded));
      return loaded;
    });
    void loading.then(use);
  }

  const show =
    (kind?: (typeof TOAST_KINDS)[number]): Show =>
    (message, options) => {
      if (library)
        return kind ? library.toast[kind](message, options) : library.toast(message, options);
      // Until sonner has arrived the toast's id is ours, so that it can be dismissed or replaced.
      raised += 1;
      const id = options?.id ?? `toast-${raised}`;
      withLibrary(({ toast }) => (kind ? toast[kind] : toast)(message, { ...options, id }));
      return id;
    };

  const toast: ToastOnDemand = Object.assign(show(), {
    success: show('success'),
    error: show('error'),
    info: show('info'),
    warning: show('warning'),
    message: show('message'),
    loading: show('loading'),
    dismiss: (id?: Id) => {
      if (library) return library.toast.dismiss(id);
      // Nothing is on screen before the first toast: no reason to load the library for this.
      if (loading) withLibrary((loaded) => loaded.toast.dismiss(id));
      return id;
    },
    getHistory: () => library?.toast.getHistory() ?? [],
    getToasts: () => library?.toast.getToasts() ?? [],
  });

  function Toaster(props: ComponentProps<Library['Toaster']>) {
    const [loaded, setLoaded] = useState(library);
    useEffect(() => {
      if (library) {
        setLoaded(library);
        return undefined;
      }
      const arrived = (ready: Library) => setLoaded(ready);
      waiting.add(arrived);
      return () => {
        waiting.delete(arrived);
      };
    }, []);
    return loaded ? <loaded.Toaster {...props} /> : null;
  }

  return { toast, Toaster };
}
