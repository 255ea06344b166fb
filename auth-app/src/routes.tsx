import type { PageRoute } from 'shared-ui';
import { CreatePasswordPage } from './features/create-password/create-password-page';
import { VerifyEmailPage } from './features/email-verification/verify-email-page';
import { ForgotPasswordPage } from './features/forgot-password/forgot-password-page';
import { OwnerOnboardingPage } from './features/owner-onboarding/owner-onboarding-page';
import { ResetPasswordPage } from './features/reset-password/reset-password-page';
import { SignInPage } from './features/sign-in/sign-in-page';
import { SignUpPage } from './features/sign-up/sign-up-page';
import { TenantOnboardingPage } from './features/tenant-onboarding/tenant-onboarding-page';

/** Every screen this remote owns; the shell mounts each at its path. */
export const routes: PageRoute[] = [
  { path: '/owner/signin', Component: () => <SignInPage role="owner" /> },
  { path: '/tenant/signin', Component: () => <SignInPage role="tenant" /> },
  { path: '/signup', Component: SignUpPage },
  { path: '/verify-otp', Component: VerifyEmailPage },
  { path: '/owner-onboarding', Component: OwnerOnboardingPage },
  { path: '/tenant/background-check', Component: TenantOnboardingPage },
  { path: '/forgot-password', Component: ForgotPasswordPage },
  { path: '/reset-password', Component: ResetPasswordPage },
  { path: '/create-password', Component: CreatePasswordPage },
];
