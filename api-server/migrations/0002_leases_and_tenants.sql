-- Leases, invited tenants and their way to an active lease: background check with documents,
-- the lease sent and signed, the move-in payment. Money in whole cents, as everywhere.

create table leases (
  id uuid primary key default gen_random_uuid(),
  position bigint generated always as identity,
  owner_id uuid not null references owners (id) on delete cascade,
  property_id uuid not null references properties (id) on delete cascade,
  current_unit integer not null check (current_unit >= 1),
  start_date date not null,
  end_date date not null,
  monthly_rent_cents bigint not null check (monthly_rent_cents >= 0),
  security_deposit_cents bigint not null check (security_deposit_cents >= 0),
  late_fee_cents bigint not null check (late_fee_cents >= 0),
  late_fee_after_days integer not null check (late_fee_after_days between 0 and 31),
  status text not null default 'pending'
    check (status in ('pending', 'active', 'expired', 'terminated', 'cancelled')),
  last_inspection_date date,
  renewal_offered boolean not null default false,
  special_terms text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (end_date > start_date)
);
create index leases_owner_newest on leases (owner_id, position desc);
create index leases_property_unit on leases (property_id, current_unit);

create table tenants (
  id uuid primary key default gen_random_uuid(),
  position bigint generated always as identity,
  owner_id uuid not null references owners (id) on delete cascade,
  lease_id uuid not null references leases (id) on delete cascade,
  name text not null,
  email text not null,
  phone text not null,
  address text not null,
  date_of_birth date,
  years_at_address numeric(5, 2),
  reason_for_leaving text,
  -- AES-256-GCM, see src/tenants/ssn-vault.ts; only the last four digits are kept in the clear
  ssn_sealed text,
  ssn_last_four text,
  background_check text not null default 'not_submitted'
    check (background_check in ('not_submitted', 'pending', 'passed', 'failed')),
  background_check_submitted_at timestamptz,
  background_check_reviewed_at timestamptz,
  lease_sent_at timestamptz,
  -- raised to retire every invitation link mailed before (a new invitation, a password created)
  invitation_version integer not null default 1,
  invited_at timestamptz not null default now(),
  invitation_expires_at timestamptz not null,
  password_hash text,
  -- raised to sign out every session at once (password reset)
  session_version integer not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- A tenant signs in with their e-mail, so it names one tenant only.
create unique index tenants_email_key on tenants (email);
create index tenants_owner_newest on tenants (owner_id, position desc);
create index tenants_lease on tenants (lease_id);

create table tenant_documents (
  id uuid primary key default gen_random_uuid(),
  tenant_id uuid not null references tenants (id) on delete cascade,
  kind text not null
    check (kind in ('driverLicense', 'bankStatement', 'proofOfAddress', 'proofOfIncome')),
  file_name text not null,
  content_type text not null,
  size_bytes integer not null check (size_bytes >= 0),
  -- the server-generated name of the file under DATA_DIR/files
  stored_as text not null unique,
  uploaded_at timestamptz not null default now(),
  unique (tenant_id, kind)
);

create table lease_signatures (
  lease_id uuid not null references leases (id) on delete cascade,
  tenant_id uuid not null references tenants (id) on delete cascade,
  full_name text not null,
  signed_at timestamptz not null default now(),
  ip_address text not null,
  user_agent text not null,
  primary key (lease_id, tenant_id)
);

-- Money a tenant sends by bank transfer: reported by the tenant, then received or not per the owner.
create table payments (
  id uuid primary key default gen_random_uuid(),
  owner_id uuid not null references owners (id) on delete cascade,
  lease_id uuid not null references leases (id) on delete cascade,
  tenant_id uuid not null references tenants (id) on delete cascade,
  kind text not null check (kind in ('move_in')),
  amount_cents bigint not null check (amount_cents >= 0),
  status text not null check (status in ('awaiting_confirmation', 'received', 'not_received')),
  reported_at timestamptz,
  decided_at timestamptz,
  created_at timestamptz not null default now()
);
create unique index payments_one_move_in on payments (tenant_id) where kind = 'move_in';
create index payments_lease on payments (lease_id);

create table tenant_password_reset_tokens (
  token_hash text primary key,
  tenant_id uuid not null references tenants (id) on delete cascade,
  expires_at timestamptz not null,
  used_at timestamptz
);
create index tenant_password_reset_tokens_tenant on tenant_password_reset_tokens (tenant_id);

-- Each month's rent of an active lease is a charge, due on the lease's day of the month.
alter table rent_charges add column lease_id uuid references leases (id) on delete cascade;
create unique index rent_charges_lease_month on rent_charges (lease_id, due_on);
