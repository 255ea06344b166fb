-- The owner's pages of properties, tenants and rent (the payment history, overdue rent, open late
-- fees and the summary), their figures and dashboard tasks are drawn from their properties,
-- tenants, leases, tenants' documents, signatures and move-in payments, the portfolio's figures
-- (migration 0008) and the rent ledger's tables, which triggers keep from every rent charge,
-- payment, decision and waiver (migration 0011). The database counts each owner's writes to any of
-- them, in the same transaction as the write, so that a server can keep an answer it has given and
-- give it again for as long as the count has not moved (src/answers/owner-answers.ts), whichever
-- server made the write.
create table owner_answer_versions (
  owner_id uuid primary key references owners (id) on delete cascade,
  version bigint not null default 0
);

insert into owner_answer_versions (owner_id) select id from owners;

-- Once per statement for all the owners it touched, an owner met for the first time included. An
-- owner being deleted is left out: deleting them deletes and changes their rows, and their count
-- goes with them.
create function count_owner_answer_writes(owner_ids uuid[]) returns void
language plpgsql as $$
begin
  insert into owner_answer_versions as versions (owner_id, version)
  select distinct touched, 1 from unnest(owner_ids) touched
  where exists (select 1 from owners where owners.id = touched)
  on conflict (owner_id) do update set version = versions.version + 1;
end
$$;

-- For the tables whose rows carry their owner.
create function count_owner_writes() returns trigger language plpgsql as $$
begin
  perform count_owner_answer_writes(array(select distinct owner_id from touched_rows));
  return null;
end
$$;

-- For the tables whose rows belong to a tenant.
create function count_tenant_writes() returns trigger language plpgsql as $$
begin
  perform count_owner_answer_writes(
    array(
      select distinct t.owner_id from tenants t where t.id in (select tenant_id from touched_rows)
    ));
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
      ('rent_ledger_charges', 'count_owner_writes'),
      ('rent_ledger_payments', 'count_owner_writes'),
      ('owner_rent_days', 'count_owner_writes'),
      ('owner_portfolio_figures', 'count_owner_writes'),
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
