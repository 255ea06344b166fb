import { type Placeholder, type SQL, and, desc, eq, inArray, sql } from 'drizzle-orm';
import { type AnyPgColumn, union, unionAll } from 'drizzle-orm/pg-core';
import type { SearchResult, SearchResultKind } from 'shared-api/contract';
import type { Database } from '../db/connection';
import { leases, maintenanceRequests, properties, tenants } from '../db/schema';

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
 * The rows whose search column (migration 0051) matches the pattern (`searchPattern`) in any case.
 * Words of three characters or more are found through the table's trigram index; shorter ones have
 * no trigram and are looked for among the owner's rows.
 */
function matching(searchText: AnyPgColumn, pattern: string | Placeholder): SQL {
  return sql`${searchText} like lower(${pattern})`;
}

/** The rows whose search column holds the words anywhere, in any case, taken literally. */
export function holding(searchText: AnyPgColumn, words: string): SQL {
  return matching(searchText, searchPattern(words));
}

const leaseStatusWords = sql`case ${leases.status}
  when 'pending' then 'Pending' when 'active' then 'Lease Active' when 'expired' then 'Expired'
  when 'terminated' then 'Terminated' when 'cancelled' then 'Cancelled' end`;

/** A kind of result and its order among the kinds, as the palette lists them. */
const kindOf = (kind: SearchResultKind, order: number) => ({
  kind: sql<SearchResultKind>`${kind}::text`.as('kind'),
  kindOrder: sql<number>`${order}`.as('kind_order'),
});

/**
 * The palette's search of an owner's portfolio, in one query: the newest five properties (by name
 * or address), tenants (by name or e-mail), leases (of the properties and tenants found so) and
 * maintenance requests (by title or description), each kind found through its table's trigram
 * index and shown as the palette shows it.
 */
export function ownerSearchQuery(
  db: Database,
  ownerId: string | Placeholder,
  pattern: string | Placeholder,
) {
  const foundProperties = db
    .select({
      ...kindOf('property', 0),
      position: properties.position,
      id: properties.id,
      title: properties.name,
      subtitle: sql<string>`${properties.address} || ', ' || ${properties.city}`.as('subtitle'),
      link: sql<string>`'/properties/manage-property/' || ${properties.id}`.as('link'),
    })
    .from(properties)
    .where(and(eq(properties.ownerId, ownerId), matching(properties.searchText, pattern)))
    .orderBy(desc(properties.position))
    .limit(perKind);
  const foundTenants = db
    .select({
      ...kindOf('tenant', 1),
      position: tenants.position,
      id: tenants.id,
      title: tenants.name,
      subtitle: sql<string>`${tenants.email} || ' · ' || ${properties.name}`.as('subtitle'),
      link: sql<string>`'/properties/manage-tenant/' || ${tenants.id}`.as('link'),
    })
    .from(tenants)
    .innerJoin(leases, eq(leases.id, tenants.leaseId))
    .innerJoin(properties, eq(properties.id, leases.propertyId))
    .where(and(eq(tenants.ownerId, ownerId), matching(tenants.searchText, pattern)))
    .orderBy(desc(tenants.position))
    .limit(perKind);
  // The newest leases of the properties found and the newest of the tenants found, each through
  // its own index: the newest five of both are among these, however many leases the words find.
  const leasesOfPropertiesFound = db
    .select({ id: leases.id })
    .from(leases)
    .innerJoin(properties, eq(properties.id, leases.propertyId))
    .where(
      and(
        eq(leases.ownerId, ownerId),
        eq(properties.ownerId, ownerId),
        matching(properties.searchText, pattern),
      ),
    )
    .orderBy(desc(leases.position))
    .limit(perKind);
  const leasesOfTenantsFound = db
    .select({ id: leases.id })
    .from(leases)
    .where(
      and(
        eq(leases.ownerId, ownerId),
        inArray(
          leases.id,
          db
            .select({ id: tenants.leaseId })
            .from(tenants)
            .where(and(eq(tenants.ownerId, ownerId), matching(tenants.searchText, pattern))),
        ),
      ),
    )
    .orderBy(desc(leases.position))
    .limit(perKind);
  const tenantNames = sql`(select string_agg(${tenants.name}, ', ' order by ${tenants.position})
    from ${tenants} where ${tenants.leaseId} = ${leases.id})`;
  const foundLeases = db
    .select({
      ...kindOf('lease', 2),
      position: leases.position,
      id: leases.id,
      title: sql<string>`${properties.name} || ', unit ' || ${leases.currentUnit}`.as('title'),
      subtitle: sql<string>`concat_ws(' · ', ${leaseStatusWords},
        ${leases.startDate}::text || ' to ' || ${leases.endDate}::text,
        nullif(${tenantNames}, ''))`.as('subtitle'),
      link: sql<string>`'/properties/manage-property/' || ${leases.propertyId}`.as('link'),
    })
    .from(leases)
    .innerJoin(properties, eq(properties.id, leases.propertyId))
    .where(
      and(
        eq(leases.ownerId, ownerId),
        inArray(leases.id, union(leasesOfPropertiesFound, leasesOfTenantsFound)),
      ),
    )
    .orderBy(desc(leases.position))
    .limit(perKind);
  const foundRequests = db
    .select({
      ...kindOf('maintenance', 3),
      position: maintenanceRequests.position,
      id: maintenanceRequests.id,
      title: maintenanceRequests.title,
      subtitle: sql<string>`${properties.name} || ' · ' || ${maintenanceRequests.priority}`.as(
        'subtitle',
      ),
      link: sql<string>`'/maintenance/' || ${maintenanceRequests.id}`.as('link'),
    })
    .from(maintenanceRequests)
    .innerJoin(properties, eq(properties.id, maintenanceRequests.propertyId))
    .where(
      and(
        eq(maintenanceRequests.ownerId, ownerId),
        matching(maintenanceRequests.searchText, pattern),
      ),
    )
    .orderBy(desc(maintenanceRequests.position))
    .limit(perKind);
  return unionAll(foundProperties, foundTenants, foundLeases, foundRequests).orderBy(
    sql`kind_order`,
    sql`position desc`,
  );
}

/** A tenant's own home and maintenance requests that the words find, in one query. */
export function tenantSearchQuery(
  db: Database,
  tenantId: string | Placeholder,
  pattern: string | Placeholder,
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
    .where(and(eq(tenants.id, tenantId), matching(properties.searchText, pattern)));
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
      and(
        eq(maintenanceRequests.tenantId, tenantId),
        matching(maintenanceRequests.searchText, pattern),
      ),
    )
    .orderBy(desc(maintenanceRequests.position))
    .limit(perKind);
  return unionAll(home, requests).orderBy(sql`kind_order`, sql`position desc`);
}

/** The results as the palette shows them. */
function shown(rows: (SearchResult & { position: number; kindOrder: number })[]): SearchResult[] {
  return rows.map(({ kind, id, title, subtitle, link }) => ({ kind, id, title, subtitle, link }));
}

/**
 * Both searches prepared once per database for words of three characters or more, which the
 * trigram indexes find whatever the words: drizzle building the text of a query this size cost the
 * server as much as running it, and planning it as much again. Shorter words have no trigram and
 * are planned afresh each time (how many rows they match decides the plan).
 */
const prepared = new WeakMap<Database, ReturnType<typeof prepare>>();

function prepare(db: Database) {
  const pattern = sql.placeholder('pattern');
  return {
    owner: ownerSearchQuery(db, sql.placeholder('ownerId'), pattern).prepare('owner_search'),
    tenant: tenantSearchQuery(db, sql.placeholder('tenantId'), pattern).prepare('tenant_search'),
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

/** The owner's newest hits of each kind. */
export async function ownerResults(db: Database, ownerId: string, words: string) {
  const pattern = searchPattern(words);
  if (words.length < 3) return shown(await ownerSearchQuery(db, ownerId, pattern));
  return shown(await searchesOf(db).owner.execute({ ownerId, pattern }));
}

/** A tenant's own home and requests that the words find. */
export async function tenantResults(db: Database, tenantId: string, words: string) {
  const pattern = searchPattern(words);
  if (words.length < 3) return shown(await tenantSearchQuery(db, tenantId, pattern));
  return shown(await searchesOf(db).tenant.execute({ tenantId, pattern }));
}
