import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import {
  clearInvitation,
  readInvitation,
  useCreateTenantPasswordMutation,
  type Invitation,
} from 'shared-api';
import { AuthLayout, Button, PageHeading, PasswordField, TextField, toast } from 'shared-ui';
import { AuthFooter } from '../../components/auth-footer';
import {
  passwordChoice,
  passwordsDoNotMatch,
  type PasswordChoice,
} from '../../components/new-password';
import { PasswordRules } from '../../components/password-rules';

const invitationMissing =
  'Your invitation could not be found. Please open the link in your invitation email again.';

/** The invited tenant's last onboarding step: a password for signing in from now on. */
export function CreatePasswordPage() {
  const navigate = useNavigate();
  const [invitation, setInvitation] = useState<Invitation | null>(null);
  const [createTenantPassword] = useCreateTenantPasswordMutation();
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

  useEffect(() => {
    readInvitation().then(setInvitation);
  }, []);

  async function createPassword({ password, confirmPassword }: PasswordChoice) {
    if (password !== confirmPassword) {
      toast.warning(passwordsDoNotMatch);
      return;
    }
    const stored = await readInvitation();
    if (!stored) {
      toast.error(invitationMissing);
      return;
    }
    try {
      await createTenantPassword({ ...stored, password }).unwrap();
    } catch {
      // The error toast has said why.
      return;
    }
    clearInvitation();
    toast.success('Password created successfully. Kindly login to proceed');
    navigate('/tenant/signin');
  }

  return (
    <AuthLayout>
      <PageHeading
        title="Create Password"
        description="Choose the password you will sign in with to see your lease and payments."
      />
      <form noValidate onSubmit={handleSubmit(createPassword)}>
        <TextField label="Email" type="email" value={invitation?.email ?? ''} disabled readOnly />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordRules password={password} />
        <PasswordField
          label="Confirm Password"
          autoComplete="new-password"
          {...register('confirmPassword')}
        />
        <Button type="submit" loading={isSubmitting} style={{ width: '100%' }}>
          Create Password
        </Button>
      </form>
      <AuthFooter>
        Don&apos;t have an account? <Link to="/signup">Sign Up</Link>
      </AuthFooter>
    </AuthLayout>
  );
}
