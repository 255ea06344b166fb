-- Owners, their sessions and one-time secrets, properties, and rent charges.
-- Money is kept in whole cents (bigint); never in floating point.

create table owners (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  email text not null,
  password_hash text not null,
  phone text,
  email_verified_at timestamptz,
  -- raised to sign out every session at once (password reset)
  session_version integer not null default 1,
  bank_account_name text,
  bank_name text,
  bank_account_number text,
  bank_routing_number text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index owners_email_key on owners (email);

-- Signed-out tokens, kept until they would have expired anyway.
create table revoked_tokens (
  token_id text primary key,
  expires_at timestamptz not null
);
create index revoked_tokens_expiry on revoked_tokens (expires_at);

-- One row per counted event (a failed sign-in, a mailed reset link), so limits hold across instances.
create table throttle_events (
  key text not null,
  occurred_at timestamptz not null default now()
);
create index throttle_events_key_time on throttle_events (key, occurred_at);
create index throttle_events_time on throttle_events (occurred_at);

create table password_reset_tokens (
  token_hash text primary key,
  owner_id uuid not null references owners (id) on delete cascade,
  expires_at timestamptz not null,
  used_at timestamptz
);
create index password_reset_tokens_owner on password_reset_tokens (owner_id);

create table email_verification_codes (
  owner_id uuid primary key references owners (id) on delete cascade,
  code_hash text not null,
  expires_at timestamptz not null,
  attempts_left integer not null check (attempts_left >= 0)
);

create table properties (
  id uuid primary key default gen_random_uuid(),
  -- the order of creation, for stable newest-first pages
  position bigint generated always as identity,
  owner_id uuid not null references owners (id) on delete cascade,
  name text not null,
  type text not null check (type in ('apartment', 'condo', 'house')),
  description text not null default '',
  industry text,
  manager text,
  contact text not null default '',
  address text not null,
  city text not null,
  state text not null,
  country text not null check (country ~ '^[A-Z]{2}$'),
  postal_code text not null default '',
  units integer not null check (units >= 1),
  monthly_rent_cents bigint not null check (monthly_rent_cents >= 0),
  security_deposit_cents bigint not null default 0 check (security_deposit_cents >= 0),
  late_fee_rate numeric(5, 2) check (late_fee_rate between 0 and 100),
  current_unit text,
  amenities jsonb not null default '[]',
  profiles jsonb not null default '[]',
  current_tenants jsonb not null default '[]',
  is_on_lease boolean not null default false,
  status text not null default 'available',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index properties_owner_newest on properties (owner_id, position desc);

-- Rent due on a property; unpaid past its due date, it is overdue.
create table rent_charges (
  id uuid primary key default gen_random_uuid(),
  property_id uuid not null references properties (id) on delete cascade,
  amount_cents bigint not null check (amount_cents >= 0),
  due_on date not null,
  paid_at timestamptz,
  created_at timestamptz not null default now()
);
create index rent_charges_unpaid on rent_charges (property_id, due_on) where paid_at is null;
