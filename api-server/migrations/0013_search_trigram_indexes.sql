-- Search finds part of a word anywhere in a name or an address (ILIKE '%words%'), which a b-tree
-- cannot answer: trigram indexes find the few rows holding the words without reading an owner's
-- whole portfolio. The extension goes into public, so every schema of the database shares one copy.
create extension if not exists pg_trgm with schema public;

-- The properties list's search (name and every part of the address) and the search palette's.
create index properties_name_trigrams on properties using gin (name public.gin_trgm_ops);
create index properties_address_trigrams on properties using gin (address public.gin_trgm_ops);
create index properties_city_trigrams on properties using gin (city public.gin_trgm_ops);
create index properties_state_trigrams on properties using gin (state public.gin_trgm_ops);
create index properties_postal_code_trigrams on properties using gin (postal_code public.gin_trgm_ops);

-- The search palette's tenants (by name or email, and the leases of the tenants named) and
-- maintenance requests.
create index tenants_name_trigrams on tenants using gin (name public.gin_trgm_ops);
create index tenants_email_trigrams on tenants using gin (email public.gin_trgm_ops);
create index maintenance_requests_title_trigrams on maintenance_requests using gin (title public.gin_trgm_ops);
create index maintenance_requests_description_trigrams on maintenance_requests using gin (description public.gin_trgm_ops);
