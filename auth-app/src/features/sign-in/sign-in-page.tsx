import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { AuthLayout, Button, PageHeading, PasswordField, TextField } from 'shared-ui';
import styled from 'styled-components';
import { z } from 'zod';

export type Role = 'owner' | 'tenant';

const signInForm = z.object({
  email: z.string().trim().min(1, 'Email is required').email('Enter a valid email address'),
  password: z.string().min(1, 'Password is required'),
});
type SignInForm = z.infer<typeof signInForm>;

const copy: Record<Role, { title: string; description: string }> = {
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

const Footer = styled.p`
  margin-top: 24px;
  text-align: center;
  color: ${({ theme }) => theme.color.textMuted};
`;

export function SignInPage({ role }: { role: Role }) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignInForm>({ resolver: zodResolver(signInForm) });

  return (
    <AuthLayout>
      <PageHeading title={copy[role].title} description={copy[role].description} />
      <form noValidate onSubmit={handleSubmit(() => undefined)}>
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
        <Row>
          <Link to="/forgot-password">Forgot password?</Link>
        </Row>
        <Button type="submit" loading={isSubmitting} style={{ width: '100%' }}>
          Sign in
        </Button>
      </form>
      <Footer>
        Don&apos;t have an account? <Link to="/signup">Sign Up</Link>
      </Footer>
    </AuthLayout>
  );
}
