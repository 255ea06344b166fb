import { toast, Toaster as SonnerToaster } from 'sonner';
import { useTheme } from 'styled-components';

export { toast };

/** Closes the error and warning toasts on screen, once the step they were about has succeeded. */
export function dismissProblemToasts() {
  for (const shown of toast.getToasts()) {
    if ('type' in shown && (shown.type === 'error' || shown.type === 'warning')) {
      toast.dismiss(shown.id);
    }
  }
}

/**
 * The one place toasts appear: top right, at most three at a time, each for 4 seconds with a close
 * button; alt+T expands the stack and Escape collapses it. Follows the light or dark theme.
 */
export function Toaster() {
  const theme = useTheme();
  return (
    <SonnerToaster
      position="top-right"
      theme={theme.mode}
      visibleToasts={3}
      duration={4000}
      gap={14}
      offset={24}
      mobileOffset={16}
      hotkey={['altKey', 'KeyT']}
      closeButton
      richColors
    />
  );
}
