import { lazy } from 'react';
import type { PageRoute } from 'shared-ui/first-screen';
import { SignInPage } from './features/sign-in/sign-in-page';

// Sign-in is the first screen most visits see: the other screens, and the schema library their
// forms validate with, load when opened.
const CreatePasswordPage = lazy(() =>
  import('./features/create-password/create-password-page').then((page) => ({
    default: page.CreatePasswordPage,
  })),
);
const VerifyEmailPage = lazy(() =>
  import('./features/email-verification/verify-email-page').then((page) => ({
    default: page.VerifyEmailPage,
  })),
);
const ForgotPasswordPage = lazy(() =>
  import('./features/forgot-password/forgot-password-page').then((page) => ({
    default: page.ForgotPasswordPage,
  })),
);
const OwnerOnboardingPage = lazy(() =>
  import('./features/owner-onboarding/owner-onboarding-page').then((page) => ({
    default: page.OwnerOnboardingPage,
  })),
);
const ResetPasswordPage = lazy(() =>
  import('./features/reset-password/reset-password-page').then((page) => ({
    default: page.ResetPasswordPage,
  })),
);
const TenantOnboardingPage = lazy(() =>
  import('./features/tenant-onboarding/tenant-onboarding-page').then((page) => ({
    default: page.TenantOnboardingPage,
  })),
);
const SignUpPage = lazy(() =>
  import('./features/sign-up/sign-up-page').then((page) => ({ default: page.SignUpPage })),
);

/** Every screen this remote owns; the shell mounts each at its path, the sign-ins rendered on the server. */
export const routes: PageRoute[] = [
  { path: '/owner/signin', Component: () => <SignInPage role="owner" />, ssr: true },
  { path: '/tenant/signin', Component: () => <SignInPage role="tenant" />, ssr: true },
  { path: '/signup', Component: SignUpPage },
  { path: '/verify-otp', Component: VerifyEmailPage },
  { path: '/owner-onboarding', Component: OwnerOnboardingPage },
  { path: '/tenant/background-check', Component: TenantOnboardingPage },
  { path: '/forgot-password', Component: ForgotPasswordPage },
  { path: '/reset-password', Component: ResetPasswordPage },
  { path: '/create-password', Component: CreatePasswordPage },
];
