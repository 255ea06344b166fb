import { z } from 'zod';

/**
 * The move-in payment (first month's rent plus the deposit, by bank transfer): the tenant says it
 * is made, then the owner says whether it arrived.
 */
export const moveInPaymentStatuses = [
  'not_paid',
  'awaiting_confirmation',
  'received',
  'not_received',
] as const;
export type MoveInPaymentStatus = (typeof moveInPaymentStatuses)[number];

export const paymentDecisionPayload = z.object({
  result: z.enum(['received', 'not_received'], { error: 'Choose received or not_received' }),
});
export type PaymentDecisionPayload = z.infer<typeof paymentDecisionPayload>;

/**
 * A tenant's rent as the dashboard shows it: the move-in payment until the owner has it, then the
 * monthly rent charges of the lease.
 */
export const tenantPaymentStatuses = [
  'not_paid',
  'awaiting_confirmation',
  'not_received',
  'paid',
  'due',
  'overdue',
] as const;
export type TenantPaymentStatus = (typeof tenantPaymentStatuses)[number];

export const bankTransferDetails = z.object({
  accountName: z.string(),
  bankName: z.string(),
  accountNumber: z.string(),
  routingNumber: z.string(),
});
export type BankTransferDetails = z.infer<typeof bankTransferDetails>;
