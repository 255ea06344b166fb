import { Toaster as SonnerToaster } from 'sonner';
import { useTheme } from 'styled-components';

export { toast } from 'sonner';

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
