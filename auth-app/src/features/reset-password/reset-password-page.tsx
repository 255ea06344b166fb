import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { errorMessageFor, useResetPasswordMutation, type SessionRole } from 'shared-api';
import { AuthLayout, Button, dismissProblemToasts, PageHeading, toast } from 'shared-ui';
import { AuthFooter } from '../../components/auth-footer';
import {
  passwordChoice,
  passwordsDoNotMatch,
  type PasswordChoice,
} from '../../components/new-password';
import { NewPasswordFields } from '../../components/new-password-fields';
import { useCheckResetLinkQuery } from './api';

function NewPasswordForm({ token, role }: { token: string; role: SessionRole }) {
  const navigate = useNavigate();
  const [resetPassword] = useResetPasswordMutation();
  const form = useForm<PasswordChoice>({
    resolver: zodResolver(passwordChoice),
    defaultValues: { password: '', confirmPassword: '' },
  });

  async function setNewPassword({ password, confirmPassword }: PasswordChoice) {
    if (password !== confirmPassword) {
      toast.warning(passwordsDoNotMatch);
      return;
    }
    try {
      const { message } = await resetPassword({ token, password, role }).unwrap();
      dismissProblemToasts();
      toast.success(message);
    } catch {
      // The error toast has said why, for example that the link has expired.
      return;
    }
    navigate(`/${role}/signin`);
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(setNewPassword)}>
      <NewPasswordFields
        form={form}
        labels={{ password: 'New password', confirmation: 'Confirm password' }}
      />
      <Button type="submit" loading={form.formState.isSubmitting} style={{ width: '100%' }}>
        Reset password
      </Button>
    </form>
  );
}

/**
 * The new password's form, unless the link is already used or expired: that is said as the page
 * opens, with the way to a new link, rather than once both passwords are typed.
 */
function CheckedLink({ token, role }: { token: string; role: SessionRole }) {
  const check = useCheckResetLinkQuery({ token, role });
  const status = check.error && 'status' in check.error ? check.error.status : undefined;
  // Refused (used, expired, unknown) or too many tries; any other failure leaves the form.
  if (status === 400 || status === 429) {
    return (
      <p role="alert">
        {errorMessageFor('checkResetLink', check.error)}{' '}
        <Link to={role === 'tenant' ? '/forgot-password?role=tenant' : '/forgot-password'}>
          Ask for a new link
        </Link>
      </p>
    );
  }
  return <NewPasswordForm token={token} role={role} />;
}

/** Opened from the mailed reset link (`?token=`, `&role=tenant` for a tenant): a new password. */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const role = searchParams.get('role') === 'tenant' ? 'tenant' : 'owner';

  return (
    <AuthLayout>
      <PageHeading
        title="Reset password"
        description="Choose a new password for your Homestead account."
      />
      {token ? (
        <CheckedLink token={token} role={role} />
      ) : (
        <p role="alert">
          The reset link is incomplete. <Link to="/forgot-password">Ask for a new link</Link>
        </p>
      )}
      <AuthFooter>
        <Link to={`/${role}/signin`}>Back to sign in</Link>
      </AuthFooter>
    </AuthLayout>
  );
}
