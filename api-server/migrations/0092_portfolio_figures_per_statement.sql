-- The dashboard's figures (0008) kept once per statement rather than once per row. A statement that
-- wrote a thousand properties, or let a thousand of them, updated the owner's figures row a thousand
-- times, each update walking past the versions the ones before it had left: a portfolio imported or
-- let in bulk, the demo's and the benchmark's seeding, cost seconds per thousand rows. Now each
-- statement adds what its new rows bring less what its old rows took, owner by owner, and leaves the
-- figures untouched when that is nothing (a property renamed, a lease's note edited).

drop trigger properties_owner_figures on properties;
drop function keep_owner_portfolio_figures();
drop function add_to_owner_portfolio_figures(properties, integer);
drop trigger leases_active_rent on leases;
drop function keep_active_lease_rent();

-- What the `added` properties bring to their owners' figures less what the `removed` ones took.
create function add_to_owner_portfolio_figures(added properties[], removed properties[])
returns void language sql as $$
  insert into owner_portfolio_figures as figures
    (owner_id, properties, on_lease, units, tenants, income_cents)
  select
    owner_id,
    sum(direction),
    sum(direction * is_on_lease::integer),
    sum(direction * units),
    sum(direction * jsonb_array_length(current_tenants)),
    sum(direction * case
      when is_on_lease then coalesce(active_lease_rent_cents, monthly_rent_cents * units)
      else 0
    end)
  from (
    select 1 as direction, * from unnest(added)
    union all
    select -1 as direction, * from unnest(removed)
  ) changed
  group by owner_id
  having sum(direction) <> 0
    or sum(direction * is_on_lease::integer) <> 0
    or sum(direction * units) <> 0
    or sum(direction * jsonb_array_length(current_tenants)) <> 0
    or sum(direction * case
      when is_on_lease then coalesce(active_lease_rent_cents, monthly_rent_cents * units)
      else 0
    end) <> 0
  on conflict (owner_id) do update set
    properties = figures.properties + excluded.properties,
    on_lease = figures.on_lease + excluded.on_lease,
    units = figures.units + excluded.units,
    tenants = figures.tenants + excluded.tenants,
    income_cents = figures.income_cents + excluded.income_cents
$$;

-- A transition table is named only by the trigger that declares it, so each kind of statement has
-- its own trigger; the function reads the tables its kind has.
create function keep_owner_portfolio_figures() returns trigger language plpgsql as $$
declare
  added properties[] := '{}';
  removed properties[] := '{}';
begin
  if tg_op <> 'DELETE' then
    added := array(select p from new_rows p);
  end if;
  if tg_op <> 'INSERT' then
    removed := array(select p from old_rows p);
  end if;
  perform add_to_owner_portfolio_figures(added, removed);
  return null;
end
$$;

create trigger properties_insert_owner_figures after insert on properties
  referencing new table as new_rows
  for each statement execute function keep_owner_portfolio_figures();
create trigger properties_update_owner_figures after update on properties
  referencing old table as old_rows new table as new_rows
  for each statement execute function keep_owner_portfolio_figures();
create trigger properties_delete_owner_figures after delete on properties
  referencing old table as old_rows
  for each statement execute function keep_owner_portfolio_figures();

-- The rent of the active leases of every property a statement's leases were or are on, written
-- only where it changed, in one update (whose own trigger then keeps the figures).
create function keep_active_lease_rent() returns trigger language plpgsql as $$
declare
  touched uuid[] := '{}';
begin
  if tg_op <> 'DELETE' then
    touched := touched || array(select property_id from new_rows);
  end if;
  if tg_op <> 'INSERT' then
    touched := touched || array(select property_id from old_rows);
  end if;
  update properties
  set active_lease_rent_cents = rent.cents
  from (
    select property.id, (
      select sum(monthly_rent_cents) from leases
      where leases.property_id = property.id and status = 'active'
    ) as cents
    from properties property
    where property.id = any(touched)
  ) rent
  where properties.id = rent.id
    and properties.active_lease_rent_cents is distinct from rent.cents;
  return null;
end
$$;

create trigger leases_insert_active_rent after insert on leases
  referencing new table as new_rows
  for each statement execute function keep_active_lease_rent();
create trigger leases_update_active_rent after update on leases
  referencing old table as old_rows new table as new_rows
  for each statement execute function keep_active_lease_rent();
create trigger leases_delete_active_rent after delete on leases
  referencing old table as old_rows
  for each statement execute function keep_active_lease_rent();
