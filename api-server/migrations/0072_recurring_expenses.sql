-- Recurring expenses (monthly, quarterly, yearly): each period's expense is created once by the
-- scheduled job, on the same day of the month as the first (or the month's last day), however
-- many servers run the job: the unique key below lets a second insert of a period do nothing.
-- A created expense that the owner deleted stays in the table (deleted_at), so it is not made again.

create table recurring_expenses (
  id uuid primary key default gen_random_uuid(),
  position bigint generated always as identity,
  owner_id uuid not null references owners (id) on delete cascade,
  property_id uuid not null references properties (id) on delete cascade,
  unit text,
  every text not null check (every in ('month', 'quarter', 'year')),
  starts_on date not null,
  ends_on date,
  amount_cents bigint not null check (amount_cents > 0),
  currency text not null,
  category text not null check (category in (
    'advertising', 'auto_and_travel', 'cleaning_and_maintenance', 'commissions', 'insurance',
    'legal_and_professional_fees', 'management_fees', 'mortgage_interest', 'other_interest',
    'repairs', 'supplies', 'taxes', 'utilities', 'other')),
  sub_category text,
  payee text not null,
  note text not null default '',
  created_at timestamptz not null default now(),
  stopped_at timestamptz
);
create index recurring_expenses_owner on recurring_expenses (owner_id, position);
create index recurring_expenses_running on recurring_expenses (starts_on) where stopped_at is null;

alter table expenses add column recurring_expense_id uuid references recurring_expenses (id)
  on delete set null;
alter table expenses add column recurring_period date;
create unique index expenses_recurring_once on expenses (recurring_expense_id, recurring_period)
  where recurring_expense_id is not null;

-- Every period of the running recurrences (or of one) due by `today` that has no expense yet;
-- answers how many were created.
create function record_due_recurring_expenses(today date, only_recurrence uuid default null)
returns integer language plpgsql as $$
declare
  created integer;
begin
  insert into expenses (owner_id, property_id, unit, spent_on, amount_cents, currency, category,
    sub_category, payee, note, recurring_expense_id, recurring_period)
  select r.owner_id, r.property_id, r.unit, due.day, r.amount_cents, r.currency, r.category,
    r.sub_category, r.payee, r.note, r.id, due.day
  from recurring_expenses r
  cross join lateral (
    select (r.starts_on + make_interval(months => n * case r.every
      when 'month' then 1 when 'quarter' then 3 else 12 end))::date as day
    from generate_series(0, (
      (extract(year from today) - extract(year from r.starts_on)) * 12
      + extract(month from today) - extract(month from r.starts_on))::integer) n
  ) due
  where r.stopped_at is null
    and (only_recurrence is null or r.id = only_recurrence)
    and r.starts_on <= today
    and due.day <= today
    and (r.ends_on is null or due.day <= r.ends_on)
  on conflict (recurring_expense_id, recurring_period) where recurring_expense_id is not null
    do nothing;
  get diagnostics created = row_count;
  return created;
end
$$;
