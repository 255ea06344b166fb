import { type Placeholder, type SQL, type SQLWrapper, and, desc, eq, sql } from 'drizzle-orm';
import { type AnyPgColumn, unionAll } from 'drizzle-orm/pg-core';
import type { SearchResult, SearchResultKind } from 'shared-api/contract';
import type { Database } from '../db/connection';
import { leases, maintenanceRequests, properties, tenants } from '../db/schema';

/** A search column's condition (`searchOf`). */
type Condition = (searchText: SQLWrapper) => SQL;

/** Hits of each kind at most. */
export const perKind = 5;

/** Between the texts of a search column (migration 0051); no search can hold it. */
const separator = '\u001f';

/**
 * The LIKE pattern of words anywhere, with LIKE's own `%` and `_` taken literally; for words that
 * hold the separator, a pattern no search column matches (each holds a separator, so none is
 * empty).
 */
export function searchPattern(words: string): string {
  if (words.includes(separator)) return '';
  return `%${words.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * Where a word starts in a search column for the words of two characters, which have no trigram of
 * their own: a blank before it is a trigram's padding, so the trigram index (migration 0051) finds
 * the rows through the one trigram of a blank and the two characters (pg_trgm reads a regular
 * expression's literal characters and its short bracket lists). Besides a blank, the separator of
 * the search column's texts and the punctuation of names, addresses and e-mail addresses start a
 * word.
 */
const wordStart = `(^|[ ${separator},.@/'"()&+#_:;!?*-])`;

/** Two characters at the start of a word, taken literally (`~ lower(pattern)`: in any case). */
export function wordStartPattern(words: string): string {
  return `${wordStart}${words.replace(/[^\p{L}\p{N}]/gu, (character) => `\\${character}`)}`;
}

/** The rows whose search column holds the words anywhere, in any case, taken literally. */
export function holding(searchText: AnyPgColumn, words: string): SQL {
  return anywhere(searchPattern(words))(searchText);
}

const leaseStatusWords = sql`case l.status
  when 'pending' then 'Pending' when 'active' then 'Lease Active' when 'expired' then 'Expired'
  when 'terminated' then 'Terminated' when 'cancelled' then 'Cancelled' end`;

/** How many of a table's newest rows the search reads first, before it asks the trigram index. */
export const newestRead = 100;

/**
 * The palette's search of an owner's portfolio, in one query: the newest five properties (by name
 * or address), tenants (by name or e-mail), leases (of the properties and tenants found so) and
 * maintenance requests (by title or description), as the palette shows them. `condition` is what a
 * search column must satisfy: `search_text like lower(pattern)` for words of three characters or
 * more (`searchPattern`), `search_text ~ lower(pattern)` for two (`wordStartPattern`).
 *
 * Each kind reads first its table's newest rows (`newestRead`, through the owner's newest-first
 * index): where five of them hold the words, those are the newest five, as with the first letters
 * of a word that most rows hold. Otherwise, and only then, the table's trigram index finds every
 * row that holds them, once per table (the leases of the properties and tenants found come from
 * the same rows), and the newest five of those are kept. So the plan never depends on how many
 * rows the planner guesses the words match: it had walked the newest-first index through all
 * 50,000 tenants of the bench's owner for words that 11 hold (140 ms) when the sample of the
 * statistics held one of them, and read each search index twice.
 */
export function ownerSearchQuery(ownerId: string | Placeholder, condition: Condition): SQL {
  const found = (recent: string, matched: string) =>
    sql.raw(`
    select id, position from ${recent} where (select count(*) from ${recent}) = ${perKind}
    union all
    (select id, position from ${matched} where (select count(*) from ${recent}) < ${perKind}
     order by position desc limit ${perKind})`);
  const newest = (table: string, columns: string) =>
    sql`select ${sql.raw(columns)} from ${sql.raw(table)} where owner_id = ${ownerId}
      order by position desc limit ${sql.raw(String(newestRead))}`;
  const recentOf = (table: string) => sql`
    select id, position from (${newest(table, 'id, position, search_text')}) recent
    where ${condition(sql`search_text`)} order by position desc limit ${sql.raw(String(perKind))}`;
  return sql`
    with
      recent_properties as (${recentOf('properties')}),
      matched_properties as materialized (
        select id, position from properties
        where owner_id = ${ownerId} and ${condition(sql`search_text`)}),
      found_properties as (${found('recent_properties', 'matched_properties')}),
      recent_tenants as (${recentOf('tenants')}),
      matched_tenants as materialized (
        select id, position, lease_id from tenants
        where owner_id = ${ownerId} and ${condition(sql`search_text`)}),
      found_tenants as (${found('recent_tenants', 'matched_tenants')}),
      recent_leases as (
        select l.id, l.position from (${newest('leases', 'id, position, property_id')}) l
        join properties p on p.id = l.property_id
        left join lateral (
          select true as named from tenants t
          where t.lease_id = l.id and ${condition(sql`t.search_text`)} limit 1) t on true
        where ${condition(sql`p.search_text`)} or t.named
        order by l.position desc limit ${sql.raw(String(perKind))}),
      lease_candidates as materialized (
        select l.id, l.position from matched_properties p join leases l on l.property_id = p.id
        where l.owner_id = ${ownerId}
        union
        select l.id, l.position from matched_tenants t join leases l on l.id = t.lease_id
        where l.owner_id = ${ownerId}),
      found_leases as (${found('recent_leases', 'lease_candidates')}),
      recent_requests as (${recentOf('maintenance_requests')}),
      matched_requests as materialized (
        select id, position from maintenance_requests
        where owner_id = ${ownerId} and ${condition(sql`search_text`)}),
      found_requests as (${found('recent_requests', 'matched_requests')})
    select 'property' as kind, 0 as kind_order, p.position, p.id, p.name as title,
      p.address || ', ' || p.city as subtitle, '/properties/manage-property/' || p.id as link
    from found_properties f join properties p on p.id = f.id
    union all
    select 'tenant', 1, t.position, t.id, t.name, t.email || ' · ' || p.name,
      '/properties/manage-tenant/' || t.id
    from found_tenants f join tenants t on t.id = f.id join leases l on l.id = t.lease_id
    join properties p on p.id = l.property_id
    union all
    select 'lease', 2, l.position, l.id, p.name || ', unit ' || l.current_unit,
      concat_ws(' · ', ${leaseStatusWords}, l.start_date::text || ' to ' || l.end_date::text,
        nullif((select string_agg(t.name, ', ' order by t.position) from tenants t
          where t.lease_id = l.id), '')),
      '/properties/manage-property/' || l.property_id
    from found_leases f join leases l on l.id = f.id join properties p on p.id = l.property_id
    union all
    select 'maintenance', 3, m.position, m.id, m.title, p.name || ' · ' || m.priority,
      '/maintenance/' || m.id
    from found_requests f join maintenance_requests m on m.id = f.id
    join properties p on p.id = m.property_id
    order by kind_order, position desc`;
}

/** A kind of result and its order among the kinds, as the palette lists them. */
const kindOf = (kind: SearchResultKind, order: number) => ({
  kind: sql<SearchResultKind>`${kind}::text`.as('kind'),
  kindOrder: sql<number>`${order}`.as('kind_order'),
});

/** A tenant's own home and maintenance requests that the words find, in one query. */
export function tenantSearchQuery(
  db: Database,
  tenantId: string | Placeholder,
  condition: Condition,
) {
  const home = db
    .select({
      ...kindOf('lease', 0),
      position: leases.position,
      id: leases.id,
      title: sql<string>`${properties.name} || ', unit ' || ${leases.currentUnit}`.as('title'),
      subtitle: sql<string>`${properties.address}`.as('subtitle'),
      link: sql<string>`'/lease'`.as('link'),
    })
    .from(tenants)
    .innerJoin(leases, eq(leases.id, tenants.leaseId))
    .innerJoin(properties, eq(properties.id, leases.propertyId))
    .where(and(eq(tenants.id, tenantId), condition(properties.searchText)));
  const requests = db
    .select({
      ...kindOf('maintenance', 1),
      position: maintenanceRequests.position,
      id: maintenanceRequests.id,
      title: maintenanceRequests.title,
      subtitle: sql<string>`${maintenanceRequests.priority}`.as('subtitle'),
      link: sql<string>`'/maintenance/' || ${maintenanceRequests.id}`.as('link'),
    })
    .from(maintenanceRequests)
    .where(
      and(eq(maintenanceRequests.tenantId, tenantId), condition(maintenanceRequests.searchText)),
    )
    .orderBy(desc(maintenanceRequests.position))
    .limit(perKind);
  return unionAll(home, requests).orderBy(sql`kind_order`, sql`position desc`);
}

/** What a search column holds for words of three characters or more: the words anywhere. */
const anywhere =
  (pattern: string | Placeholder): Condition =>
  (searchText) =>
    sql`${searchText} like lower(${pattern})`;

/** What a search column holds for words of two characters: a word that starts with them. */
const atWordStart =
  (pattern: string | Placeholder): Condition =>
  (searchText) =>
    sql`${searchText} ~ lower(${pattern})`;

/** The condition and its pattern for the words typed. */
export function searchOf(words: string) {
  return words.length < 3
    ? { pattern: wordStartPattern(words), condition: atWordStart }
    : { pattern: searchPattern(words), condition: anywhere };
}

/** The results as the palette shows them. */
function shown(rows: SearchResult[]): SearchResult[] {
  return rows.map(({ kind, id, title, subtitle, link }) => ({ kind, id, title, subtitle, link }));
}

/**
 * The searches prepared once per database, one for each kind of words: drizzle building the text
 * of a query this size cost the server as much as running it, and planning it as much again. The
 * plans hold whatever the words (see `ownerSearchQuery`).
 */
const prepared = new WeakMap<Database, ReturnType<typeof prepare>>();

function prepare(db: Database) {
  const pattern = sql.placeholder('pattern');
  const ownerId = sql.placeholder('ownerId');
  const owner = (condition: typeof anywhere, name: string) =>
    db
      .select({
        kind: sql<SearchResultKind>`kind`,
        id: sql<string>`id`,
        title: sql<string>`title`,
        subtitle: sql<string>`subtitle`,
        link: sql<string>`link`,
      })
      .from(sql`(${ownerSearchQuery(ownerId, condition(pattern))}) as found`)
      .orderBy(sql`kind_order`, sql`position desc`)
      .prepare(name);
  const tenant = (condition: typeof anywhere, name: string) =>
    tenantSearchQuery(db, sql.placeholder('tenantId'), condition(pattern)).prepare(name);
  return {
    owner: {
      anywhere: owner(anywhere, 'owner_search'),
      atWordStart: owner(atWordStart, 'owner_search_short'),
    },
    tenant: {
      anywhere: tenant(anywhere, 'tenant_search'),
      atWordStart: tenant(atWordStart, 'tenant_search_short'),
    },
  };
}

function searchesOf(db: Database) {
  let searches = prepared.get(db);
  if (!searches) {
    searches = prepare(db);
    prepared.set(db, searches);
  }
  return searches;
}

const nameOf = (condition: typeof anywhere) =>
  condition === anywhere ? 'anywhere' : 'atWordStart';

/** The owner's newest hits of each kind. */
export async function ownerResults(db: Database, ownerId: string, words: string) {
  const { pattern, condition } = searchOf(words);
  return shown(await searchesOf(db).owner[nameOf(condition)].execute({ ownerId, pattern }));
}

/** A tenant's own home and requests that the words find. */
export async function tenantResults(db: Database, tenantId: string, words: string) {
  const { pattern, condition } = searchOf(words);
  return shown(await searchesOf(db).tenant[nameOf(condition)].execute({ tenantId, pattern }));
}
