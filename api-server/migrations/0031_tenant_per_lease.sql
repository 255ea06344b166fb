-- A tenant is one person on one lease (each row already names its owner and lease): the same e-mail
-- may be invited by several owners, and to a new lease after one that was cancelled or ended. Each
-- tenancy keeps its own password, sessions and reset links; sign-in finds the tenancies of an e-mail
-- by the index below (see src/tenants/tenant-accounts.ts).
drop index tenants_email_key;
create unique index tenants_lease_email_key on tenants (lease_id, email);
create index tenants_email on tenants (email, position desc);
