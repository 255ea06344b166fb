import type { Lease, Tenant } from 'shared-api/contract';

export const pendingLease: Lease = {
  _id: 'lease-1',
  leaseId: 'lease-1',
  propertyId: 'property-1',
  propertyName: 'Maple Court',
  tenantIds: [],
  startDate: '2026-12-01',
  endDate: '2027-11-30',
  monthlyRent: 1500,
  securityDeposit: 1500,
  currency: 'USD',
  currentUnit: 2,
  status: 'pending',
  lateFee: 100,
  lateFeeAfterDays: 2,
  metadata: { lastInspectionDate: null, renewalOffered: false, specialTerms: 'No smoking' },
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

export function aTenant(changes: Partial<Tenant> = {}): Tenant {
  return {
    _id: 'tenant-1',
    tenantId: 'tenant-1',
    name: 'Grace Hopper',
    email: 'grace@example.com',
    phone: '+15551234567',
    address: '1 Harbour Road',
    dob: null,
    duration: null,
    reasonForLeaving: null,
    moveInDate: '2026-12-01',
    moveOutDate: '2027-11-30',
    leaseId: 'lease-1',
    propertyId: 'property-1',
    propertyName: 'Maple Court',
    currentUnit: 2,
    leaseStatus: 'pending',
    stage: 'background_check',
    backgroundCheck: {
      status: 'Not submitted',
      inChecks: 'Not started',
      submittedAt: null,
      reviewedAt: null,
      data: {
        ssn: null,
        driverLicense: null,
        bankStatement: null,
        proofOfAddress: null,
        proofOfIncome: null,
      },
    },
    leaseSentAt: null,
    signature: null,
    payment: {
      hasPaid: false,
      status: 'not_paid',
      moveInAmount: 3000,
      reportedAt: null,
      lastPaymentDate: null,
      currentMonthlyRent: 1500,
      securityDeposit: 1500,
    },
    invitation: { sentAt: '2026-11-21T09:30:00.000Z', expiresAt: '2026-12-05T09:30:00.000Z' },
    hasAccount: false,
    createdAt: '2026-11-21T09:30:00.000Z',
    ...changes,
  };
}

/** `GET tenants/all`'s answer: one page of tenants, the last unless a cursor is given. */
export const tenantPage = (
  tenants: Tenant[],
  nextCursor: string | null = null,
  total?: number,
) => ({
  tenants,
  total: total ?? tenants.length,
  nextCursor,
});
