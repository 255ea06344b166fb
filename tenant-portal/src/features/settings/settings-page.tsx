import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import {
  signOut,
  useAppDispatch,
  useChangeTenantPasswordMutation,
  useGetSignedInTenantQuery,
  useUpdateTenantPhoneMutation,
} from 'shared-api';
import { changeTenantPasswordPayload, phoneNumber } from 'shared-api/contract';
import {
  Button,
  Card,
  PHONE_COUNTRIES,
  PageHeading,
  PasswordField,
  PhoneInput,
  SkeletonCards,
  ThemeToggle,
  toInternationalNumber,
  toast,
  type PhoneNumberValue,
} from 'shared-ui';
import styled from 'styled-components';
import { z } from 'zod';

const Cards = styled.div`
  display: grid;
  gap: 16px;
  max-width: 640px;
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
`;

const phoneForm = z.object({
  phone: z.custom<PhoneNumberValue>().transform(toInternationalNumber).pipe(phoneNumber),
});
type PhoneFormInput = z.input<typeof phoneForm>;
type PhoneForm = z.output<typeof phoneForm>;

export const passwordsDoNotMatch = 'Your passwords do not match';

const passwordForm = changeTenantPasswordPayload.extend({ confirmPassword: z.string() });
type PasswordForm = z.infer<typeof passwordForm>;

/** The stored "+15125550199" back as the phone input's country and number. */
function phoneValueOf(international: string): PhoneNumberValue {
  const digits = international.replace(/\D/g, '');
  const match = [...PHONE_COUNTRIES]
    .sort((a, b) => b.dialCode.length - a.dialCode.length)
    .find((entry) => digits.startsWith(entry.dialCode));
  return match
    ? { country: match.country, number: digits.slice(match.dialCode.length) }
    : { country: 'US', number: '' };
}

function PhoneCard({ phone }: { phone: string }) {
  const [updatePhone] = useUpdateTenantPhoneMutation();
  const {
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<PhoneFormInput, unknown, PhoneForm>({
    resolver: zodResolver(phoneForm),
    defaultValues: { phone: phoneValueOf(phone) },
  });

  async function save(change: PhoneForm) {
    try {
      await updatePhone(change).unwrap();
    } catch {
      return;
    }
    toast.success('Phone number saved');
  }

  return (
    <Card title="Phone number">
      <form noValidate onSubmit={handleSubmit(save)} aria-label="Phone number">
        <Controller
          control={control}
          name="phone"
          render={({ field }) => (
            <PhoneInput
              label="Phone number"
              required
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.phone?.message}
            />
          )}
        />
        <Button type="submit" loading={isSubmitting}>
          Save phone number
        </Button>
      </form>
    </Card>
  );
}

function PasswordCard() {
  const [changePassword] = useChangeTenantPasswordMutation();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<PasswordForm>({
    resolver: zodResolver(passwordForm),
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
  });

  async function change({ confirmPassword, ...payload }: PasswordForm) {
    if (payload.password !== confirmPassword) {
      toast.warning(passwordsDoNotMatch);
      return;
    }
    try {
      await changePassword(payload).unwrap();
    } catch {
      return;
    }
    reset();
    toast.success(
      'Your password has been changed. You stay signed in here; other devices are signed out.',
    );
  }

  return (
    <Card title="Change password">
      <form noValidate onSubmit={handleSubmit(change)} aria-label="Change password">
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          {...register('currentPassword')}
          error={errors.currentPassword?.message}
        />
        <PasswordField
          label="New password"
          autoComplete="new-password"
          hint="At least 8 characters, with 1 number or symbol."
          {...register('password')}
          error={errors.password?.message}
        />
        <PasswordField
          label="Confirm new password"
          autoComplete="new-password"
          {...register('confirmPassword')}
          error={errors.confirmPassword?.message}
        />
        <Button type="submit" loading={isSubmitting}>
          Change password
        </Button>
      </form>
    </Card>
  );
}

function SignOutCard() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  // signOut ends the session on the server too: the token stops working there.
  function signOutHere() {
    dispatch(signOut());
    navigate('/tenant/signin', { replace: true });
  }

  return (
    <Card title="Sign out">
      <Row>
        <p>Sign out of Homestead on this device.</p>
        <Button variant="danger" onClick={signOutHere}>
          Sign out
        </Button>
      </Row>
    </Card>
  );
}

/** The tenant's account: phone, password, theme, and signing out. */
export function SettingsPage() {
  const tenant = useGetSignedInTenantQuery();
  return (
    <>
      <PageHeading title="Settings" description="Your phone number, password and theme." />
      <Cards>
        {tenant.data ? (
          <PhoneCard phone={tenant.data.phone} />
        ) : (
          tenant.isLoading && <SkeletonCards count={1} label="Loading your details" />
        )}
        <PasswordCard />
        <Card title="Theme">
          <Row>
            <p>Switch between the light and dark theme.</p>
            <ThemeToggle />
          </Row>
        </Card>
        <SignOutCard />
      </Cards>
    </>
  );
}
