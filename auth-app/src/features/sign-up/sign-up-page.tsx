import { zodResolver } from '@hookform/resolvers/zod';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import {
  errorMessageFor,
  sessionUserOfOwner,
  signIn,
  useAppDispatch,
  useRegisterOwnerMutation,
} from 'shared-api';
import {
  ownerRegistrationForm,
  passwordMessages,
  type OwnerRegistrationForm,
  type OwnerSignInAnswer,
} from 'shared-api/contract';
import { AuthLayout, Button, PageHeading, PasswordField, TextField } from 'shared-ui';
import styled from 'styled-components';
import { AuthFooter } from '../../components/auth-footer';
import { PasswordRules } from '../../components/password-rules';

const Names = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  column-gap: 16px;
`;

const isEmailTaken = (failure: unknown): failure is FetchBaseQueryError =>
  typeof failure === 'object' && failure !== null && 'status' in failure && failure.status === 409;

export function SignUpPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [registerOwner] = useRegisterOwnerMutation();
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors, isValid, isSubmitting },
  } = useForm<OwnerRegistrationForm>({
    resolver: zodResolver(ownerRegistrationForm),
    mode: 'onTouched',
    defaultValues: { firstName: '', lastName: '', email: '', password: '' },
  });
  const password = useWatch({ control, name: 'password' });

  async function registerAndSignIn({
    firstName,
    lastName,
    email,
    password,
  }: OwnerRegistrationForm) {
    let account: OwnerSignInAnswer;
    try {
      account = await registerOwner({ name: `${firstName} ${lastName}`, email, password }).unwrap();
    } catch (failure) {
      if (isEmailTaken(failure)) {
        setError('email', { message: errorMessageFor('registerOwner', failure) });
      }
      return;
    }
    await dispatch(
      signIn({
        role: 'owner',
        token: account.access_token,
        user: sessionUserOfOwner(account.data),
      }),
    );
    navigate('/owner-onboarding');
  }

  return (
    <AuthLayout>
      <PageHeading
        title="Register as a property owner"
        description="Create an owner account to list your properties, invite tenants and collect rent."
      />
      <form noValidate onSubmit={handleSubmit(registerAndSignIn)}>
        <Names>
          <TextField
            label="First name"
            autoComplete="given-name"
            error={errors.firstName?.message}
            {...register('firstName')}
          />
          <TextField
            label="Last name"
            autoComplete="family-name"
            error={errors.lastName?.message}
            {...register('lastName')}
          />
        </Names>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          error={
            errors.password?.message === passwordMessages.tooLong
              ? passwordMessages.tooLong
              : undefined
          }
          {...register('password')}
        />
        <PasswordRules password={password} />
        <Button type="submit" disabled={!isValid} loading={isSubmitting} style={{ width: '100%' }}>
          Create account
        </Button>
      </form>
      <AuthFooter>
        Already have an account? <Link to="/owner/signin">Sign in</Link>
      </AuthFooter>
    </AuthLayout>
  );
}
