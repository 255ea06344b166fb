-- Maintenance requests a tenant files on their lease's home, their photos, and every change made to
-- them (filed, status changes, comments from either side) kept as one timeline.

create table maintenance_requests (
  id uuid primary key default gen_random_uuid(),
  position bigint generated always as identity,
  owner_id uuid not null references owners (id) on delete cascade,
  property_id uuid not null references properties (id) on delete cascade,
  lease_id uuid not null references leases (id) on delete cascade,
  tenant_id uuid not null references tenants (id) on delete cascade,
  title text not null,
  -- as typed; `urgency` ranks it (Urgent 4, High 3, Medium 2, Low 1, anything else 0)
  priority text not null,
  urgency smallint not null check (urgency between 0 and 4),
  preferred_date date not null,
  description text not null,
  status text not null default 'open'
    check (status in ('open', 'in_progress', 'resolved', 'cancelled')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index maintenance_requests_owner_newest on maintenance_requests (owner_id, position desc);
create index maintenance_requests_tenant_newest on maintenance_requests (tenant_id, position desc);
create index maintenance_requests_property on maintenance_requests (property_id, status);

create table maintenance_photos (
  id uuid primary key default gen_random_uuid(),
  position bigint generated always as identity,
  request_id uuid not null references maintenance_requests (id) on delete cascade,
  file_name text not null,
  content_type text not null
    check (content_type in ('image/png', 'image/jpeg', 'image/webp', 'image/svg+xml')),
  size_bytes integer not null check (size_bytes >= 0),
  -- the server-generated name of the file in the file store
  stored_as text not null unique,
  uploaded_at timestamptz not null default now()
);
create index maintenance_photos_request on maintenance_photos (request_id);

create table maintenance_updates (
  id uuid primary key default gen_random_uuid(),
  position bigint generated always as identity,
  request_id uuid not null references maintenance_requests (id) on delete cascade,
  kind text not null check (kind in ('filed', 'status', 'comment')),
  author_role text not null check (author_role in ('owner', 'tenant')),
  author_name text not null,
  from_status text,
  to_status text,
  body text,
  created_at timestamptz not null default now()
);
create index maintenance_updates_request on maintenance_updates (request_id, position);
