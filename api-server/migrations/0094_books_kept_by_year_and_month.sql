-- The owner's books (income from the rent ledger, migrations 0011 and 0019; expenses, 0071) summed
-- as they are written, so that a year is read as a row per property and a row per month and line,
-- not as every charge and expense of the year summed again: at 10,000 properties that was 300,000
-- charges and 200,000 expenses, half a second on PostgreSQL and a second embedded, after every
-- write of the owner's. The ledger's and expenses' own rows stay the truth; these sums are kept by
-- the database in the statement that writes them, as the dashboard's figures are (0092).
--
-- A line is what a sum counts: 'rent', 'late_fee' or 'deposit' (what is paid of the charges due in
-- the period), or an expense category (0071). A property's year has a column a line, as Schedule E
-- has, so that a portfolio's year is one row a property, read without grouping; the months, a few
-- hundred rows an owner, a row a line. Sums that come back to zero are left in place, read as
-- nothing.

create table book_year_sums (
  owner_id uuid not null references owners (id) on delete cascade,
  year integer not null,
  property_id uuid not null references properties (id) on delete cascade,
  currency text not null,
  -- in cents
  rent bigint not null default 0,
  late_fee bigint not null default 0,
  deposit bigint not null default 0,
  advertising bigint not null default 0,
  auto_and_travel bigint not null default 0,
  cleaning_and_maintenance bigint not null default 0,
  commissions bigint not null default 0,
  insurance bigint not null default 0,
  legal_and_professional_fees bigint not null default 0,
  management_fees bigint not null default 0,
  mortgage_interest bigint not null default 0,
  other_interest bigint not null default 0,
  repairs bigint not null default 0,
  supplies bigint not null default 0,
  taxes bigint not null default 0,
  utilities bigint not null default 0,
  other bigint not null default 0,
  primary key (owner_id, year, property_id, currency)
);

create table book_month_sums (
  owner_id uuid not null references owners (id) on delete cascade,
  currency text not null,
  month date not null,
  line text not null,
  cents bigint not null,
  primary key (owner_id, month, currency, line)
);

-- What one charge or expense adds to the books (or takes from them: cents below zero).
create type book_change as (
  owner_id uuid, property_id uuid, currency text, day date, line text, cents bigint
);

-- The changes added to the years' and the months' sums, each sum once, in the order of their keys:
-- two statements writing the same owner's books wait for each other instead of deadlocking.
create function add_to_books(changes book_change[]) returns void language sql as $$
  with by_line as (
    select owner_id, extract(year from day)::integer as year, property_id, currency, line,
      sum(cents) as cents
    from unnest(changes) change
    -- A property deleted (and its sums with it, by cascade) takes no more changes.
    where exists (select from properties p where p.id = change.property_id)
    group by owner_id, extract(year from day)::integer, property_id, currency, line
    having sum(cents) <> 0
  )
  insert into book_year_sums as sums (owner_id, year, property_id, currency,
    rent, late_fee, deposit, advertising, auto_and_travel, cleaning_and_maintenance, commissions,
    insurance, legal_and_professional_fees, management_fees, mortgage_interest, other_interest,
    repairs, supplies, taxes, utilities, other)
  select owner_id, year, property_id, currency,
    coalesce(sum(cents) filter (where line = 'rent'), 0),
    coalesce(sum(cents) filter (where line = 'late_fee'), 0),
    coalesce(sum(cents) filter (where line = 'deposit'), 0),
    coalesce(sum(cents) filter (where line = 'advertising'), 0),
    coalesce(sum(cents) filter (where line = 'auto_and_travel'), 0),
    coalesce(sum(cents) filter (where line = 'cleaning_and_maintenance'), 0),
    coalesce(sum(cents) filter (where line = 'commissions'), 0),
    coalesce(sum(cents) filter (where line = 'insurance'), 0),
    coalesce(sum(cents) filter (where line = 'legal_and_professional_fees'), 0),
    coalesce(sum(cents) filter (where line = 'management_fees'), 0),
    coalesce(sum(cents) filter (where line = 'mortgage_interest'), 0),
    coalesce(sum(cents) filter (where line = 'other_interest'), 0),
    coalesce(sum(cents) filter (where line = 'repairs'), 0),
    coalesce(sum(cents) filter (where line = 'supplies'), 0),
    coalesce(sum(cents) filter (where line = 'taxes'), 0),
    coalesce(sum(cents) filter (where line = 'utilities'), 0),
    coalesce(sum(cents) filter (where line = 'other'), 0)
  from by_line
  group by owner_id, year, property_id, currency
  order by owner_id, year, property_id, currency
  on conflict (owner_id, year, property_id, currency) do update set
    rent = sums.rent + excluded.rent,
    late_fee = sums.late_fee + excluded.late_fee,
    deposit = sums.deposit + excluded.deposit,
    advertising = sums.advertising + excluded.advertising,
    auto_and_travel = sums.auto_and_travel + excluded.auto_and_travel,
    cleaning_and_maintenance = sums.cleaning_and_maintenance + excluded.cleaning_and_maintenance,
    commissions = sums.commissions + excluded.commissions,
    insurance = sums.insurance + excluded.insurance,
    legal_and_professional_fees =
      sums.legal_and_professional_fees + excluded.legal_and_professional_fees,
    management_fees = sums.management_fees + excluded.management_fees,
    mortgage_interest = sums.mortgage_interest + excluded.mortgage_interest,
    other_interest = sums.other_interest + excluded.other_interest,
    repairs = sums.repairs + excluded.repairs,
    supplies = sums.supplies + excluded.supplies,
    taxes = sums.taxes + excluded.taxes,
    utilities = sums.utilities + excluded.utilities,
    other = sums.other + excluded.other;
  insert into book_month_sums as sums (owner_id, currency, month, line, cents)
  select owner_id, currency, date_trunc('month', day)::date, line, sum(cents)
  from unnest(changes) change
  where exists (select from owners o where o.id = change.owner_id)
  group by owner_id, date_trunc('month', day)::date, currency, line
  having sum(cents) <> 0
  order by owner_id, date_trunc('month', day)::date, currency, line
  on conflict (owner_id, month, currency, line)
    do update set cents = sums.cents + excluded.cents;
$$;

-- A charge counts what of it is paid, for its lease's property, in the month it falls due. The
-- ledger is written by deleting and inserting a lease's rows (refresh_rent_ledgers): what the old
-- rows took and the new ones bring mostly cancel out, and only what differs is written.
create function keep_books_of_charges() returns trigger language plpgsql as $$
declare
  changes book_change[] := '{}';
begin
  if tg_op <> 'DELETE' then
    changes := changes || array(
      select (c.owner_id, l.property_id, c.currency, c.due_on, c.kind, c.paid_cents)::book_change
      from new_rows c join leases l on l.id = c.lease_id
      where c.paid_cents > 0
    );
  end if;
  if tg_op <> 'INSERT' then
    changes := changes || array(
      select (c.owner_id, l.property_id, c.currency, c.due_on, c.kind, -c.paid_cents)::book_change
      from old_rows c join leases l on l.id = c.lease_id
      where c.paid_cents > 0
    );
  end if;
  perform add_to_books(changes);
  return null;
end
$$;

create trigger rent_ledger_charges_insert_books after insert on rent_ledger_charges
  referencing new table as new_rows
  for each statement execute function keep_books_of_charges();
create trigger rent_ledger_charges_update_books after update on rent_ledger_charges
  referencing old table as old_rows new table as new_rows
  for each statement execute function keep_books_of_charges();
create trigger rent_ledger_charges_delete_books after delete on rent_ledger_charges
  referencing old table as old_rows
  for each statement execute function keep_books_of_charges();

-- A lease deleted (with its property, or its owner) first loses its ledger's charges, while it still
-- names its property: the books lose what they brought, as the charges' own rows, read through the
-- lease, do.
create function drop_ledger_of_lease() returns trigger language plpgsql as $$
begin
  delete from rent_ledger_charges where lease_id = old.id;
  return old;
end
$$;

create trigger leases_delete_ledger before delete on leases
  for each row execute function drop_ledger_of_lease();

-- An expense counts its amount under its category on the day it was spent, until it is deleted.
create function keep_books_of_expenses() returns trigger language plpgsql as $$
declare
  changes book_change[] := '{}';
begin
  if tg_op <> 'DELETE' then
    changes := changes || array(
      select (e.owner_id, e.property_id, e.currency, e.spent_on, e.category, e.amount_cents)::book_change
      from new_rows e
      where e.deleted_at is null
    );
  end if;
  if tg_op <> 'INSERT' then
    changes := changes || array(
      select (e.owner_id, e.property_id, e.currency, e.spent_on, e.category, -e.amount_cents)::book_change
      from old_rows e
      where e.deleted_at is null
    );
  end if;
  perform add_to_books(changes);
  return null;
end
$$;

create trigger expenses_insert_books after insert on expenses
  referencing new table as new_rows
  for each statement execute function keep_books_of_expenses();
create trigger expenses_update_books after update on expenses
  referencing old table as old_rows new table as new_rows
  for each statement execute function keep_books_of_expenses();
create trigger expenses_delete_books after delete on expenses
  referencing old table as old_rows
  for each statement execute function keep_books_of_expenses();

-- The books as they stand.
select add_to_books(array(
  select (c.owner_id, l.property_id, c.currency, c.due_on, c.kind, c.paid_cents)::book_change
  from rent_ledger_charges c join leases l on l.id = c.lease_id
  where c.paid_cents > 0
  union all
  select (e.owner_id, e.property_id, e.currency, e.spent_on, e.category, e.amount_cents)::book_change
  from expenses e
  where e.deleted_at is null
));
