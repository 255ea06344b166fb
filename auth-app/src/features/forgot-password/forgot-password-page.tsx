import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router-dom';
import { useRequestPasswordResetMutation } from 'shared-api';
import {
  forgotPasswordMessage,
  forgotPasswordPayload,
  type ForgotPasswordPayload,
} from 'shared-api/contract';
import { AuthLayout, Button, PageHeading, TextField } from 'shared-ui';
import { AuthFooter } from '../../components/auth-footer';

/** Asks for a reset link (a tenant's with `?role=tenant`); the answer never tells whether an account has that e-mail. */
export function ForgotPasswordPage() {
  const [requestPasswordReset] = useRequestPasswordResetMutation();
  const role = useSearchParams()[0].get('role') === 'tenant' ? 'tenant' : 'owner';
  const [requested, setRequested] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordPayload>({ resolver: zodResolver(forgotPasswordPayload) });

  async function sendResetInstructions(request: ForgotPasswordPayload) {
    try {
      await requestPasswordReset({ ...request, role }).unwrap();
      setRequested(true);
    } catch {
      // The error toast has said why; the form stays for another try.
    }
  }

  return (
    <AuthLayout>
      <PageHeading
        title="Forgot password"
        description="Get a link to choose a new password for your Homestead account."
      />
      {requested ? (
        <p role="status">{forgotPasswordMessage}</p>
      ) : (
        <form noValidate onSubmit={handleSubmit(sendResetInstructions)}>
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...register('email')}
          />
          <Button type="submit" loading={isSubmitting} style={{ width: '100%' }}>
            Send reset instructions
          </Button>
        </form>
      )}
      <AuthFooter>
        <Link to="/owner/signin">Back to sign in</Link>
      </AuthFooter>
    </AuthLayout>
  );
}
