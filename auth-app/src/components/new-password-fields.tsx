import { useWatch, type UseFormReturn } from 'react-hook-form';
import { PasswordField } from 'shared-ui';
import type { PasswordChoice } from './new-password';
import { PasswordRules } from './password-rules';

/** A new password with its rules shown as they are met, then its confirmation. */
export function NewPasswordFields({
  form,
  labels,
}: {
  form: UseFormReturn<PasswordChoice>;
  labels: { password: string; confirmation: string };
}) {
  const password = useWatch({ control: form.control, name: 'password' });
  return (
    <>
      <PasswordField
        label={labels.password}
        autoComplete="new-password"
        error={form.formState.errors.password?.message}
        {...form.register('password')}
      />
      <PasswordRules password={password} />
      <PasswordField
        label={labels.confirmation}
        autoComplete="new-password"
        {...form.register('confirmPassword')}
      />
    </>
  );
}
