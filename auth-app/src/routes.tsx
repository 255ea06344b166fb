import { AuthLayout, PageHeading, type PageRoute } from 'shared-ui';
import { SignInPage } from './features/sign-in/sign-in-page';

/** A screen whose form arrives with a later change: its layout and heading only. */
const headingOnly = (title: string) =>
  function AuthScreen() {
    return (
      <AuthLayout>
        <PageHeading title={title} />
      </AuthLayout>
    );
  };

/** Every screen this remote owns; the shell mounts each at its path. */
export const routes: PageRoute[] = [
  { path: '/owner/signin', Component: () => <SignInPage role="owner" /> },
  { path: '/tenant/signin', Component: () => <SignInPage role="tenant" /> },
  { path: '/signup', Component: headingOnly('Register as a property owner') },
  { path: '/verify-otp', Component: headingOnly('Verify your email') },
  { path: '/owner-onboarding', Component: headingOnly('Personal Details') },
  { path: '/tenant/background-check', Component: headingOnly('Background Check') },
  { path: '/forgot-password', Component: headingOnly('Forgot password') },
  { path: '/reset-password', Component: headingOnly('Reset password') },
  { path: '/create-password', Component: headingOnly('Create Password') },
];
