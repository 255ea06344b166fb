import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
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
import type { SignInPayload } from 'shared-api/contract';
import { AuthLayout, Button, PageHeading, PasswordField, TextField } from 'shared-ui';
import styled from 'styled-components';
import { AuthFooter } from '../../components/auth-footer';
import { signInRules } from './sign-in-rules';

const copy: Record<SessionRole, { title: string; description: string }> = {
  owner: {
    title: 'Sign in to your account',
    description: 'Sign in to manage your properties, tenants and rent collection.',
  },
  tenant: {
    title: 'Tenant sign in',
    description: 'Sign in to see your lease, payments and maintenance requests.',
  },
};

const Row = styled.div`
  display: flex;
  justify-content: flex-end;
  margin: -4px 0 20px;
`;

export function SignInPage({ role }: { role: SessionRole }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [ownerLogin] = useOwnerLoginMutation();
  const [tenantLogin] = useTenantLoginMutation();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignInPayload>();

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
      <PageHeading title={copy[role].title} description={copy[role].description} />
      <form noValidate onSubmit={handleSubmit(signInWith)}>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email', signInRules.email)}
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password', signInRules.password)}
        />
        <Row>
          <Link to={role === 'tenant' ? '/forgot-password?role=tenant' : '/forgot-password'}>
            Forgot password?
          </Link>
        </Row>
        <Button type="submit" loading={isSubmitting} style={{ width: '100%' }}>
          Sign in
        </Button>
      </form>
      <AuthFooter>
        Don&apos;t have an account? <Link to="/signup">Sign Up</Link>
      </AuthFooter>
    </AuthLayout>
  );
}
