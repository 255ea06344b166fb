-- Every search (the palette, the properties and tenants lists) looks in one column per table that
-- the database keeps itself: the searched texts in lower case, separated by a unit separator
-- (U+001F) that no search can contain, so that words never match across two of them. One trigram
-- index per table finds the rows holding the words (LIKE '%words%'), in place of an index per
-- searched column (migration 0013).
drop index properties_name_trigrams, properties_address_trigrams, properties_city_trigrams,
  properties_state_trigrams, properties_postal_code_trigrams, tenants_name_trigrams,
  tenants_email_trigrams, maintenance_requests_title_trigrams,
  maintenance_requests_description_trigrams;

-- A property by its name and every part of its address.
alter table properties add column search_text text not null generated always as (
  lower(name || E'\x1f' || address || E'\x1f' || city || E'\x1f' || state || E'\x1f' || postal_code)
) stored;
-- A tenant by name or e-mail.
alter table tenants add column search_text text not null generated always as (
  lower(name || E'\x1f' || email)
) stored;
-- A maintenance request by title or description.
alter table maintenance_requests add column search_text text not null generated always as (
  lower(title || E'\x1f' || description)
) stored;

-- At most 64 kB of new rows wait in each index's pending list (see migration 0015): a search reads
-- the whole list, and the embedded database, which has no autovacuum, only empties it once full.
create index properties_search on properties using gin (search_text public.gin_trgm_ops)
  with (gin_pending_list_limit = 64);
create index tenants_search on tenants using gin (search_text public.gin_trgm_ops)
  with (gin_pending_list_limit = 64);
create index maintenance_requests_search on maintenance_requests
  using gin (search_text public.gin_trgm_ops) with (gin_pending_list_limit = 64);
