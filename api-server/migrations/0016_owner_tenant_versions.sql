-- A page of an owner's tenants is drawn from their tenants, leases, properties, documents,
-- signatures and move-in payments. The database counts each owner's writes to any of them, in the
-- same transaction as the write, so that a server can keep a page it has answered and answer it
-- again for as long as the count has not moved (src/tenants/tenant-page-cache.ts), whichever
-- server made the write.
create table owner_tenant_versions (
  owner_id uuid primary key references owners (id) on delete cascade,
  version bigint not null default 0
);

insert into owner_tenant_versions (owner_id) select id from owners;

-- Once per statement for all the owners it touched. An insert or a change counts for an owner met
-- for the first time too; a removal only counts for owners already there: it may come from deleting
-- the owner, whose row is gone.
create function count_owner_tenant_writes(owner_ids uuid[], removal boolean) returns void
language plpgsql as $$
begin
  if removal then
    update owner_tenant_versions set version = version + 1 where owner_id = any(owner_ids);
  else
    insert into owner_tenant_versions as versions (owner_id, version)
    select distinct touched, 1 from unnest(owner_ids) touched
    on conflict (owner_id) do update set version = versions.version + 1;
  end if;
end
$$;

-- For the tables whose rows carry their owner.
create function count_owner_writes() returns trigger language plpgsql as $$
begin
  perform count_owner_tenant_writes(
    array(select distinct owner_id from touched_rows), tg_op = 'DELETE');
  return null;
end
$$;

-- For the tables whose rows belong to a tenant.
create function count_tenant_writes() returns trigger language plpgsql as $$
begin
  perform count_owner_tenant_writes(
    array(
      select distinct t.owner_id from tenants t where t.id in (select tenant_id from touched_rows)
    ),
    tg_op = 'DELETE');
  return null;
end
$$;

-- Three triggers a table, since a trigger with a transition table has one event.
do $$
declare
  counted record;
  event record;
begin
  for counted in
    select * from (values
      ('tenants', 'count_owner_writes'),
      ('leases', 'count_owner_writes'),
      ('properties', 'count_owner_writes'),
      ('payments', 'count_owner_writes'),
      ('tenant_documents', 'count_tenant_writes'),
      ('lease_signatures', 'count_tenant_writes')
    ) as tables (name, counter)
  loop
    for event in
      select * from (values ('insert', 'new'), ('update', 'new'), ('delete', 'old'))
        as events (name, rows)
    loop
      execute format(
        'create trigger %I after %s on %I referencing %s table as touched_rows '
        'for each statement execute function %I()',
        counted.name || '_' || event.name || '_counted_for_owner',
        event.name, counted.name, event.rows, counted.counter);
    end loop;
  end loop;
end
$$;
