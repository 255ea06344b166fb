import {
  createLeasePayload,
  inviteTenantPayload,
  phoneNumber,
  type CreateLeasePayload,
} from 'shared-api/contract';
import { toInternationalNumber, type PhoneNumberValue } from 'shared-ui';
import { z } from 'zod';

/** What the owner chooses instead of a pending lease: new terms, made into a lease on finishing. */
export const newLeaseChoice = 'new';

const typedAmount = z.union([z.number(), z.nan()]);

const invitee = inviteTenantPayload.shape;

/** The three tabs' fields; new lease terms are checked by the contract's lease rules. */
export const addTenantForm = z
  .object({
    name: invitee.name,
    email: invitee.email,
    phone: z.custom<PhoneNumberValue>().transform(toInternationalNumber).pipe(phoneNumber),
    address: invitee.address,
    propertyId: z.string().min(1, 'Choose a property'),
    leaseId: z.string().min(1, 'Choose a pending lease, or new terms'),
    terms: z.object({
      startDate: z.string(),
      endDate: z.string(),
      monthlyRent: typedAmount,
      securityDeposit: typedAmount,
      currentUnit: z.string(),
    }),
  })
  .superRefine((form, context) => {
    if (form.leaseId !== newLeaseChoice || !form.propertyId) return;
    const checked = createLeasePayload.safeParse(newLeaseOf(form));
    for (const issue of checked.error?.issues ?? []) {
      context.addIssue({ code: 'custom', path: ['terms', ...issue.path], message: issue.message });
    }
  });
export type AddTenantInput = z.input<typeof addTenantForm>;
export type AddTenantValues = z.output<typeof addTenantForm>;

export function newLeaseOf(
  form: Pick<AddTenantValues, 'propertyId' | 'terms'>,
): CreateLeasePayload {
  return {
    propertyId: form.propertyId,
    startDate: form.terms.startDate,
    endDate: form.terms.endDate,
    monthlyRent: form.terms.monthlyRent,
    securityDeposit: form.terms.securityDeposit,
    currentUnit: form.terms.currentUnit,
    status: 'pending',
    tenantIds: [],
  };
}

export const emptyAddTenantForm: AddTenantInput = {
  name: '',
  email: '',
  phone: { country: 'US', number: '' },
  address: '',
  propertyId: '',
  leaseId: '',
  terms: {
    startDate: '',
    endDate: '',
    monthlyRent: Number.NaN,
    securityDeposit: Number.NaN,
    currentUnit: '',
  },
};

/** The fields of each tab, checked before moving on. */
export const fieldsOfTab = {
  personal: ['name', 'email', 'phone', 'address'],
  rental: ['propertyId', 'leaseId', 'terms'],
} as const;
