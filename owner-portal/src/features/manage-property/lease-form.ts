import {
  createLeasePayload,
  isWithinLongestLease,
  leaseMetadataInput,
  longestLeaseMessage,
  type CreateLeasePayload,
  type Lease,
  type Property,
  type UpdateLeasePayload,
  defaultLateFee,
} from 'shared-api/contract';
import { z } from 'zod';

const terms = createLeasePayload.shape;

/** The Create/Edit Lease modal's fields, checked by the contract's rules for a lease. */
export const leaseForm = z
  .object({
    startDate: terms.startDate,
    endDate: terms.endDate,
    monthlyRent: terms.monthlyRent,
    securityDeposit: terms.securityDeposit,
    // Chosen from the property's units (as text), so an empty choice asks for one.
    currentUnit: z
      .string()
      .trim()
      .min(1, 'Choose a unit')
      .pipe(terms.currentUnit as z.ZodType<number, string>),
    lateFee: terms.lateFee.unwrap(),
    lateFeeAfterDays: terms.lateFeeAfterDays.unwrap(),
    specialTerms: leaseMetadataInput.shape.specialTerms,
    renewalOffered: z.enum(['yes', 'no']),
    lastInspectionDate: leaseMetadataInput.shape.lastInspectionDate,
    existingTenancy: z.boolean(),
  })
  .refine((lease) => lease.endDate > lease.startDate, {
    path: ['endDate'],
    message: 'The end date must be after the start date',
  })
  .refine((lease) => isWithinLongestLease(lease.startDate, lease.endDate), {
    path: ['endDate'],
    message: longestLeaseMessage,
  });
export type LeaseFormInput = z.input<typeof leaseForm>;
export type LeaseFormValues = z.output<typeof leaseForm>;

/** A new lease starts from the property's own rent and deposit and the usual late-fee terms. */
export function newLeaseValues(property: Property): LeaseFormInput {
  return {
    startDate: '',
    endDate: '',
    monthlyRent: property.monthlyRent,
    securityDeposit: property.securityDeposit,
    currentUnit: '',
    lateFee: defaultLateFee.amount,
    lateFeeAfterDays: defaultLateFee.afterDays,
    specialTerms: '',
    renewalOffered: 'yes',
    lastInspectionDate: '',
    existingTenancy: false,
  };
}

export function leaseValues(lease: Lease): LeaseFormInput {
  return {
    startDate: lease.startDate,
    endDate: lease.endDate,
    monthlyRent: lease.monthlyRent,
    securityDeposit: lease.securityDeposit,
    currentUnit: String(lease.currentUnit),
    lateFee: lease.lateFee,
    lateFeeAfterDays: lease.lateFeeAfterDays,
    specialTerms: lease.metadata.specialTerms,
    renewalOffered: lease.metadata.renewalOffered ? 'yes' : 'no',
    lastInspectionDate: lease.metadata.lastInspectionDate ?? '',
    existingTenancy: false,
  };
}

export function newLease(propertyId: string, form: LeaseFormValues): CreateLeasePayload {
  return {
    propertyId,
    startDate: form.startDate,
    endDate: form.endDate,
    monthlyRent: form.monthlyRent,
    securityDeposit: form.securityDeposit,
    currentUnit: form.currentUnit,
    existingTenancy: form.existingTenancy,
    status: 'pending',
    tenantIds: [],
    lateFee: form.lateFee,
    lateFeeAfterDays: form.lateFeeAfterDays,
    // Renewal counts as offered until the owner answers "no" in the edit form.
    metadata: { renewalOffered: true },
  };
}

/** The start date and the unit are locked once a lease exists, so they are not sent. */
export function leaseChanges(form: LeaseFormValues): UpdateLeasePayload {
  return {
    endDate: form.endDate,
    monthlyRent: form.monthlyRent,
    securityDeposit: form.securityDeposit,
    lateFee: form.lateFee,
    lateFeeAfterDays: form.lateFeeAfterDays,
    metadata: {
      specialTerms: form.specialTerms ?? '',
      renewalOffered: form.renewalOffered !== 'no',
      lastInspectionDate: form.lastInspectionDate ?? null,
    },
  };
}
