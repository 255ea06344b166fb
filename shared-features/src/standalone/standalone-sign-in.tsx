import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import {
  sessionUserOfOwner,
  sessionUserOfTenant,
  signIn,
  useAppDispatch,
  useOwnerLoginMutation,
  useTenantLoginMutation,
  type SessionRole,
  type SignInDetails,
} from 'shared-api';
import { signInPayload, type SignInPayload } from 'shared-api/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { AuthLayout, Button, PageHeading, PasswordField, TextField } from 'shared-ui/first-screen';

const portalNames: Record<SessionRole, string> = { owner: 'owner portal', tenant: 'tenant portal' };

/** The demo accounts every fresh development database is seeded with (see the README). */
export const demoAccounts: Record<SessionRole, SignInPayload> = {
  owner: { email: 'owner@demo.homestead.local', password: 'DemoOwner#2026' },
  tenant: { email: 'tenant@demo.homestead.local', password: 'DemoTenant#2026' },
};

// A production build never carries the demo password, even prefilled.
const prefilled = (role: SessionRole): Partial<SignInPayload> =>
  process.env.NODE_ENV === 'development' ? demoAccounts[role] : {};

/**
 * Signs in to a portal run on its own, without the shell or the auth screens, against the same
 * API and into the same session as the product's own sign-in.
 */
export function StandaloneSignIn({ role }: { role: SessionRole }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [ownerLogin] = useOwnerLoginMutation();
  const [tenantLogin] = useTenantLoginMutation();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignInPayload>({
    resolver: zodResolver(signInPayload),
    defaultValues: prefilled(role),
  });

  async function startSession(credentials: SignInPayload): Promise<SignInDetails> {
    if (role === 'owner') {
      const { access_token, data: owner } = await ownerLogin(credentials).unwrap();
      return { role, token: access_token, user: sessionUserOfOwner(owner) };
    }
    const { token, tenant } = await tenantLogin(credentials).unwrap();
    return { role, token, user: sessionUserOfTenant(tenant) };
  }

  async function signInWith(credentials: SignInPayload) {
    let session: SignInDetails;
    try {
      session = await startSession(credentials);
    } catch {
      // Refused or throttled: the error toast has said why.
      return;
    }
    await dispatch(signIn(session));
    navigate(`/${role}`);
  }

  return (
    <AuthLayout>
      <PageHeading
        title={`Sign in to the ${portalNames[role]}`}
        description={`The ${portalNames[role]}, running on its own.`}
      />
      <form noValidate onSubmit={handleSubmit(signInWith)}>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <Button type="submit" loading={isSubmitting} style={{ width: '100%' }}>
          Sign in
        </Button>
      </form>
    </AuthLayout>
  );
}
