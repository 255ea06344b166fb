-- What the screens read most, found without scanning an owner's whole portfolio: the figures of the
-- dashboard kept up to date by every write (in the same transaction, so they never disagree with the
-- rows), and the indexes the pages and the ledgers look rows up by.

-- The monthly rent of a property's active leases, null without one (the income figure counts the
-- property's own rent roll then).
alter table properties add column active_lease_rent_cents bigint;

update properties
set active_lease_rent_cents = active.rent
from (
  select property_id, sum(monthly_rent_cents) as rent
  from leases
  where status = 'active'
  group by property_id
) active
where active.property_id = properties.id;

-- One row per owner with properties: the totals of GET /properties/metrics and of the list pages.
create table owner_portfolio_figures (
  owner_id uuid primary key,
  properties integer not null default 0,
  on_lease integer not null default 0,
  units bigint not null default 0,
  tenants bigint not null default 0,
  income_cents bigint not null default 0
);

insert into owner_portfolio_figures (owner_id, properties, on_lease, units, tenants, income_cents)
select
  owner_id,
  count(*),
  count(*) filter (where is_on_lease),
  sum(units),
  sum(jsonb_array_length(current_tenants)),
  coalesce(
    sum(coalesce(active_lease_rent_cents, monthly_rent_cents * units)) filter (where is_on_lease),
    0
  )
from properties
group by owner_id;

-- Adds one property's share of the figures (direction 1) or takes it away (direction -1).
create function add_to_owner_portfolio_figures(property properties, direction integer)
returns void language sql as $$
  insert into owner_portfolio_figures as figures
    (owner_id, properties, on_lease, units, tenants, income_cents)
  values (
    property.owner_id,
    direction,
    direction * property.is_on_lease::integer,
    direction * property.units,
    direction * jsonb_array_length(property.current_tenants),
    direction * case
      when property.is_on_lease
        then coalesce(property.active_lease_rent_cents, property.monthly_rent_cents * property.units)
      else 0
    end
  )
  on conflict (owner_id) do update set
    properties = figures.properties + excluded.properties,
    on_lease = figures.on_lease + excluded.on_lease,
    units = figures.units + excluded.units,
    tenants = figures.tenants + excluded.tenants,
    income_cents = figures.income_cents + excluded.income_cents
$$;

create function keep_owner_portfolio_figures() returns trigger language plpgsql as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    perform add_to_owner_portfolio_figures(old, -1);
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    perform add_to_owner_portfolio_figures(new, 1);
  end if;
  return null;
end
$$;

create trigger properties_owner_figures
after insert or delete
  or update of owner_id, is_on_lease, units, current_tenants, monthly_rent_cents, active_lease_rent_cents
on properties
for each row execute function keep_owner_portfolio_figures();

create function keep_active_lease_rent() returns trigger language plpgsql as $$
declare
  affected uuid;
begin
  foreach affected in array array_remove(array[
    case when tg_op <> 'INSERT' then old.property_id end,
    case when tg_op <> 'DELETE' then new.property_id end
  ], null) loop
    update properties
    set active_lease_rent_cents = (
      select sum(monthly_rent_cents) from leases where leases.property_id = properties.id and status = 'active'
    )
    where id = affected;
  end loop;
  return null;
end
$$;

create trigger leases_active_rent
after insert or delete or update of property_id, status, monthly_rent_cents
on leases
for each row execute function keep_active_lease_rent();

-- The dashboard's first vacant properties, newest first, without passing the let ones.
create index properties_owner_vacant on properties (owner_id, position desc) where not is_on_lease;
-- A ledger's payments in the order they were made.
create index rent_payments_lease on rent_payments (lease_id, position);
-- The signature of each tenant on the owner's tenant list.
create index lease_signatures_tenant on lease_signatures (tenant_id);
-- The active leases of a property, for its rent in the figures.
create index leases_property_active on leases (property_id) where status = 'active';
