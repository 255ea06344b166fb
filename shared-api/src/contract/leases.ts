import { z } from 'zod';
import { moneyAmount, optionalText, positiveMoneyAmount } from './common';
import { calendarDate, numberOrDigits, optionalCalendarDate } from './form-values';

export const leaseStatuses = ['pending', 'active', 'expired', 'terminated', 'cancelled'] as const;
export type LeaseStatus = (typeof leaseStatuses)[number];

/** The spec's sample terms: a late fee of $100 once rent is 2 days past its due date. */
export const defaultLateFee = { amount: 100, afterDays: 2 } as const;

const unitMessage = 'Unit must be a whole number of at least 1';

/** The unit of the property that is let, numbered from 1 to the property's units. */
export const unitNumber = numberOrDigits(unitMessage).pipe(
  z.number().int(unitMessage).min(1, unitMessage).max(100_000, 'Unit must be at most 100000'),
);

const lateFeeDays = z
  .number({ error: 'Late fee days must be a whole number from 0 to 31' })
  .int('Late fee days must be a whole number from 0 to 31')
  .min(0, 'Late fee days must be a whole number from 0 to 31')
  .max(31, 'Late fee days must be a whole number from 0 to 31');

/** The form asks "renewal offered?": anything but "no" counts as yes. */
const renewalOffered = z
  .union([z.boolean(), z.string()], {
    error: 'Renewal offered must be yes or no',
  })
  .transform((answer) =>
    typeof answer === 'boolean' ? answer : answer.trim().toLowerCase() !== 'no',
  );

export const leaseMetadataInput = z.object({
  lastInspectionDate: optionalCalendarDate('Last inspection date'),
  renewalOffered: renewalOffered.optional(),
  specialTerms: optionalText('Special terms', 5000),
});
export type LeaseMetadataInput = z.input<typeof leaseMetadataInput>;

/** Residential leases run for at most ten years; each of their months becomes a rent charge. */
export const longestLeaseYears = 10;
export const longestLeaseMessage = `A lease can run for at most ${longestLeaseYears} years`;

export const isWithinLongestLease = (startDate: string, endDate: string) =>
  endDate <= `${Number(startDate.slice(0, 4)) + longestLeaseYears}${startDate.slice(4)}`;

export const pastStartMessage =
  'The start date is in the past: choose "This tenancy has already started" to record it';

export const newLeaseStatusMessage =
  'A new lease starts as pending; it becomes active once the move-in payment is received';

/**
 * `tenantIds` is part of the spec's payload but must be empty: tenants are invited to a lease once
 * it exists (POST tenants/create with its leaseId).
 */
export const createLeasePayload = z
  .object({
    propertyId: z.string({ error: 'propertyId is required' }).min(1, 'propertyId is required'),
    startDate: calendarDate('Start date'),
    endDate: calendarDate('End date'),
    monthlyRent: positiveMoneyAmount('Monthly rent'),
    securityDeposit: positiveMoneyAmount('Security deposit'),
    currentUnit: unitNumber,
    /**
     * The owner records a tenancy that began before today: the start date may be in the past, and
     * no late fee falls due for the days before the lease was recorded.
     */
    existingTenancy: z.boolean().default(false),
    status: z.literal('pending', { error: newLeaseStatusMessage }).default('pending'),
    tenantIds: z
      .array(z.string())
      .max(0, 'Invite tenants to the lease once it is created')
      .default([]),
    lateFee: moneyAmount('Late fee').default(defaultLateFee.amount),
    lateFeeAfterDays: lateFeeDays.default(defaultLateFee.afterDays),
    metadata: leaseMetadataInput.optional(),
  })
  .refine((lease) => lease.endDate > lease.startDate, {
    path: ['endDate'],
    message: 'The end date must be after the start date',
  })
  .refine((lease) => isWithinLongestLease(lease.startDate, lease.endDate), {
    path: ['endDate'],
    message: longestLeaseMessage,
  });
export type CreateLeasePayload = z.input<typeof createLeasePayload>;

/**
 * The edit form. The start date and the unit cannot change: they are accepted only as they are.
 * Rent, deposit, end date and late-fee terms can change until the lease is sent to a tenant.
 */
export const updateLeasePayload = z.object({
  monthlyRent: positiveMoneyAmount('Monthly rent').optional(),
  securityDeposit: positiveMoneyAmount('Security deposit').optional(),
  endDate: calendarDate('End date').optional(),
  status: z
    .enum(leaseStatuses, {
      error: 'Status must be pending, active, expired, terminated or cancelled',
    })
    .optional(),
  lateFee: moneyAmount('Late fee').optional(),
  lateFeeAfterDays: lateFeeDays.optional(),
  metadata: leaseMetadataInput.optional(),
  startDate: calendarDate('Start date').optional(),
  currentUnit: unitNumber.optional(),
});
export type UpdateLeasePayload = z.input<typeof updateLeasePayload>;

export const leaseListQuery = z.object({ propertyId: z.string().optional() });

export const lease = z.object({
  _id: z.string(),
  leaseId: z.string(),
  propertyId: z.string(),
  propertyName: z.string(),
  tenantIds: z.array(z.string()),
  startDate: z.string(),
  endDate: z.string(),
  monthlyRent: z.number(),
  securityDeposit: z.number(),
  /** The property's currency. */
  currency: z.string(),
  currentUnit: z.number(),
  status: z.enum(leaseStatuses),
  lateFee: z.number(),
  lateFeeAfterDays: z.number(),
  metadata: z.object({
    lastInspectionDate: z.string().nullable(),
    renewalOffered: z.boolean(),
    specialTerms: z.string(),
  }),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Lease = z.infer<typeof lease>;

export const leaseAnswer = z.object({ lease });
export type LeaseAnswer = z.infer<typeof leaseAnswer>;

/** A property's leases (or all the owner's), newest first, under `lease` as the spec reads it. */
export const leaseListAnswer = z.object({ lease: z.array(lease) });
export type LeaseListAnswer = z.infer<typeof leaseListAnswer>;
