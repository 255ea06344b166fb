-- The palette's search (src/search/) finds maintenance requests by their title and description
-- next to properties, tenants and leases, and its answers are kept under the owner's count of
-- writes (migration 0016) like the owner's other pages. A request written, changed or deleted is
-- counted as its owner's write.
do $$
declare
  event record;
begin
  for event in
    select * from (values ('insert', 'new'), ('update', 'new'), ('delete', 'old'))
      as events (name, rows)
  loop
    execute format(
      'create trigger %I after %s on maintenance_requests referencing %s table as touched_rows '
      'for each statement execute function count_owner_writes()',
      'maintenance_requests_' || event.name || '_counted_for_owner', event.name, event.rows);
  end loop;
end
$$;
