-- The rent ledger after move-in. Charges are the lease's monthly rent (rent_charges), its deposit
-- and late fees, both drawn from the lease's terms and dates; payments are the rows below. Every
-- change is a new row, so the history explains every balance.

-- Money a tenant says they sent, or the owner recorded as arrived (cash, cheque, a bank line).
create table rent_payments (
  id uuid primary key default gen_random_uuid(),
  position bigint generated always as identity,
  owner_id uuid not null references owners (id) on delete cascade,
  lease_id uuid not null references leases (id) on delete cascade,
  tenant_id uuid references tenants (id) on delete set null,
  amount_cents bigint not null check (amount_cents > 0),
  paid_on date not null,
  method text not null check (method in ('bank_transfer', 'cash', 'cheque')),
  source text not null check (source in ('tenant', 'owner', 'bank_statement')),
  reference text not null default '',
  -- the caller's key for this one payment, so a retried request never records it twice
  request_key text not null,
  created_at timestamptz not null default now(),
  unique (lease_id, request_key)
);
create index rent_payments_owner on rent_payments (owner_id, paid_on);

-- The owner's one decision on a payment: the first one stands.
create table rent_payment_decisions (
  payment_id uuid primary key references rent_payments (id) on delete cascade,
  result text not null check (result in ('received', 'failed')),
  note text not null default '',
  decided_at timestamptz not null default now()
);

-- A late fee the owner forgave, named by the rent charge it was for; the reason is kept.
create table late_fee_waivers (
  charge_id uuid primary key references rent_charges (id) on delete cascade,
  owner_id uuid not null references owners (id) on delete cascade,
  reason text not null,
  waived_at timestamptz not null default now()
);
