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
import type { Amenity, PropertyProfile } from 'shared-api/contract';

// The tables as the migrations in ../../migrations create them; the SQL files are the source of truth.

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const cents = (name: string) => bigint(name, { mode: 'number' });

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
  bankAccountNumber: text('bank_account_number'),
  bankRoutingNumber: text('bank_routing_number'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const revokedTokens = pgTable('revoked_tokens', {
  tokenId: text('token_id').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export const throttleEvents = pgTable('throttle_events', {
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
  lateFeeRate: numeric('late_fee_rate', { precision: 5, scale: 2 }),
  currentUnit: text('current_unit'),
  amenities: jsonb('amenities').$type<Amenity[]>().notNull().default([]),
  profiles: jsonb('profiles').$type<PropertyProfile[]>().notNull().default([]),
  currentTenants: jsonb('current_tenants').$type<string[]>().notNull().default([]),
  isOnLease: boolean('is_on_lease').notNull().default(false),
  status: text('status').notNull().default('available'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const rentCharges = pgTable('rent_charges', {
  id: uuid('id').primaryKey().defaultRandom(),
  propertyId: uuid('property_id').notNull(),
  amountCents: cents('amount_cents').notNull(),
  dueOn: date('due_on', { mode: 'string' }).notNull(),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const schema = {
  owners,
  revokedTokens,
  throttleEvents,
  passwordResetTokens,
  emailVerificationCodes,
  properties,
  rentCharges,
};
