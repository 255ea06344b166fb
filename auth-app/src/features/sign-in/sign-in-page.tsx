import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  genericErrorMessage,
  signIn,
  useAppDispatch,
  type SessionRole,
  type SignInDetails,
} from 'shared-api/session';
import type { SignInPayload } from 'shared-api/contract';
import {
  AuthLayout,
  Button,
  PageHeading,
  PasswordField,
  TextField,
  toast,
} from 'shared-ui/first-screen';
import styled from 'styled-components';
import { AuthFooter } from '../../components/auth-footer';
import { checkSignIn, type SignInErrors } from './sign-in-rules';

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

/**
 * The API's endpoints and their cache (RTK Query): the screen draws without them, and they load
 * as soon as the user starts filling the form in.
 */
const loadApi = () => import('shared-api');

const typedInto = (form: HTMLFormElement): SignInPayload => ({
  email: (form.elements.namedItem('email') as HTMLInputElement).value,
  password: (form.elements.namedItem('password') as HTMLInputElement).value,
});

export function SignInPage({ role }: { role: SessionRole }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [errors, setErrors] = useState<SignInErrors>({});
  // After a first attempt, each change checks the fields again so a fixed error goes away.
  const [attempted, setAttempted] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // Started before hydration (the page was rendered on the server): React saw no focus, so the
  // API is asked for now, not when "Sign in" is pressed.
  useEffect(() => {
    const form = formRef.current;
    if (form && (form.contains(document.activeElement) || typedInto(form).email !== ''))
      loadApi().catch(() => {});
  }, []);

  async function startSession(credentials: SignInPayload): Promise<SignInDetails> {
    const { ownersApi, tenantsApi, sessionUserOfOwner, sessionUserOfTenant } =
      await loadApi().catch((error: unknown) => {
        toast.error(genericErrorMessage, { id: genericErrorMessage });
        throw error;
      });
    if (role === 'owner') {
      const { access_token, data: owner } = await dispatch(
        ownersApi.endpoints.ownerLogin.initiate(credentials),
      ).unwrap();
      return { role, token: access_token, user: sessionUserOfOwner(owner) };
    }
    const { token, tenant } = await dispatch(
      tenantsApi.endpoints.tenantLogin.initiate(credentials),
    ).unwrap();
    return { role, token, user: sessionUserOfTenant(tenant) };
  }

  async function signInWith(credentials: SignInPayload) {
    let session: SignInDetails;
    try {
      session = await startSession(credentials);
    } catch {
      // Refused, throttled or unreachable: the error toast has said why.
      return;
    }
    await dispatch(signIn(session));
    navigate(`/${role}`);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSubmitting) return;
    const form = event.currentTarget;
    const { values, errors: found } = checkSignIn(typedInto(form));
    setAttempted(true);
    setErrors(found);
    const firstWrong = (['email', 'password'] as const).find((field) => found[field]);
    if (firstWrong) {
      (form.elements.namedItem(firstWrong) as HTMLInputElement).focus();
      return;
    }
    setSubmitting(true);
    try {
      await signInWith(values);
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <AuthLayout>
      <PageHeading title={copy[role].title} description={copy[role].description} />
      <form
        ref={formRef}
        noValidate
        onFocus={() => void loadApi().catch(() => {})}
        onSubmit={submit}
        onChange={(event) => {
          if (attempted) setErrors(checkSignIn(typedInto(event.currentTarget)).errors);
        }}
      >
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          name="email"
          error={errors.email}
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          name="password"
          error={errors.password}
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
      {role === 'owner' ? (
        <AuthFooter>
          Don&apos;t have an account? <Link to="/signup">Sign Up</Link>
        </AuthFooter>
      ) : (
        <AuthFooter>
          New here? Tenants get access through their landlord&apos;s invitation: open the link in
          the invitation e-mail to set up your account.{' '}
          <Link to="/owner/signin">Owner sign in</Link>
        </AuthFooter>
      )}
    </AuthLayout>
  );
}
