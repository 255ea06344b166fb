-- Every mail the product sends a tenant, so the owner can see what the tenant was told and when.
create table tenant_mails (
  id uuid primary key default gen_random_uuid(),
  tenant_id uuid not null references tenants (id) on delete cascade,
  subject text not null,
  sent_at timestamptz not null default now()
);

create index tenant_mails_by_tenant on tenant_mails (tenant_id, sent_at desc);

