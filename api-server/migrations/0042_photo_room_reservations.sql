-- Room for a maintenance request's photos is reserved before they are stored: in one transaction
-- under the owner's lock, the photos kept plus the rooms reserved are counted against the tenant's
-- and the owner's quotas, and the reservation recorded (as throttle attempts are recorded before
-- they are checked, migration 0030). Requests sent together therefore cannot all pass on the same
-- count while their photos stream to storage. A filed request turns its reservation into its photo
-- rows; one that fails takes it back; one left by a server that stopped mid-upload lapses after an
-- hour.
create table photo_room_reservations (
  id uuid primary key default gen_random_uuid(),
  owner_id uuid not null references owners (id) on delete cascade,
  tenant_id uuid not null references tenants (id) on delete cascade,
  bytes bigint not null check (bytes >= 0),
  reserved_at timestamptz not null default now()
);
create index photo_room_reservations_owner on photo_room_reservations (owner_id, reserved_at);
