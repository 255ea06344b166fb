-- The owner's books beside the rent ledger: expenses per property (a Schedule E line each, an
-- optional sub-category of the owner's own, an optional receipt stored like the other documents),
-- their history, and the owner's vendors. Income is never stored here: it is read from the rent
-- ledger (migrations 0011 and 0019).

create table vendors (
  id uuid primary key default gen_random_uuid(),
  position bigint generated always as identity,
  owner_id uuid not null references owners (id) on delete cascade,
  name text not null,
  trade text not null default '',
  phone text not null default '',
  email text not null default '',
  notes text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index vendors_owner_name on vendors (owner_id, lower(name), position);

create table expenses (
  id uuid primary key default gen_random_uuid(),
  position bigint generated always as identity,
  owner_id uuid not null references owners (id) on delete cascade,
  property_id uuid not null references properties (id) on delete cascade,
  unit text,
  maintenance_request_id uuid references maintenance_requests (id) on delete set null,
  spent_on date not null,
  amount_cents bigint not null check (amount_cents > 0),
  -- The property's currency when the expense was recorded: an amount never changes currency.
  currency text not null,
  category text not null check (category in (
    'advertising', 'auto_and_travel', 'cleaning_and_maintenance', 'commissions', 'insurance',
    'legal_and_professional_fees', 'management_fees', 'mortgage_interest', 'other_interest',
    'repairs', 'supplies', 'taxes', 'utilities', 'other')),
  sub_category text,
  payee text not null,
  note text not null default '',
  receipt_name text,
  receipt_type text,
  receipt_size_bytes integer,
  receipt_stored_as text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- A deleted expense leaves the books and stays in its history.
  deleted_at timestamptz
);
create index expenses_owner_day on expenses (owner_id, spent_on, position) where deleted_at is null;
create index expenses_property_day on expenses (property_id, spent_on) where deleted_at is null;

-- Every change to an expense, as the expense stood after it, written by the database itself in
-- the same transaction as the change, so no writer can skip it.
create table expense_changes (
  id bigint generated always as identity primary key,
  expense_id uuid not null references expenses (id) on delete cascade,
  owner_id uuid not null,
  change text not null check (change in ('created', 'edited', 'receipt', 'deleted')),
  changed_at timestamptz not null default now(),
  expense jsonb not null
);
create index expense_changes_expense on expense_changes (expense_id, id);

create function record_expense_change() returns trigger language plpgsql as $$
declare
  receipt_and_time constant text[] := array[
    'receipt_name', 'receipt_type', 'receipt_size_bytes', 'receipt_stored_as', 'updated_at'];
begin
  insert into expense_changes (expense_id, owner_id, change, expense)
  values (new.id, new.owner_id,
    case
      when tg_op = 'INSERT' then 'created'
      when new.deleted_at is not null and old.deleted_at is null then 'deleted'
      when (to_jsonb(new) - receipt_and_time) = (to_jsonb(old) - receipt_and_time) then 'receipt'
      else 'edited'
    end,
    to_jsonb(new) - 'receipt_stored_as');
  return null;
end
$$;

create trigger expenses_recorded after insert or update on expenses
  for each row execute function record_expense_change();
