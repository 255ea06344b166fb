-- A page of the owner's tenants tells how many there are without counting them: the database keeps
-- each owner's count on every insert and delete of tenants, in the same transaction.
create table owner_tenant_counts (
  owner_id uuid primary key references owners (id) on delete cascade,
  tenants bigint not null default 0
);

insert into owner_tenant_counts (owner_id, tenants)
select owner_id, count(*) from tenants group by owner_id;

-- Once per statement, so a set-based insert of thousands of tenants updates each owner's row once.
create function count_added_tenants() returns trigger language plpgsql as $$
begin
  insert into owner_tenant_counts as counts (owner_id, tenants)
  select owner_id, count(*) from added_tenants group by owner_id
  on conflict (owner_id) do update set tenants = counts.tenants + excluded.tenants;
  return null;
end
$$;

create function count_removed_tenants() returns trigger language plpgsql as $$
begin
  update owner_tenant_counts counts
  set tenants = counts.tenants - removed.tenants
  from (select owner_id, count(*) as tenants from removed_tenants group by owner_id) removed
  where counts.owner_id = removed.owner_id;
  return null;
end
$$;

create trigger tenants_counted_in
after insert on tenants
referencing new table as added_tenants
for each statement execute function count_added_tenants();

create trigger tenants_counted_out
after delete on tenants
referencing old table as removed_tenants
for each statement execute function count_removed_tenants();
