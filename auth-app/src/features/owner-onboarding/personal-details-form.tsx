import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useUpdateOwnerMutation, type SessionUser } from 'shared-api';
import { phoneNumber } from 'shared-api/contract';
import {
  Button,
  PageHeading,
  PhoneInput,
  TextField,
  toInternationalNumber,
  type PhoneNumberValue,
} from 'shared-ui';
import { z } from 'zod';

const personalDetails = z.object({
  phone: z.custom<PhoneNumberValue>().transform(toInternationalNumber).pipe(phoneNumber),
});
type PersonalDetailsInput = z.input<typeof personalDetails>;
type PersonalDetails = z.output<typeof personalDetails>;

/** The registered name split back into the first word and the rest. */
function namesOf(fullName: string) {
  const [firstName = '', ...rest] = fullName.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

interface PersonalDetailsFormProps {
  owner: SessionUser;
  onSaved: () => void;
}

/** Onboarding's second stage: the registered name and e-mail, and the phone number to add. */
export function PersonalDetailsForm({ owner, onSaved }: PersonalDetailsFormProps) {
  const [updateOwner] = useUpdateOwnerMutation();
  const {
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<PersonalDetailsInput, unknown, PersonalDetails>({
    resolver: zodResolver(personalDetails),
    defaultValues: { phone: { country: 'US', number: '' } },
  });
  const { firstName, lastName } = namesOf(owner.name);

  async function savePhone({ phone }: PersonalDetails) {
    try {
      await updateOwner({ phone }).unwrap();
    } catch {
      // The error toast has said why; the owner stays on this stage.
      return;
    }
    onSaved();
  }

  return (
    <>
      <PageHeading
        title="Personal Details"
        description="Add the phone number your tenants and Homestead can reach you on."
      />
      <form noValidate onSubmit={handleSubmit(savePhone)}>
        <TextField label="First name" value={firstName} readOnly />
        <TextField label="Last name" value={lastName} readOnly />
        <TextField label="Email" type="email" value={owner.email} readOnly />
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
        <Button type="submit" loading={isSubmitting} style={{ width: '100%' }}>
          Next
        </Button>
      </form>
    </>
  );
}
