import { z } from 'zod';
import { requiredText } from './common';

export const passwordMessages = {
  tooShort: 'Atleast 8 characters',
  needsNumberOrSymbol: 'Must contain 1 number or symbol',
  tooLong: 'At most 128 characters',
} as const;

export const emailAddress = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .min(1, 'Email is required')
  .max(254, 'Enter a valid email address')
  .regex(z.regexes.email, 'Enter a valid email address');

/** The rule for every new password, owner or tenant. */
export const newPassword = z
  .string({ error: 'Password is required' })
  .min(8, passwordMessages.tooShort)
  .max(128, passwordMessages.tooLong)
  .regex(/[^\p{L}]/u, passwordMessages.needsNumberOrSymbol);

/** The phone country choices of the forms; a phone number is stored as + dial code + national number. */
export const phoneCountryCodes = [
  { country: 'US', dialCode: '+1', nationalDigits: [10] },
  { country: 'NG', dialCode: '+234', nationalDigits: [10] },
  { country: 'GB', dialCode: '+44', nationalDigits: [9, 10] },
  { country: 'CA', dialCode: '+1', nationalDigits: [10] },
  { country: 'AU', dialCode: '+61', nationalDigits: [9] },
] as const;

export const phoneMessage = 'Enter a phone number with its country code: +1, +234, +44 or +61';

function isPhoneOfKnownCountry(phone: string) {
  return phoneCountryCodes.some(
    ({ dialCode, nationalDigits }) =>
      phone.startsWith(dialCode) &&
      /^\d+$/.test(phone.slice(dialCode.length)) &&
      (nationalDigits as readonly number[]).includes(phone.length - dialCode.length),
  );
}

/** Accepts spaces, dashes, dots and brackets as typed, and keeps only "+" and digits. */
export const phoneNumber = z
  .string({ error: phoneMessage })
  .overwrite((typed) => typed.replace(/[\s().-]/g, ''))
  .refine(isPhoneOfKnownCountry, phoneMessage);

function bankNumber(label: string) {
  return z
    .string({ error: `${label} is required` })
    .overwrite((typed) => typed.replace(/[\s-]/g, ''))
    .regex(/^[A-Za-z0-9]{4,34}$/, `Enter a valid ${label.toLowerCase()}`);
}

/** Where tenants send rent by bank transfer. */
export const bankDetailsInput = z.object({
  accountName: requiredText('Account name'),
  bankName: requiredText('Bank name'),
  accountNumber: bankNumber('Account number'),
  routingNumber: bankNumber('Routing number'),
});
export type BankDetailsInput = z.infer<typeof bankDetailsInput>;

/** The registration form as the owner fills it in; `createOwnerPayload` is what is sent. */
export const ownerRegistrationForm = z.object({
  firstName: requiredText('First name', 100),
  lastName: requiredText('Last name', 100),
  email: emailAddress,
  password: newPassword,
});
export type OwnerRegistrationForm = z.infer<typeof ownerRegistrationForm>;

export const createOwnerPayload = z.object({
  name: requiredText('Name'),
  email: emailAddress,
  password: newPassword,
});
export type CreateOwnerPayload = z.infer<typeof createOwnerPayload>;

export const signInPayload = z.object({
  email: emailAddress,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(128),
});
export type SignInPayload = z.infer<typeof signInPayload>;

export const updateOwnerPayload = z.object({
  name: requiredText('Name').optional(),
  phone: phoneNumber.optional(),
  bankDetails: bankDetailsInput.optional(),
});
export type UpdateOwnerPayload = z.infer<typeof updateOwnerPayload>;

/** Settings' change of password: the current one proves it is the owner; the new one follows the rules. */
export const changeOwnerPasswordPayload = z
  .object({
    currentPassword: z
      .string({ error: 'Enter your current password' })
      .min(1, 'Enter your current password')
      .max(128),
    password: newPassword,
  })
  .refine((change) => change.password !== change.currentPassword, {
    path: ['password'],
    message: 'Choose a password different from the current one',
  });
export type ChangeOwnerPasswordPayload = z.infer<typeof changeOwnerPasswordPayload>;

/** A changed password ends every other session: this one goes on with the new token. */
export const changedOwnerPasswordAnswer = z.object({
  message: z.string(),
  access_token: z.string(),
});
export type ChangedOwnerPasswordAnswer = z.infer<typeof changedOwnerPasswordAnswer>;

export const forgotPasswordPayload = z.object({ email: emailAddress });
export type ForgotPasswordPayload = z.infer<typeof forgotPasswordPayload>;

export const resetPasswordPayload = z.object({
  token: z.string({ error: 'The reset link is incomplete' }).min(1, 'The reset link is incomplete'),
  password: newPassword,
});
export type ResetPasswordPayload = z.infer<typeof resetPasswordPayload>;

/** Asked as the reset page opens, so a used or expired link says so before anything is typed. */
export const resetLinkCheckPayload = resetPasswordPayload.pick({ token: true });
export type ResetLinkCheckPayload = z.infer<typeof resetLinkCheckPayload>;

export const verifyEmailPayload = z.object({
  code: z.string({ error: 'Enter the 6-digit code' }).regex(/^\d{6}$/, 'Enter the 6-digit code'),
});
export type VerifyEmailPayload = z.infer<typeof verifyEmailPayload>;

/** Only the last four characters of each number ever leave the server, e.g. "****6789". */
export const maskedBankDetails = z.object({
  accountName: z.string(),
  bankName: z.string(),
  accountNumber: z.string(),
  routingNumber: z.string(),
});
export type MaskedBankDetails = z.infer<typeof maskedBankDetails>;

export const owner = z.object({
  _id: z.string(),
  ownerId: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  emailVerified: z.boolean(),
  bankDetails: maskedBankDetails.nullable(),
  createdAt: z.string(),
});
export type Owner = z.infer<typeof owner>;

export const ownerAnswer = z.object({ data: owner });
export type OwnerAnswer = z.infer<typeof ownerAnswer>;

/** `access_token` sits at the top level of the body, as the sign-in screen reads it. */
export const ownerSignInAnswer = z.object({ access_token: z.string(), data: owner });
export type OwnerSignInAnswer = z.infer<typeof ownerSignInAnswer>;

export const forgotPasswordMessage =
  'Thank you. If an account exists with this email address, you should receive an email to reset your password.';
