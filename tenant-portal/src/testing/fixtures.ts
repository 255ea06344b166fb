import type { LeaseTerms, Tenant, TenantMetrics } from 'shared-api/contract';

export const tenantSession = {
  session: {
    role: 'tenant' as const,
    user: { name: 'Tom Tenant', email: 'tom@example.com', leaseId: 'lease-1' },
  },
};

export const signature = {
  fullName: 'Tom Tenant',
  signedAt: '2026-02-10T15:30:00.000Z',
  ipAddress: '203.0.113.9',
  userAgent: 'Chromium',
};

export const activeTenant: Tenant = {
  _id: 'tenant-1',
  tenantId: 'tenant-1',
  name: 'Tom Tenant',
  email: 'tom@example.com',
  phone: '+15125550199',
  address: '7 Oak Lane, Austin, TX',
  dob: '1990-04-12',
  duration: 3,
  reasonForLeaving: 'Moving closer to work',
  moveInDate: '2026-03-01',
  moveOutDate: '2027-02-28',
  leaseId: 'lease-1',
  propertyId: 'property-1',
  propertyName: 'Elm Street Flats',
  currentUnit: 2,
  leaseStatus: 'active',
  stage: 'lease_active',
  backgroundCheck: {
    status: 'Passed',
    inChecks: 'Completed',
    submittedAt: '2026-02-02T10:00:00.000Z',
    reviewedAt: '2026-02-03T10:00:00.000Z',
    data: {
      ssn: '*****6789',
      driverLicense: null,
      bankStatement: null,
      proofOfAddress: null,
      proofOfIncome: null,
    },
  },
  leaseSentAt: '2026-02-04T10:00:00.000Z',
  signature,
  payment: {
    hasPaid: true,
    status: 'received',
    moveInAmount: 1700,
    reportedAt: '2026-02-11T10:00:00.000Z',
    lastPaymentDate: '2026-02-12',
    currentMonthlyRent: 850,
    securityDeposit: 850,
  },
  invitation: { sentAt: '2026-02-01T10:00:00.000Z', expiresAt: '2026-02-15T10:00:00.000Z' },
  hasAccount: true,
  createdAt: '2026-02-01T10:00:00.000Z',
};

export const metrics: TenantMetrics = {
  tenant: { name: 'Tom Tenant', address: '12 Elm Street, unit 2, Austin, TX 78701, US' },
  metrics: {
    monthlyIncome: 850,
    daysUntilLeaseExpiry: 97,
    leaseStatus: 'active',
    paymentStatus: 'awaiting_confirmation',
  },
  lease: { monthlyRent: 850, currency: 'USD', startDate: '2026-03-01', endDate: '2027-02-28' },
};

export const leaseTerms: LeaseTerms = {
  leaseId: 'lease-1',
  property: { name: 'Elm Street Flats', type: 'apartment', address: '12 Elm Street, Austin, TX' },
  currentUnit: 2,
  startDate: '2026-03-01',
  endDate: '2027-02-28',
  monthlyRent: 850,
  securityDeposit: 850,
  lateFee: 100,
  lateFeeAfterDays: 2,
  currency: 'USD',
  paymentFrequency: 'Monthly',
  specialTerms: 'No smoking indoors',
  amountDueNow: 1700,
  paymentReference: 'HS-TENANT01',
  bankDetails: {
    accountName: 'Olive Owner',
    bankName: 'First Austin Bank',
    accountNumber: '000123456789',
    routingNumber: '111000025',
  },
  owner: { name: 'Olive Owner', email: 'olive@example.com', phone: '+15125550100' },
  tenant: { name: 'Tom Tenant', email: 'tom@example.com' },
  signature,
};
