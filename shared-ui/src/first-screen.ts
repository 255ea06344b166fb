// `shared-ui/first-screen`: the part of the design system the first screen draws (the theme, the
// router, the loading overlay, the toasts, the sign-in's layout and fields, a remote's retry panel). The
// rest of `shared-ui`, which gives all of it too, loads with the first page that uses it.
export { ThemeRoot } from './theme/theme-root';
export { darkTheme, lightTheme } from './theme/tokens';
export type { Theme } from './theme/tokens';
export { AppRouter, useLeaveBlocker, type LeaveBlocker, type PageRoute } from './routing';
export { deferred, deferredCodeArrived, noteDeferredParts } from './deferred';

export { AuthLayout, AUTH_HEADLINE, AUTH_SUBLINE } from './components/auth-layout/auth-layout';
export { Button } from './components/button/button';
export type { ButtonProps } from './components/button/button';
export { ErrorState } from './components/error-state/error-state';
export type { FieldProps, FieldState } from './components/field/field';
export { IconButton } from './components/icon-button/icon-button';
export { LoadingOverlay } from './components/loading-overlay/loading-overlay';
export { Logo } from './components/logo/logo';
export { PageHeading } from './components/page-heading/page-heading';
export { PasswordField } from './components/password-field/password-field';
export { Spinner } from './components/spinner/spinner';
export { TextField } from './components/text-field/text-field';
export type { TextFieldProps } from './components/text-field/text-field';
export { ThemeToggle } from './components/theme-toggle/theme-toggle';
export { dismissProblemToasts, toast, Toaster } from './components/toaster/toaster';
export { VisuallyHidden } from './components/visually-hidden/visually-hidden';
