import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useResetPasswordMutation, type SessionRole } from 'shared-api';
import { AuthLayout, Button, PageHeading, PasswordField, toast } from 'shared-ui';
import { AuthFooter } from '../../components/auth-footer';
import {
  passwordChoice,
  passwordsDoNotMatch,
  type PasswordChoice,
} from '../../components/new-password';
import { PasswordRules } from '../../components/password-rules';

function NewPasswordForm({ token, role }: { token: string; role: SessionRole }) {
  const navigate = useNavigate();
  const [resetPassword] = useResetPasswordMutation();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<PasswordChoice>({
    resolver: zodResolver(passwordChoice),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const password = useWatch({ control, name: 'password' });

  async function setNewPassword({ password, confirmPassword }: PasswordChoice) {
    if (password !== confirmPassword) {
      toast.warning(passwordsDoNotMatch);
      return;
    }
    try {
      const { message } = await resetPassword({ token, password, role }).unwrap();
      toast.success(message);
    } catch {
      // The error toast has said why, for example that the link has expired.
      return;
    }
    navigate(`/${role}/signin`);
  }

  return (
    <form noValidate onSubmit={handleSubmit(setNewPassword)}>
      <PasswordField
        label="New password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <PasswordRules password={password} />
      <PasswordField
        label="Confirm password"
        autoComplete="new-password"
        {...register('confirmPassword')}
      />
      <Button type="submit" loading={isSubmitting} style={{ width: '100%' }}>
        Reset password
      </Button>
    </form>
  );
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
        <NewPasswordForm token={token} role={role} />
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
