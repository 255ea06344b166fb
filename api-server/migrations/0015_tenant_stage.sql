-- Where each tenant is on the way to an active lease, stored on the tenant and kept by triggers in
-- the same transaction as every write it is drawn from (the tenant's check and lease sent, the
-- lease signature, the move-in payment), so that the tenant list filters by stage through an index
-- instead of working the stage out for each tenant on every request.

-- The stage from its facts, as stageOf in src/tenants/tenant-records.ts draws it.
create function tenant_stage(
  background_check text,
  lease_sent_at timestamptz,
  signed boolean,
  move_in_status text
) returns text language sql immutable as $$
  select case
    when background_check = 'failed' then 'check_failed'
    when background_check <> 'passed' then 'background_check'
    when lease_sent_at is null then 'create_lease'
    when not signed then 'lease_sent'
    when move_in_status = 'received' then 'lease_active'
    when move_in_status = 'awaiting_confirmation' then 'payment'
    else 'lease_signed'
  end
$$;

-- A tenant's stage as of now: their own columns with their signature of their lease and their
-- move-in payment.
create function tenant_stage_now(tenant tenants) returns text language sql stable as $$
  select tenant_stage(
    tenant.background_check,
    tenant.lease_sent_at,
    exists (
      select 1 from lease_signatures s where s.tenant_id = tenant.id and s.lease_id = tenant.lease_id
    ),
    (select p.status from payments p where p.tenant_id = tenant.id and p.kind = 'move_in')
  )
$$;

alter table tenants add column stage text not null default 'background_check'
  check (stage in ('background_check', 'check_failed', 'create_lease', 'lease_sent',
    'lease_signed', 'payment', 'lease_active'));

update tenants set stage = tenant_stage_now(tenants) where stage <> tenant_stage_now(tenants);

-- The tenant list's stage filter: an owner's tenants at one stage, newest first, after a cursor.
create index tenants_owner_stage_newest on tenants (owner_id, stage, position desc);

-- Each owner's number of tenants at each stage, so that a filtered page tells its total without
-- counting.
create table owner_tenant_stages (
  owner_id uuid not null references owners (id) on delete cascade,
  stage text not null,
  tenants bigint not null default 0,
  primary key (owner_id, stage)
);

insert into owner_tenant_stages (owner_id, stage, tenants)
select owner_id, stage, count(*) from tenants group by owner_id, stage;

-- A new tenant's stage comes from their own columns alone: the signature and the payment refer to
-- the tenant, so neither can exist yet. A change to the columns the stage is drawn from looks them up.
create function stage_tenant() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    new.stage := tenant_stage(new.background_check, new.lease_sent_at, false, null);
  else
    new.stage := tenant_stage_now(new);
  end if;
  return new;
end
$$;

create trigger tenants_staged
before insert or update of background_check, lease_sent_at, lease_id, stage on tenants
for each row execute function stage_tenant();

-- A signature or a move-in payment written, changed or deleted moves its tenant's stage, once per
-- statement for all the tenants it touched.
create function restage_touched_tenants() returns trigger language plpgsql as $$
begin
  update tenants t
  set stage = tenant_stage_now(t)
  where t.id in (select touched.tenant_id from touched_rows touched)
    and t.stage <> tenant_stage_now(t);
  return null;
end
$$;

create trigger lease_signatures_insert_restages_tenants after insert on lease_signatures
  referencing new table as touched_rows
  for each statement execute function restage_touched_tenants();
create trigger lease_signatures_update_restages_tenants after update on lease_signatures
  referencing old table as touched_rows
  for each statement execute function restage_touched_tenants();
create trigger lease_signatures_update_restages_new_tenants after update on lease_signatures
  referencing new table as touched_rows
  for each statement execute function restage_touched_tenants();
create trigger lease_signatures_delete_restages_tenants after delete on lease_signatures
  referencing old table as touched_rows
  for each statement execute function restage_touched_tenants();
create trigger payments_insert_restages_tenants after insert on payments
  referencing new table as touched_rows
  for each statement execute function restage_touched_tenants();
create trigger payments_update_restages_tenants after update on payments
  referencing old table as touched_rows
  for each statement execute function restage_touched_tenants();
create trigger payments_update_restages_new_tenants after update on payments
  referencing new table as touched_rows
  for each statement execute function restage_touched_tenants();
create trigger payments_delete_restages_tenants after delete on payments
  referencing old table as touched_rows
  for each statement execute function restage_touched_tenants();

-- The counts follow every insert, delete and change of stage or owner, once per statement. A
-- removal only lowers rows counted before: it may come from deleting the owner, whose rows are gone.
create function count_added_tenant_stages() returns trigger language plpgsql as $$
begin
  insert into owner_tenant_stages as counts (owner_id, stage, tenants)
  select owner_id, stage, count(*) from added_tenants group by owner_id, stage
  on conflict (owner_id, stage) do update set tenants = counts.tenants + excluded.tenants;
  return null;
end
$$;

create function count_removed_tenant_stages() returns trigger language plpgsql as $$
begin
  update owner_tenant_stages counts
  set tenants = counts.tenants - removed.tenants
  from (
    select owner_id, stage, count(*) as tenants from removed_tenants group by owner_id, stage
  ) removed
  where counts.owner_id = removed.owner_id and counts.stage = removed.stage;
  return null;
end
$$;

create function count_moved_tenant_stages() returns trigger language plpgsql as $$
begin
  update owner_tenant_stages counts
  set tenants = counts.tenants - moved.tenants
  from (
    select earlier.owner_id, earlier.stage, count(*) as tenants
    from earlier_tenants earlier
    join later_tenants later on later.id = earlier.id
    where (later.owner_id, later.stage) <> (earlier.owner_id, earlier.stage)
    group by earlier.owner_id, earlier.stage
  ) moved
  where counts.owner_id = moved.owner_id and counts.stage = moved.stage;
  insert into owner_tenant_stages as counts (owner_id, stage, tenants)
  select later.owner_id, later.stage, count(*)
  from later_tenants later
  join earlier_tenants earlier on earlier.id = later.id
  where (later.owner_id, later.stage) <> (earlier.owner_id, earlier.stage)
  group by later.owner_id, later.stage
  on conflict (owner_id, stage) do update set tenants = counts.tenants + excluded.tenants;
  return null;
end
$$;

create trigger tenants_stages_counted_in after insert on tenants
  referencing new table as added_tenants
  for each statement execute function count_added_tenant_stages();
create trigger tenants_stages_counted_out after delete on tenants
  referencing old table as removed_tenants
  for each statement execute function count_removed_tenant_stages();
create trigger tenants_stages_counted_across after update on tenants
  referencing old table as earlier_tenants new table as later_tenants
  for each statement execute function count_moved_tenant_stages();

-- The search's trigram indexes keep at most 64 kB of new rows in their pending list rather than
-- 4 MB: a search reads the whole pending list row by row, and the embedded database, which has no
-- autovacuum, only empties it once it is full (a palette search then took 450 ms). Taking each row
-- straight into the index instead made a bulk insert twenty times slower on the embedded database.
alter index properties_name_trigrams set (gin_pending_list_limit = 64);
alter index properties_address_trigrams set (gin_pending_list_limit = 64);
alter index properties_city_trigrams set (gin_pending_list_limit = 64);
alter index properties_state_trigrams set (gin_pending_list_limit = 64);
alter index properties_postal_code_trigrams set (gin_pending_list_limit = 64);
alter index tenants_name_trigrams set (gin_pending_list_limit = 64);
alter index tenants_email_trigrams set (gin_pending_list_limit = 64);
alter index maintenance_requests_title_trigrams set (gin_pending_list_limit = 64);
alter index maintenance_requests_description_trigrams set (gin_pending_list_limit = 64);

select gin_clean_pending_list(index_name::regclass)
from unnest(array[
  'properties_name_trigrams', 'properties_address_trigrams', 'properties_city_trigrams',
  'properties_state_trigrams', 'properties_postal_code_trigrams', 'tenants_name_trigrams',
  'tenants_email_trigrams', 'maintenance_requests_title_trigrams',
  'maintenance_requests_description_trigrams'
]) as index_name;
