-- The vendor the owner gave a maintenance request to: one at most per request.
create table maintenance_vendors (
  request_id uuid primary key references maintenance_requests (id) on delete cascade,
  vendor_id uuid not null references vendors (id) on delete cascade,
  owner_id uuid not null references owners (id) on delete cascade,
  assigned_at timestamptz not null default now()
);
create index maintenance_vendors_vendor on maintenance_vendors (vendor_id);
