import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import {
  backgroundCheckPayload,
  identityDocument,
  identityDocumentMissing,
  phoneNumber,
  socialSecurityNumber,
  tenantDocumentKinds,
  type Tenant,
  type TenantDocumentKind,
} from 'shared-api/contract';
import {
  Button,
  DateInput,
  PHONE_COUNTRIES,
  PageHeading,
  PhoneInput,
  TextArea,
  TextField,
  toInternationalNumber,
  type PhoneNumberValue,
} from 'shared-ui';
import { z } from 'zod';
import { useSubmitBackgroundCheckMutation } from './api';
import { DocumentUpload } from './document-upload';

const checkForm = z.object({
  phone: z.custom<PhoneNumberValue>().transform(toInternationalNumber).pipe(phoneNumber),
  dob: backgroundCheckPayload.shape.dob,
  duration: backgroundCheckPayload.shape.duration,
  reasonForLeaving: backgroundCheckPayload.shape.reasonForLeaving,
  ssn: socialSecurityNumber,
});
type CheckFormInput = z.input<typeof checkForm>;
type CheckForm = z.output<typeof checkForm>;

export const documentLabels: Record<TenantDocumentKind, string> = {
  driverLicense: "Driver's license",
  bankStatement: 'Bank statement',
  proofOfAddress: 'Proof of address',
  proofOfIncome: 'Proof of income',
};

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

interface BackgroundCheckFormProps {
  token: string | null;
  tenant: Tenant;
  onSubmitted: () => void;
}

/** Stage 2: the tenant's details and four documents for the owner's background check. */
export function BackgroundCheckForm({ token, tenant, onSubmitted }: BackgroundCheckFormProps) {
  const [submitCheck] = useSubmitBackgroundCheckMutation();
  const [askedForIdentity, setAskedForIdentity] = useState(false);
  const hasIdentity = tenant.backgroundCheck.data[identityDocument] !== null;
  const {
    control,
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<CheckFormInput, unknown, CheckForm>({
    resolver: zodResolver(checkForm),
    defaultValues: {
      phone: phoneValueOf(tenant.phone),
      dob: tenant.dob ?? '',
      duration: tenant.duration === null ? '' : String(tenant.duration),
      reasonForLeaving: tenant.reasonForLeaving ?? '',
      ssn: '',
    },
  });

  async function send({ ssn, ...details }: CheckForm) {
    if (!hasIdentity) {
      setAskedForIdentity(true);
      return;
    }
    // The spec's payload carries the new state too; the server sets it itself either way.
    const backgroundCheck = { status: 'Pending', inChecks: 'In Progress', data: { ssn } };
    try {
      await submitCheck({
        token,
        check: { ...details, backgroundCheck, payment: { hasPaid: false } },
      }).unwrap();
    } catch {
      // The error toast has said why; the form keeps what was typed.
      return;
    }
    onSubmitted();
  }

  return (
    <>
      <PageHeading
        title="Background Check"
        description="Share your details and documents so the owner can review your application."
      />
      <form
        noValidate
        onSubmit={(event) => {
          if (!hasIdentity) setAskedForIdentity(true);
          return handleSubmit(send)(event);
        }}
        aria-label="Background check"
      >
        <TextField label="Full name" value={tenant.name} readOnly />
        <TextField label="Email" type="email" value={tenant.email} readOnly />
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
        <DateInput
          label="Date of birth"
          required
          {...register('dob')}
          error={errors.dob?.message}
        />
        <TextField
          label="Years at current address"
          type="number"
          inputMode="numeric"
          min={0}
          max={100}
          required
          {...register('duration')}
          error={errors.duration?.message}
        />
        <TextArea
          label="Reason for leaving"
          required
          {...register('reasonForLeaving')}
          error={errors.reasonForLeaving?.message}
        />
        <TextField
          label="Social Security number"
          type="password"
          inputMode="numeric"
          autoComplete="off"
          required
          hint={
            tenant.backgroundCheck.data.ssn
              ? `On file: ${tenant.backgroundCheck.data.ssn}. Enter it again to send your details.`
              : 'Stored encrypted; only its last four digits are ever shown again.'
          }
          {...register('ssn')}
          error={errors.ssn?.message}
        />
        {tenantDocumentKinds.map((kind) => (
          <DocumentUpload
            key={kind}
            token={token}
            kind={kind}
            label={
              kind === identityDocument
                ? documentLabels[kind]
                : `${documentLabels[kind]} (optional)`
            }
            missing={
              kind === identityDocument && askedForIdentity && !hasIdentity
                ? identityDocumentMissing
                : undefined
            }
            document={tenant.backgroundCheck.data[kind]}
          />
        ))}
        <Button type="submit" loading={isSubmitting} style={{ width: '100%' }}>
          Submit background check
        </Button>
      </form>
    </>
  );
}
