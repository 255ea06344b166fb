import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { errorMessageFor, useUpdateOwnerMutation } from 'shared-api';
import {
  phoneCountryCodes,
  phoneNumber,
  updateOwnerPayload,
  type Owner,
} from 'shared-api/contract';
import {
  Button,
  Card,
  PhoneInput,
  TextField,
  toast,
  toInternationalNumber,
  type PhoneCountry,
  type PhoneNumberValue,
} from 'shared-ui';
import { z } from 'zod';
import { InlineNotice } from '../../components/inline-notice';

const profileForm = z.object({
  name: updateOwnerPayload.shape.name.unwrap(),
  phone: z.custom<PhoneNumberValue>().transform(toInternationalNumber).pipe(phoneNumber),
});
type ProfileInput = z.input<typeof profileForm>;
type ProfileValues = z.output<typeof profileForm>;

/** The stored "+2348012345678" back as the country and national number the phone input shows. */
function phoneValueOf(phone: string | null): PhoneNumberValue {
  const match = phone
    ? phoneCountryCodes.find(({ dialCode }) => phone.startsWith(dialCode))
    : undefined;
  if (!phone || !match) return { country: 'US', number: '' };
  return { country: match.country as PhoneCountry, number: phone.slice(match.dialCode.length) };
}

/** The owner's name and phone, as tenants see them on the lease. */
export function ProfileSection({ owner }: { owner: Owner }) {
  const [updateOwner] = useUpdateOwnerMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ProfileInput, unknown, ProfileValues>({
    resolver: zodResolver(profileForm),
    defaultValues: { name: owner.name, phone: phoneValueOf(owner.phone) },
  });

  async function save(profile: ProfileValues) {
    const saved = await updateOwner(profile);
    setRefusal(saved.error ? errorMessageFor('updateOwner', saved.error) : null);
    // A toast, where the save button is: the top of the card may be out of sight on a phone.
    if (!saved.error) toast.success('Your profile has been saved');
  }

  return (
    <Card title="Profile" titleAs="h2">
      <form noValidate aria-label="Profile" onSubmit={handleSubmit(save)}>
        {refusal && <InlineNotice tone="danger">{refusal}</InlineNotice>}
        <TextField label="Full name" error={errors.name?.message} {...register('name')} />
        <TextField label="Email" type="email" value={owner.email} readOnly />
        <Controller
          control={control}
          name="phone"
          render={({ field }) => (
            <PhoneInput
              label="Phone number"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.phone?.message}
            />
          )}
        />
        <Button type="submit" loading={isSubmitting}>
          Save profile
        </Button>
      </form>
    </Card>
  );
}
