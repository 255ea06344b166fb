import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import {
  clearInvitation,
  readInvitation,
  useCreateTenantPasswordMutation,
  type Invitation,
} from 'shared-api';
import { AuthLayout, Button, dismissProblemToasts, PageHeading, TextField, toast } from 'shared-ui';
import { AuthFooter } from '../../components/auth-footer';
import {
  passwordChoice,
  passwordsDoNotMatch,
  type PasswordChoice,
} from '../../components/new-password';
import { NewPasswordFields } from '../../components/new-password-fields';

const invitationMissing =
  'Your invitation could not be found. Please open the link in your invitation email again.';

/** The invited tenant's last onboarding step: a password for signing in from now on. */
export function CreatePasswordPage() {
  const navigate = useNavigate();
  const [invitation, setInvitation] = useState<Invitation | null>(null);
  const [createTenantPassword] = useCreateTenantPasswordMutation();
  const form = useForm<PasswordChoice>({
    resolver: zodResolver(passwordChoice),
    defaultValues: { password: '', confirmPassword: '' },
  });

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
    dismissProblemToasts();
    toast.success('Password created successfully. Kindly login to proceed');
    navigate('/tenant/signin');
  }

  return (
    <AuthLayout>
      <PageHeading
        title="Create Password"
        description="Choose the password you will sign in with to see your lease and payments."
      />
      <form noValidate onSubmit={form.handleSubmit(createPassword)}>
        <TextField label="Email" type="email" value={invitation?.email ?? ''} disabled readOnly />
        <NewPasswordFields
          form={form}
          labels={{ password: 'Password', confirmation: 'Confirm Password' }}
        />
        <Button type="submit" loading={form.formState.isSubmitting} style={{ width: '100%' }}>
          Create Password
        </Button>
      </form>
      <AuthFooter>
        Don&apos;t have an account? <Link to="/signup">Sign Up</Link>
      </AuthFooter>
    </AuthLayout>
  );
}
