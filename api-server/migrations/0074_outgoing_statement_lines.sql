-- The money out on the owner's bank statement: each line (by the statement's line key, the one the
-- rent lines use) filed as an expense or marked personal at most once, however often the statement
-- is imported; and, per counterparty, the property, category and payee chosen last time.

create table statement_line_decisions (
  owner_id uuid not null references owners (id) on delete cascade,
  line_key text not null,
  decision text not null check (decision in ('expense', 'personal')),
  expense_id uuid references expenses (id) on delete cascade,
  decided_at timestamptz not null default now(),
  -- Two requests filing the same line together: the second waits for the first, then conflicts.
  primary key (owner_id, line_key),
  check ((decision = 'expense') = (expense_id is not null))
);
create index statement_line_decisions_expense on statement_line_decisions (expense_id)
  where expense_id is not null;

create table statement_counterparties (
  owner_id uuid not null references owners (id) on delete cascade,
  -- The line's description without numbers and signs, in lower case.
  counterparty text not null,
  property_id uuid not null references properties (id) on delete cascade,
  category text not null check (category in (
    'advertising', 'auto_and_travel', 'cleaning_and_maintenance', 'commissions', 'insurance',
    'legal_and_professional_fees', 'management_fees', 'mortgage_interest', 'other_interest',
    'repairs', 'supplies', 'taxes', 'utilities', 'other')),
  payee text not null,
  updated_at timestamptz not null default now(),
  primary key (owner_id, counterparty)
);

-- An expense filed from a line and then deleted, from the books or by undoing the filing, gives the
-- line back: it may be filed again.
create function release_statement_line() returns trigger language plpgsql as $$
begin
  delete from statement_line_decisions where expense_id = new.id;
  return null;
end
$$;

create trigger expenses_release_statement_line after update of deleted_at on expenses
  for each row when (new.deleted_at is not null and old.deleted_at is null)
  execute function release_statement_line();
