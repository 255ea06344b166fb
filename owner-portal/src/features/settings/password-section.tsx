import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessageFor, useChangeOwnerPasswordMutation } from 'shared-api';
import { changeOwnerPasswordPayload, type ChangeOwnerPasswordPayload } from 'shared-api/contract';
import { Button, Card, PasswordField } from 'shared-ui';
import { InlineNotice } from '../../components/inline-notice';

const emptyChange: ChangeOwnerPasswordPayload = { currentPassword: '', password: '' };

/** A new password with the current one; every other session ends, this one carries on. */
export function PasswordSection() {
  const [changePassword] = useChangeOwnerPasswordMutation();
  const [notice, setNotice] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ChangeOwnerPasswordPayload>({
    resolver: zodResolver(changeOwnerPasswordPayload),
    defaultValues: emptyChange,
  });

  async function change(passwords: ChangeOwnerPasswordPayload) {
    const changed = await changePassword(passwords);
    if (changed.error) {
      setNotice({ tone: 'danger', text: errorMessageFor('changeOwnerPassword', changed.error) });
      return;
    }
    reset(emptyChange);
    setNotice({
      tone: 'success',
      text: 'Your password has been changed. You were signed out everywhere else.',
    });
  }

  return (
    <Card title="Change password" titleAs="h2">
      <form noValidate aria-label="Change password" onSubmit={handleSubmit(change)}>
        {notice && <InlineNotice tone={notice.tone}>{notice.text}</InlineNotice>}
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...register('currentPassword')}
        />
        <PasswordField
          label="New password"
          autoComplete="new-password"
          hint="At least 8 characters, with a number or symbol"
          error={errors.password?.message}
          {...register('password')}
        />
        <Button type="submit" loading={isSubmitting}>
          Change password
        </Button>
      </form>
    </Card>
  );
}
