import { z } from 'zod';
import { moneyAmount, optionalText, pageLimit, requiredText } from './common';
import { currencyCode, moneyInCurrency } from './money';

export const propertyTypes = ['apartment', 'condo', 'house'] as const;
export type PropertyType = (typeof propertyTypes)[number];

export const propertyIndustries = ['marketing', 'template', 'development'] as const;

export const propertyAmenityNames = ['Swimming Pool', 'Gym', 'Pets'] as const;

export interface PostalCodeRule {
  label: string;
  required: boolean;
  pattern?: RegExp;
}

/** The label and rule of the postal field for each country of the form; any other country: optional. */
export const postalCodeRules: Record<string, PostalCodeRule> = {
  US: { label: 'ZIP Code', required: true, pattern: /^\d{5}(-\d{4})?$/ },
  CA: { label: 'Postal Code', required: true, pattern: /^[A-Za-z]\d[A-Za-z][ -]?\d[A-Za-z]\d$/ },
  IN: { label: 'PIN Code', required: true, pattern: /^\d{6}$/ },
  AE: { label: 'Postal Code', required: false },
  HK: { label: 'Postal Code', required: false },
  NG: { label: 'Postal Code', required: true, pattern: /^\d{6}$/ },
  GB: { label: 'Postcode', required: true, pattern: /^[A-Za-z]{1,2}\d[A-Za-z\d]? ?\d[A-Za-z]{2}$/ },
};

export function postalCodeRule(country: string): PostalCodeRule {
  return postalCodeRules[country] ?? { label: 'Postal Code', required: false };
}

/** The postal code may come as `postalCode` or as `zip`; both name the same field. */
export const propertyLocationInput = z
  .object({
    address: requiredText('Address', 300),
    city: requiredText('City', 100),
    state: requiredText('State', 100),
    country: z
      .string({ error: 'Country is required' })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, 'Choose a country'),
    postalCode: z.string().trim().max(20).optional(),
    zip: z.string().trim().max(20).optional(),
  })
  .superRefine((location, context) => {
    const rule = postalCodeRule(location.country);
    const postalCode = location.postalCode || location.zip || '';
    if (!postalCode) {
      if (rule.required) {
        context.addIssue({
          code: 'custom',
          path: ['postalCode'],
          message: `${rule.label} is required`,
        });
      }
    } else if (rule.pattern && !rule.pattern.test(postalCode)) {
      context.addIssue({
        code: 'custom',
        path: ['postalCode'],
        message: `Enter a valid ${rule.label}`,
      });
    }
  });
export type PropertyLocationInput = z.infer<typeof propertyLocationInput>;

const units = z
  .number({ error: 'Units must be a whole number of at least 1' })
  .int('Units must be a whole number of at least 1')
  .min(1, 'Units must be a whole number of at least 1')
  .max(100_000, 'Units must be at most 100000');

const propertyType = z.enum(propertyTypes, { error: 'Choose a property type' });
const industry = z.enum(propertyIndustries, { error: 'Choose an industry' });

export const amenity = z.object({ name: requiredText('Amenity', 100), allowed: z.boolean() });
export type Amenity = z.infer<typeof amenity>;

/** People attached to a property; the first one is its manager. */
export const propertyProfile = z.object({
  name: requiredText('Name'),
  email: z
    .string()
    .trim()
    .max(254)
    .refine((email) => email === '' || z.regexes.email.test(email), 'Enter a valid email address')
    .default(''),
  phone: z.string().trim().max(40).default(''),
  role: z.string().trim().max(100).default(''),
});
export type PropertyProfile = z.infer<typeof propertyProfile>;

export const createPropertyPayload = z.object({
  name: requiredText('Property name'),
  type: propertyType,
  description: optionalText('Description'),
  industry: industry.optional(),
  manager: optionalText('Manager', 200),
  contact: optionalText('Contact', 100),
  isOnLease: z.boolean().default(false),
  units,
  monthlyRent: moneyAmount('Monthly rent'),
  securityDeposit: moneyAmount('Security deposit').optional(),
  /** ISO 4217; the country's own currency when not given. */
  currency: currencyCode.optional(),
  status: z.literal('available').optional(),
  location: propertyLocationInput,
});
export type CreatePropertyPayload = z.input<typeof createPropertyPayload>;

export const rentalInfoInput = z.object({
  amountPerUnit: moneyAmount('Rent per unit').optional(),
  unit: units.optional(),
  lateFeeRate: z
    .number({ error: 'Late fee rate must be a number' })
    .min(0, 'Late fee rate must not be negative')
    .max(100, 'Late fee rate must be at most 100')
    .optional(),
  amountDeposite: moneyAmount('Deposit').optional(),
});

/**
 * The edit form's four tabs. Its fields map onto the property as the form shows them: the contact is
 * the first profile's phone, units come from `rentalInfo.unit`, the monthly rent from
 * `rentalInfo.amountPerUnit` and the deposit from `rentalInfo.amountDeposite`. `rentalInfo.amount`
 * is not taken: it is always the rent per unit times the units.
 */
export const updatePropertyPayload = z.object({
  propertyId: z.string({ error: 'propertyId is required' }).min(1, 'propertyId is required'),
  name: requiredText('Property name').optional(),
  type: propertyType.optional(),
  description: optionalText('Description'),
  industry: industry.optional(),
  manager: optionalText('Manager', 200),
  contact: optionalText('Contact', 100),
  units: units.optional(),
  monthlyRent: moneyAmount('Monthly rent').optional(),
  securityDeposit: moneyAmount('Security deposit').optional(),
  /** Changeable while the property has no lease. */
  currency: currencyCode.optional(),
  currentUnit: optionalText('Current unit', 50),
  location: propertyLocationInput.optional(),
  rentalInfo: rentalInfoInput.optional(),
  amenities: z.array(amenity).max(50).optional(),
  profiles: z.array(propertyProfile).max(50).optional(),
});
export type UpdatePropertyPayload = z.input<typeof updatePropertyPayload>;

/** The list's status filter: `available` (not on lease) or `on_lease`. */
export const propertyListStatuses = ['available', 'on_lease'] as const;
export type PropertyListStatus = (typeof propertyListStatuses)[number];

export const propertyListQuery = z.object({
  propertyId: z.string().optional(),
  limit: pageLimit('limit'),
  cursor: z.string().optional(),
  /** Part of the name or the address (street, city, state or postal code), any case. */
  search: z.string().trim().max(200, 'search must be at most 200 characters').optional(),
  status: z
    .enum(propertyListStatuses, { error: 'status must be available or on_lease' })
    .optional(),
});
export type PropertyListQuery = z.input<typeof propertyListQuery>;

export const propertyPageSize = 50;

export const property = z.object({
  _id: z.string(),
  propertyId: z.string(),
  name: z.string(),
  type: z.enum(propertyTypes),
  description: z.string(),
  industry: z.string().nullable(),
  manager: z.string().nullable(),
  contact: z.string(),
  address: z.string(),
  units: z.number(),
  monthlyRent: z.number(),
  securityDeposit: z.number(),
  /** Every amount of the property, its leases, rent and payments is in this currency (ISO 4217). */
  currency: z.string(),
  currentUnit: z.string().nullable(),
  location: z.object({
    address: z.string(),
    city: z.string(),
    state: z.string(),
    country: z.string(),
    zip: z.string(),
    postalCode: z.string(),
  }),
  rentalInfo: z.object({
    amount: z.number(),
    amountPerUnit: z.number(),
    unit: z.number(),
    lateFeeRate: z.number().nullable(),
    amountDeposite: z.number(),
  }),
  amenities: z.array(z.object({ name: z.string(), allowed: z.boolean() })),
  profiles: z.array(
    z.object({ name: z.string(), email: z.string(), phone: z.string(), role: z.string() }),
  ),
  currentTenants: z.array(z.string()),
  isOnLease: z.boolean(),
  status: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Property = z.infer<typeof property>;

export const propertyAnswer = z.object({ data: property });
export type PropertyAnswer = z.infer<typeof propertyAnswer>;

/** One page, newest first; pass `nextCursor` back as `cursor` for the next page (null on the last). */
export const propertyListAnswer = z.object({
  data: z.array(property),
  total: z.number(),
  nextCursor: z.string().nullable(),
});
export type PropertyListAnswer = z.infer<typeof propertyListAnswer>;

/**
 * totalIncome: the monthly rent of the active leases; a property marked on lease by hand, without
 * an active lease, counts its whole rent roll (rent per unit times units).
 * occupancyRate: current tenants divided by units, from 0 to 1.
 */
export const propertyMetrics = z.object({
  totalProperties: z.number(),
  totalOnLease: z.number(),
  totalUnits: z.number(),
  /** The monthly rent of the active leases in the owner's main currency (the most used). */
  totalIncome: z.number(),
  /** The same, one amount per currency the owner's properties are in, the main one first. */
  incomeByCurrency: z.array(moneyInCurrency),
  totalTenants: z.number(),
  occupancyRate: z.number(),
});
export type PropertyMetrics = z.infer<typeof propertyMetrics>;

export const propertyMetricsAnswer = z.object({ data: propertyMetrics });

export const overduePayment = z.object({
  chargeId: z.string(),
  leaseId: z.string(),
  /** The lease's first tenant, the one to see about it; null on a lease without tenants. */
  tenantId: z.string().nullable(),
  tenantName: z.string(),
  propertyId: z.string(),
  propertyName: z.string(),
  amount: z.number(),
  currency: z.string(),
  dueDate: z.string(),
  daysOverdue: z.number(),
});
export type OverduePayment = z.infer<typeof overduePayment>;

export const vacantProperty = z.object({
  propertyId: z.string(),
  name: z.string(),
  address: z.string(),
  units: z.number(),
});
export type VacantProperty = z.infer<typeof vacantProperty>;

/** How many vacant properties the dashboard's tasks are given unless it asks for more. */
export const vacantPropertiesShown = 10;

/** How many overdue rent charges the dashboard's tasks are given unless it asks for more. */
export const overduePaymentsShown = 10;

export const pendingActivitiesQuery = z.object({
  overdueLimit: pageLimit('overdueLimit'),
  vacantLimit: pageLimit('vacantLimit'),
});

export const pendingActivitiesAnswer = z.object({
  data: z.object({
    /** The oldest overdue rent charges, at most `overdueLimit`; `overdueTotal` counts them all. */
    overduePayments: z.array(overduePayment),
    overdueTotal: z.number(),
    /** What is still owed on every overdue rent charge, per currency. */
    overdueAmounts: z.array(moneyInCurrency),
    /** The newest vacant properties, at most `vacantLimit`; `vacantTotal` counts them all. */
    vacantProperties: z.array(vacantProperty),
    vacantTotal: z.number(),
  }),
});
export type PendingActivities = z.infer<typeof pendingActivitiesAnswer>['data'];
