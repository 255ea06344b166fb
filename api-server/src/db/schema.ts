import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Amenity, PropertyProfile, TenantStage } from 'shared-api/contract';

// The tables as the migrations in ../../migrations create them; the SQL files are the source of truth.

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const cents = (name: string) => bigint(name, { mode: 'number' });
/**
 * The texts a search looks in, in lower case and apart (migration 0051): kept by the database, found
 * through the table's trigram index.
 */
const searchText = (...columns: string[]) =>
  text('search_text')
    .notNull()
    .generatedAlwaysAs(sql.raw(`lower(${columns.join(" || E'\\x1f' || ")})`));

export const owners = pgTable('owners', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  passwordHash: text('password_hash').notNull(),
  phone: text('phone'),
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  sessionVersion: integer('session_version').notNull().default(1),
  bankAccountName: text('bank_account_name'),
  bankName: text('bank_name'),
  /**
   * The account and routing numbers sealed as the SSN is (owners/bank-numbers.ts, migration 0041),
   * with their last four digits for display. The old plain columns are emptied at start.
   */
  bankAccountNumberSealed: text('bank_account_number_sealed'),
  bankAccountNumberLastFour: text('bank_account_number_last_four'),
  bankRoutingNumberSealed: text('bank_routing_number_sealed'),
  bankRoutingNumberLastFour: text('bank_routing_number_last_four'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const revokedTokens = pgTable('revoked_tokens', {
  tokenId: text('token_id').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export const throttleEvents = pgTable('throttle_events', {
  id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
  key: text('key').notNull(),
  occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
});

export const passwordResetTokens = pgTable('password_reset_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  ownerId: uuid('owner_id').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

export const emailVerificationCodes = pgTable('email_verification_codes', {
  ownerId: uuid('owner_id').primaryKey(),
  codeHash: text('code_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  attemptsLeft: integer('attempts_left').notNull(),
});

export const properties = pgTable('properties', {
  id: uuid('id').primaryKey().defaultRandom(),
  position: bigint('position', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
  ownerId: uuid('owner_id').notNull(),
  name: text('name').notNull(),
  type: text('type', { enum: ['apartment', 'condo', 'house'] }).notNull(),
  description: text('description').notNull().default(''),
  industry: text('industry'),
  manager: text('manager'),
  contact: text('contact').notNull().default(''),
  address: text('address').notNull(),
  city: text('city').notNull(),
  state: text('state').notNull(),
  country: text('country').notNull(),
  postalCode: text('postal_code').notNull().default(''),
  units: integer('units').notNull(),
  monthlyRentCents: cents('monthly_rent_cents').notNull(),
  securityDepositCents: cents('security_deposit_cents').notNull().default(0),
  /** ISO 4217: every amount of the property, its leases, rent and payments is in it. */
  currency: text('currency').notNull().default('USD'),
  lateFeeRate: numeric('late_fee_rate', { precision: 5, scale: 2 }),
  currentUnit: text('current_unit'),
  amenities: jsonb('amenities').$type<Amenity[]>().notNull().default([]),
  profiles: jsonb('profiles').$type<PropertyProfile[]>().notNull().default([]),
  currentTenants: jsonb('current_tenants').$type<string[]>().notNull().default([]),
  isOnLease: boolean('is_on_lease').notNull().default(false),
  status: text('status').notNull().default('available'),
  activeLeaseRentCents: cents('active_lease_rent_cents'),
  searchText: searchText('name', 'address', 'city', 'state', 'postal_code'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Kept by triggers on properties and leases (migration 0008); read, never written, by the API. */
export const ownerPortfolioFigures = pgTable('owner_portfolio_figures', {
  ownerId: uuid('owner_id').primaryKey(),
  properties: integer('properties').notNull(),
  onLease: integer('on_lease').notNull(),
  units: bigint('units', { mode: 'number' }).notNull(),
  tenants: bigint('tenants', { mode: 'number' }).notNull(),
  incomeCents: cents('income_cents').notNull(),
});

export const rentCharges = pgTable('rent_charges', {
  id: uuid('id').primaryKey().defaultRandom(),
  propertyId: uuid('property_id').notNull(),
  amountCents: cents('amount_cents').notNull(),
  dueOn: date('due_on', { mode: 'string' }).notNull(),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  leaseId: uuid('lease_id'),
  createdAt: createdAt(),
});

const leaseStatus = text('status', {
  enum: ['pending', 'active', 'expired', 'terminated', 'cancelled'],
});

export const leases = pgTable('leases', {
  id: uuid('id').primaryKey().defaultRandom(),
  position: bigint('position', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
  ownerId: uuid('owner_id').notNull(),
  propertyId: uuid('property_id').notNull(),
  currentUnit: integer('current_unit').notNull(),
  startDate: date('start_date', { mode: 'string' }).notNull(),
  endDate: date('end_date', { mode: 'string' }).notNull(),
  monthlyRentCents: cents('monthly_rent_cents').notNull(),
  securityDepositCents: cents('security_deposit_cents').notNull(),
  lateFeeCents: cents('late_fee_cents').notNull(),
  lateFeeAfterDays: integer('late_fee_after_days').notNull(),
  status: leaseStatus.notNull().default('pending'),
  lastInspectionDate: date('last_inspection_date', { mode: 'string' }),
  renewalOffered: boolean('renewal_offered').notNull().default(false),
  specialTerms: text('special_terms').notNull().default(''),
  /** Set when a tenancy is recorded after it began: no late fee falls due before this day. */
  lateFeesFrom: date('late_fees_from', { mode: 'string' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const tenants = pgTable('tenants', {
  id: uuid('id').primaryKey().defaultRandom(),
  position: bigint('position', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
  ownerId: uuid('owner_id').notNull(),
  leaseId: uuid('lease_id').notNull(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  address: text('address').notNull(),
  dateOfBirth: date('date_of_birth', { mode: 'string' }),
  yearsAtAddress: numeric('years_at_address', { precision: 5, scale: 2 }),
  reasonForLeaving: text('reason_for_leaving'),
  ssnSealed: text('ssn_sealed'),
  ssnLastFour: text('ssn_last_four'),
  backgroundCheck: text('background_check', {
    enum: ['not_submitted', 'pending', 'passed', 'failed'],
  })
    .notNull()
    .default('not_submitted'),
  backgroundCheckSubmittedAt: timestamp('background_check_submitted_at', { withTimezone: true }),
  backgroundCheckReviewedAt: timestamp('background_check_reviewed_at', { withTimezone: true }),
  leaseSentAt: timestamp('lease_sent_at', { withTimezone: true }),
  invitationVersion: integer('invitation_version').notNull().default(1),
  invitedAt: timestamp('invited_at', { withTimezone: true }).notNull().defaultNow(),
  invitationExpiresAt: timestamp('invitation_expires_at', { withTimezone: true }).notNull(),
  passwordHash: text('password_hash'),
  sessionVersion: integer('session_version').notNull().default(1),
  /** Kept by triggers from the tenant's facts (migration 0015); read, never written, by the API. */
  stage: text('stage').$type<TenantStage>().notNull().default('background_check'),
  searchText: searchText('name', 'email'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Each owner's number of tenants, kept by triggers on tenants (migration 0012). */
export const ownerTenantCounts = pgTable('owner_tenant_counts', {
  ownerId: uuid('owner_id').primaryKey(),
  tenants: bigint('tenants', { mode: 'number' }).notNull(),
});

/** Each owner's number of tenants at each stage, kept by triggers on tenants (migration 0015). */
export const ownerTenantStages = pgTable('owner_tenant_stages', {
  ownerId: uuid('owner_id').notNull(),
  stage: text('stage').$type<TenantStage>().notNull(),
  tenants: bigint('tenants', { mode: 'number' }).notNull(),
});

/**
 * Each owner's count of writes to what their pages of properties, tenants and rent are drawn
 * from, kept by triggers (migration 0016): an answer read at one count is true while it stays.
 */
export const ownerAnswerVersions = pgTable('owner_answer_versions', {
  ownerId: uuid('owner_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});

export const tenantDocuments = pgTable('tenant_documents', {
  id: uuid('id').primaryKey().defaultRandom(),
  tenantId: uuid('tenant_id').notNull(),
  kind: text('kind', {
    enum: ['driverLicense', 'bankStatement', 'proofOfAddress', 'proofOfIncome'],
  }).notNull(),
  fileName: text('file_name').notNull(),
  contentType: text('content_type', {
    enum: ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'],
  }).notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  storedAs: text('stored_as').notNull(),
  uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
});

export const leaseSignatures = pgTable('lease_signatures', {
  leaseId: uuid('lease_id').notNull(),
  tenantId: uuid('tenant_id').notNull(),
  fullName: text('full_name').notNull(),
  signedAt: timestamp('signed_at', { withTimezone: true }).notNull().defaultNow(),
  ipAddress: text('ip_address').notNull(),
  userAgent: text('user_agent').notNull(),
});

export const payments = pgTable('payments', {
  id: uuid('id').primaryKey().defaultRandom(),
  ownerId: uuid('owner_id').notNull(),
  leaseId: uuid('lease_id').notNull(),
  tenantId: uuid('tenant_id').notNull(),
  kind: text('kind', { enum: ['move_in'] }).notNull(),
  amountCents: cents('amount_cents').notNull(),
  status: text('status', {
    enum: ['awaiting_confirmation', 'received', 'not_received'],
  }).notNull(),
  reportedAt: timestamp('reported_at', { withTimezone: true }),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const tenantMails = pgTable('tenant_mails', {
  id: uuid('id').primaryKey().defaultRandom(),
  tenantId: uuid('tenant_id').notNull(),
  subject: text('subject').notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
});

export const tenantPasswordResetTokens = pgTable('tenant_password_reset_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  tenantId: uuid('tenant_id').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

export const maintenanceRequests = pgTable('maintenance_requests', {
  id: uuid('id').primaryKey().defaultRandom(),
  position: bigint('position', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
  ownerId: uuid('owner_id').notNull(),
  propertyId: uuid('property_id').notNull(),
  leaseId: uuid('lease_id').notNull(),
  tenantId: uuid('tenant_id').notNull(),
  title: text('title').notNull(),
  priority: text('priority').notNull(),
  urgency: integer('urgency').notNull(),
  preferredDate: date('preferred_date', { mode: 'string' }).notNull(),
  description: text('description').notNull(),
  status: text('status', { enum: ['open', 'in_progress', 'resolved', 'cancelled'] })
    .notNull()
    .default('open'),
  searchText: searchText('title', 'description'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const maintenancePhotos = pgTable('maintenance_photos', {
  id: uuid('id').primaryKey().defaultRandom(),
  position: bigint('position', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
  requestId: uuid('request_id').notNull(),
  fileName: text('file_name').notNull(),
  contentType: text('content_type', {
    enum: ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'],
  }).notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  storedAs: text('stored_as').notNull(),
  uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
});

export const maintenanceUpdates = pgTable('maintenance_updates', {
  id: uuid('id').primaryKey().defaultRandom(),
  position: bigint('position', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
  requestId: uuid('request_id').notNull(),
  kind: text('kind', { enum: ['filed', 'status', 'comment'] }).notNull(),
  authorRole: text('author_role', { enum: ['owner', 'tenant'] }).notNull(),
  authorName: text('author_name').notNull(),
  fromStatus: text('from_status', { enum: ['open', 'in_progress', 'resolved', 'cancelled'] }),
  toStatus: text('to_status', { enum: ['open', 'in_progress', 'resolved', 'cancelled'] }),
  body: text('body'),
  createdAt: createdAt(),
});

export const rentPayments = pgTable('rent_payments', {
  id: uuid('id').primaryKey().defaultRandom(),
  position: bigint('position', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
  ownerId: uuid('owner_id').notNull(),
  leaseId: uuid('lease_id').notNull(),
  tenantId: uuid('tenant_id'),
  amountCents: cents('amount_cents').notNull(),
  paidOn: date('paid_on', { mode: 'string' }).notNull(),
  method: text('method', { enum: ['bank_transfer', 'cash', 'cheque'] }).notNull(),
  source: text('source', { enum: ['tenant', 'owner', 'bank_statement'] }).notNull(),
  reference: text('reference').notNull().default(''),
  requestKey: text('request_key').notNull(),
  /** How this payment was told of, one of each kind: a statement line, a tenant's report, an owner's record. */
  statementLine: text('statement_line'),
  reportedAs: text('reported_as'),
  recordedAs: text('recorded_as'),
  createdAt: createdAt(),
});

export const rentPaymentDecisions = pgTable('rent_payment_decisions', {
  paymentId: uuid('payment_id').primaryKey(),
  result: text('result', { enum: ['received', 'failed'] }).notNull(),
  note: text('note').notNull().default(''),
  decidedAt: timestamp('decided_at', { withTimezone: true }).notNull().defaultNow(),
});

export const lateFeeWaivers = pgTable('late_fee_waivers', {
  chargeId: uuid('charge_id').primaryKey(),
  ownerId: uuid('owner_id').notNull(),
  reason: text('reason').notNull(),
  waivedAt: timestamp('waived_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Each collected lease's charges as of the end of time, kept by triggers (migration 0011). */
export const rentLedgerCharges = pgTable('rent_ledger_charges', {
  leaseId: uuid('lease_id').notNull(),
  chargeId: text('charge_id').notNull(),
  ownerId: uuid('owner_id').notNull(),
  kind: text('kind', { enum: ['deposit', 'rent', 'late_fee'] }).notNull(),
  dueOn: date('due_on', { mode: 'string' }).notNull(),
  amountCents: cents('amount_cents').notNull(),
  owedCents: cents('owed_cents').notNull(),
  paidCents: cents('paid_cents').notNull(),
  owedBeforeCents: cents('owed_before_cents').notNull(),
  receivedCents: cents('received_cents').notNull(),
  feeFor: uuid('fee_for'),
  rentDueOn: date('rent_due_on', { mode: 'string' }),
  waived: boolean('waived').notNull(),
  currency: text('currency').notNull(),
});

/** Each collected lease's payments as the history shows them, kept by triggers (migration 0011). */
export const rentLedgerPayments = pgTable('rent_ledger_payments', {
  leaseId: uuid('lease_id').notNull(),
  paymentId: uuid('payment_id').notNull(),
  ownerId: uuid('owner_id').notNull(),
  propertyId: uuid('property_id').notNull(),
  leasePosition: bigint('lease_position', { mode: 'number' }).notNull(),
  paymentPosition: bigint('payment_position', { mode: 'number' }).notNull(),
  tenantId: uuid('tenant_id'),
  day: date('day', { mode: 'string' }).notNull(),
  status: text('status', { enum: ['pending', 'completed', 'failed'] }).notNull(),
  type: text('type').notNull(),
  method: text('method', { enum: ['bank_transfer', 'cash', 'cheque'] }).notNull(),
  amountCents: cents('amount_cents').notNull(),
  reference: text('reference').notNull(),
  currency: text('currency').notNull(),
});

/** Each owner's charges due and payments by currency and day, kept by triggers (migrations 0011, 0020). */
export const ownerRentDays = pgTable('owner_rent_days', {
  ownerId: uuid('owner_id').notNull(),
  currency: text('currency').notNull(),
  day: date('day', { mode: 'string' }).notNull(),
  dueCents: cents('due_cents').notNull(),
  settledCents: cents('settled_cents').notNull(),
  completed: integer('completed').notNull(),
  completedCents: cents('completed_cents').notNull(),
  pending: integer('pending').notNull(),
  pendingCents: cents('pending_cents').notNull(),
  failed: integer('failed').notNull(),
  failedCents: cents('failed_cents').notNull(),
});

export const notifications = pgTable('notifications', {
  id: uuid('id').primaryKey().defaultRandom(),
  position: bigint('position', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
  recipientRole: text('recipient_role', { enum: ['owner', 'tenant'] }).notNull(),
  recipientId: uuid('recipient_id').notNull(),
  kind: text('kind').notNull(),
  title: text('title').notNull(),
  body: text('body').notNull().default(''),
  link: text('link'),
  eventKey: text('event_key'),
  readAt: timestamp('read_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const notificationMailChoices = pgTable('notification_mail_choices', {
  recipientRole: text('recipient_role', { enum: ['owner', 'tenant'] }).notNull(),
  recipientId: uuid('recipient_id').notNull(),
  kind: text('kind').notNull(),
  mail: boolean('mail').notNull(),
});

export const schema = {
  owners,
  revokedTokens,
  throttleEvents,
  passwordResetTokens,
  emailVerificationCodes,
  properties,
  ownerPortfolioFigures,
  rentCharges,
  leases,
  tenants,
  ownerTenantCounts,
  ownerTenantStages,
  ownerAnswerVersions,
  tenantDocuments,
  leaseSignatures,
  payments,
  tenantPasswordResetTokens,
  rentPayments,
  rentPaymentDecisions,
  lateFeeWaivers,
  rentLedgerCharges,
  rentLedgerPayments,
  ownerRentDays,
  tenantMails,
  maintenanceRequests,
  maintenancePhotos,
  maintenanceUpdates,
  notifications,
  notificationMailChoices,
};
