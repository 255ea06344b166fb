import { z } from 'zod';
import { pageLimit, requiredText } from './common';
import { calendarDate, numberOrDigits } from './form-values';
import { leaseStatuses } from './leases';
import { emailAddress, newPassword, phoneNumber } from './owners';
import { bankTransferDetails, moveInPaymentStatuses, tenantPaymentStatuses } from './payments';

/** The six-stage bar of manage-tenant, in order. */
export const tenantStages = [
  'background_check',
  'create_lease',
  'lease_sent',
  'lease_signed',
  'payment',
  'lease_active',
] as const;

/** Where a tenant is in the flow: one of the six stages, or `check_failed`. */
export const tenantStage = z.enum([...tenantStages, 'check_failed']);
export type TenantStage = z.infer<typeof tenantStage>;

export const tenantDocumentKinds = [
  'driverLicense',
  'bankStatement',
  'proofOfAddress',
  'proofOfIncome',
] as const;
export type TenantDocumentKind = (typeof tenantDocumentKinds)[number];

/** The document the owner needs to confirm who the tenant is: no background check without it. */
export const identityDocument = 'driverLicense' satisfies TenantDocumentKind;
export const identityDocumentMissing =
  "Upload your driver's license: the owner needs it to confirm who you are";

/** Refused (409) removing the license from a check the owner is still to review. */
export const identityDocumentKept =
  "The owner is reviewing your background check with this driver's license: choose another file to replace it";

/** Checked by content, not by name: PDF, PNG, JPEG or WebP. */
export const acceptedDocumentTypes = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/webp',
] as const;
export type AcceptedDocumentType = (typeof acceptedDocumentTypes)[number];

export const documentSizeLimitBytes = 10 * 1024 * 1024;

export const backgroundCheckStatuses = ['Not submitted', 'Pending', 'Passed', 'Failed'] as const;
export const backgroundCheckProgress = ['Not started', 'In Progress', 'Completed'] as const;

export const inviteTenantPayload = z.object({
  leaseId: z.string({ error: 'leaseId is required' }).min(1, 'leaseId is required'),
  email: emailAddress,
  name: requiredText('Name'),
  phone: phoneNumber,
  address: requiredText('Address', 300),
});
export type InviteTenantPayload = z.input<typeof inviteTenantPayload>;

const ssnMessage = 'Enter a valid 9-digit Social Security number';

/** Typed with or without dashes; kept as its 9 digits. */
export const socialSecurityNumber = z
  .string({ error: ssnMessage })
  .overwrite((typed) => typed.replace(/[\s-]/g, ''))
  .regex(/^(?!000|666|9)\d{3}(?!00)\d{2}(?!0000)\d{4}$/, ssnMessage);

const isAdult = (dateOfBirth: string) => {
  const eighteenYearsAgo = new Date();
  eighteenYearsAgo.setUTCFullYear(eighteenYearsAgo.getUTCFullYear() - 18);
  return dateOfBirth <= eighteenYearsAgo.toISOString().slice(0, 10) && dateOfBirth >= '1900-01-01';
};

const yearsMessage = 'Years at your current address must be a number from 0 to 100';

/**
 * The background check form. The form also sends `backgroundCheck.status`, `inChecks` and
 * `payment.hasPaid`; the server sets those itself (Pending, In Progress, not paid).
 */
export const backgroundCheckPayload = z.object({
  phone: phoneNumber,
  dob: calendarDate('Date of birth', 'Enter your date of birth').refine(
    isAdult,
    'You must be at least 18 years old',
  ),
  duration: numberOrDigits(yearsMessage).pipe(
    z.number().min(0, yearsMessage).max(100, yearsMessage),
  ),
  reasonForLeaving: requiredText('Reason for leaving', 1000),
  backgroundCheck: z.object(
    { data: z.object({ ssn: socialSecurityNumber }, { error: ssnMessage }) },
    { error: ssnMessage },
  ),
  payment: z.object({}).loose().optional(),
});
export type BackgroundCheckPayload = z.input<typeof backgroundCheckPayload>;

export const backgroundCheckReviewPayload = z.object({
  result: z.enum(['passed', 'failed'], { error: 'Choose passed or failed' }),
});
export type BackgroundCheckReviewPayload = z.infer<typeof backgroundCheckReviewPayload>;

export const signLeasePayload = z.object({ fullName: requiredText('Full name') });
export type SignLeasePayload = z.infer<typeof signLeasePayload>;

export const createTenantPasswordPayload = z.object({
  token: z
    .string({ error: 'The invitation link is incomplete' })
    .min(1, 'The invitation link is incomplete'),
  email: emailAddress,
  password: newPassword,
});
export type CreateTenantPasswordPayload = z.infer<typeof createTenantPasswordPayload>;

export const tenantDocumentKindParams = z.object({
  kind: z.enum(tenantDocumentKinds, {
    error: 'The document must be driverLicense, bankStatement, proofOfAddress or proofOfIncome',
  }),
});

export const tenantDocument = z.object({
  documentId: z.string(),
  kind: z.enum(tenantDocumentKinds),
  fileName: z.string(),
  contentType: z.enum(acceptedDocumentTypes),
  size: z.number(),
  uploadedAt: z.string(),
});
export type TenantDocument = z.infer<typeof tenantDocument>;

export const leaseSignature = z.object({
  fullName: z.string(),
  signedAt: z.string(),
  ipAddress: z.string(),
  userAgent: z.string(),
});
export type LeaseSignature = z.infer<typeof leaseSignature>;

/** Only the last four digits of the SSN ever leave the server, as "*****6789". */
export const tenant = z.object({
  _id: z.string(),
  tenantId: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  dob: z.string().nullable(),
  duration: z.number().nullable(),
  reasonForLeaving: z.string().nullable(),
  moveInDate: z.string(),
  moveOutDate: z.string(),
  leaseId: z.string(),
  propertyId: z.string(),
  propertyName: z.string(),
  currentUnit: z.number(),
  leaseStatus: z.enum(leaseStatuses),
  stage: tenantStage,
  backgroundCheck: z.object({
    status: z.enum(backgroundCheckStatuses),
    inChecks: z.enum(backgroundCheckProgress),
    submittedAt: z.string().nullable(),
    reviewedAt: z.string().nullable(),
    data: z.object({
      ssn: z.string().nullable(),
      driverLicense: tenantDocument.nullable(),
      bankStatement: tenantDocument.nullable(),
      proofOfAddress: tenantDocument.nullable(),
      proofOfIncome: tenantDocument.nullable(),
    }),
  }),
  leaseSentAt: z.string().nullable(),
  signature: leaseSignature.nullable(),
  payment: z.object({
    hasPaid: z.boolean(),
    status: z.enum(moveInPaymentStatuses),
    /** First month's rent plus the deposit, paid by bank transfer before moving in. */
    moveInAmount: z.number(),
    reportedAt: z.string().nullable(),
    lastPaymentDate: z.string().nullable(),
    currentMonthlyRent: z.number(),
    securityDeposit: z.number(),
  }),
  invitation: z.object({ sentAt: z.string(), expiresAt: z.string() }),
  hasAccount: z.boolean(),
  createdAt: z.string(),
});
export type Tenant = z.infer<typeof tenant>;

export const tenantAnswer = z.object({ data: tenant });
export type TenantAnswer = z.infer<typeof tenantAnswer>;

/** `GET tenants` with a tenant token: the tenant under `tenant`. */
export const tenantProfileAnswer = z.object({ tenant });
export type TenantProfileAnswer = z.infer<typeof tenantProfileAnswer>;

/** `GET tenants/all`: a page of the owner's tenants, found by name or e-mail, stage or property. */
export const allTenantsQuery = z.object({
  limit: pageLimit('limit'),
  cursor: z.string().optional(),
  /** Part of the name or the e-mail address, any case. */
  search: z.string().trim().max(200, 'search must be at most 200 characters').optional(),
  stage: z
    .enum(tenantStage.options, {
      error: `stage must be one of ${tenantStage.options.join(', ')}`,
    })
    .optional(),
  propertyId: z.string().optional(),
});
export type AllTenantsQuery = z.input<typeof allTenantsQuery>;

/** A bare `GET tenants/all` answers this many, the newest. */
export const tenantPageSize = 50;

/**
 * One page of the owner's tenants, newest first, under `tenants`; pass `nextCursor` back as
 * `cursor` for the next page (null on the last). `total` counts every tenant the filters match.
 */
export const allTenantsAnswer = z.object({
  tenants: z.array(tenant),
  total: z.number(),
  nextCursor: z.string().nullable(),
});
export type AllTenantsAnswer = z.infer<typeof allTenantsAnswer>;

/** `GET tenants/?propertyId=`: the property's tenants, newest first, under `data`. */
export const propertyTenantsAnswer = z.object({ data: z.array(tenant) });
export type PropertyTenantsAnswer = z.infer<typeof propertyTenantsAnswer>;

export const tenantsQuery = z.object({
  propertyId: z.string().optional(),
  token: z.string().optional(),
});

export const tenantDocumentAnswer = z.object({ data: tenantDocument });
export const tenantDocumentsAnswer = z.object({ data: z.array(tenantDocument) });

/** What the invited tenant reviews and signs, and where to send the move-in payment. */
export const leaseTerms = z.object({
  leaseId: z.string(),
  property: z.object({ name: z.string(), type: z.string(), address: z.string() }),
  currentUnit: z.number(),
  startDate: z.string(),
  endDate: z.string(),
  monthlyRent: z.number(),
  securityDeposit: z.number(),
  lateFee: z.number(),
  lateFeeAfterDays: z.number(),
  /** The property's currency: every amount of the lease is in it. */
  currency: z.string(),
  paymentFrequency: z.literal('Monthly'),
  specialTerms: z.string(),
  amountDueNow: z.number(),
  paymentReference: z.string(),
  bankDetails: bankTransferDetails,
  owner: z.object({ name: z.string(), email: z.string(), phone: z.string().nullable() }),
  tenant: z.object({ name: z.string(), email: z.string() }),
  signature: leaseSignature.nullable(),
});
export type LeaseTerms = z.infer<typeof leaseTerms>;

export const leaseTermsAnswer = z.object({ data: leaseTerms });
export type LeaseTermsAnswer = z.infer<typeof leaseTermsAnswer>;

export const tenantSignInAnswer = z.object({
  data: z.object({ access_token: z.string(), tenant }),
});
export type TenantSignInAnswer = z.infer<typeof tenantSignInAnswer>;

/**
 * monthlyIncome: the monthly rent of the lease. daysUntilLeaseExpiry: whole days from today to the
 * end date, 0 once it has passed. leaseStatus: the lease's status. paymentStatus: see
 * tenantPaymentStatuses.
 */
export const tenantMetrics = z.object({
  tenant: z.object({ name: z.string(), address: z.string() }),
  metrics: z.object({
    monthlyIncome: z.number(),
    daysUntilLeaseExpiry: z.number(),
    leaseStatus: z.enum(leaseStatuses),
    paymentStatus: z.enum(tenantPaymentStatuses),
  }),
  lease: z.object({
    monthlyRent: z.number(),
    currency: z.string(),
    startDate: z.string(),
    endDate: z.string(),
  }),
});
export type TenantMetrics = z.infer<typeof tenantMetrics>;

export const tenantMetricsAnswer = z.object({ data: tenantMetrics });
export type TenantMetricsAnswer = z.infer<typeof tenantMetricsAnswer>;

/** The signed-in tenant's own details they may change: the phone number. */
export const updateTenantPayload = z.object({ phone: phoneNumber });
export type UpdateTenantPayload = z.infer<typeof updateTenantPayload>;

export const changeTenantPasswordPayload = z.object({
  currentPassword: z
    .string({ error: 'Enter your current password' })
    .min(1, 'Enter your current password'),
  password: newPassword,
});
export type ChangeTenantPasswordPayload = z.infer<typeof changeTenantPasswordPayload>;

/** A changed password ends every other session: this one goes on with the new token. */
export const changedTenantPasswordAnswer = z.object({
  message: z.string(),
  access_token: z.string(),
});
export type ChangedTenantPasswordAnswer = z.infer<typeof changedTenantPasswordAnswer>;

/** A mail the product sent the tenant, as manage-tenant's Communication tab lists it. */
export const tenantMail = z.object({ mailId: z.string(), subject: z.string(), sentAt: z.string() });
export type TenantMail = z.infer<typeof tenantMail>;

/** `GET tenants/tenant/{tenantId}/mails`: newest first, under `data`. */
export const tenantMailsAnswer = z.object({ data: z.array(tenantMail) });
export type TenantMailsAnswer = z.infer<typeof tenantMailsAnswer>;
