import { and, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { SearchResult } from 'shared-api/contract';
import type { Database } from '../db/connection';
import { leases, maintenanceRequests, properties, tenants } from '../db/schema';

/** Hits of each kind at most. */
export const perKind = 5;

/** The typed text as a LIKE pattern matching it anywhere, with its own % and _ taken literally. */
const anywhere = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

type LeaseShown = Pick<
  typeof leases.$inferSelect,
  'id' | 'propertyId' | 'currentUnit' | 'status' | 'startDate' | 'endDate'
>;

const leaseStatusWords: Record<string, string> = {
  pending: 'Pending',
  active: 'Lease Active',
  expired: 'Expired',
  terminated: 'Terminated',
  cancelled: 'Cancelled',
};

/**
 * The palette's queries over an owner's portfolio, a few newest hits of each kind. Each finds its
 * rows through the trigram indexes (migration 0013), so it reads the matches, not the portfolio.
 */
export function ownerSearchQueries(db: Database, ownerId: string, text: string) {
  const pattern = anywhere(text);
  // The newest leases of the properties named and the newest of the tenants named, each found by
  // its own index: the newest of both are among these, however many leases the words name.
  const leasesOfPropertiesNamed = db
    .select({ id: leases.id })
    .from(leases)
    .innerJoin(properties, eq(properties.id, leases.propertyId))
    .where(
      and(
        eq(leases.ownerId, ownerId),
        eq(properties.ownerId, ownerId),
        ilike(properties.name, pattern),
      ),
    )
    .orderBy(desc(leases.position))
    .limit(perKind);
  const leasesOfTenantsNamed = db
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
            .where(and(eq(tenants.ownerId, ownerId), ilike(tenants.name, pattern))),
        ),
      ),
    )
    .orderBy(desc(leases.position))
    .limit(perKind);
  const leasesNamed = sql`((${leasesOfPropertiesNamed}) union (${leasesOfTenantsNamed}))`;
  return {
    properties: db
      .select()
      .from(properties)
      .where(
        and(
          eq(properties.ownerId, ownerId),
          or(
            ilike(properties.name, pattern),
            ilike(properties.address, pattern),
            ilike(properties.city, pattern),
          ),
        ),
      )
      .orderBy(desc(properties.position))
      .limit(perKind),
    tenants: db
      .select({ tenant: tenants, propertyName: properties.name })
      .from(tenants)
      .innerJoin(leases, eq(leases.id, tenants.leaseId))
      .innerJoin(properties, eq(properties.id, leases.propertyId))
      .where(
        and(
          eq(tenants.ownerId, ownerId),
          or(ilike(tenants.name, pattern), ilike(tenants.email, pattern)),
        ),
      )
      .orderBy(desc(tenants.position))
      .limit(perKind),
    leases: db
      .select({
        lease: leases,
        propertyName: properties.name,
        tenantNames: sql<string>`coalesce((select string_agg(${tenants.name}, ', ' order by ${tenants.position}) from ${tenants} where ${tenants.leaseId} = ${leases.id}), '')`,
      })
      .from(leases)
      .innerJoin(properties, eq(properties.id, leases.propertyId))
      .where(and(eq(leases.ownerId, ownerId), inArray(leases.id, leasesNamed)))
      .orderBy(desc(leases.position))
      .limit(perKind),
    requests: db
      .select({ request: maintenanceRequests, propertyName: properties.name })
      .from(maintenanceRequests)
      .innerJoin(properties, eq(properties.id, maintenanceRequests.propertyId))
      .where(
        and(
          eq(maintenanceRequests.ownerId, ownerId),
          or(
            ilike(maintenanceRequests.title, pattern),
            ilike(maintenanceRequests.description, pattern),
          ),
        ),
      )
      .orderBy(desc(maintenanceRequests.position))
      .limit(perKind),
  };
}

/** What the palette shows of a property, a tenant, a lease and a maintenance request. */
export const resultOf = {
  property: (property: {
    id: string;
    name: string;
    address: string;
    city: string;
  }): SearchResult => ({
    kind: 'property',
    id: property.id,
    title: property.name,
    subtitle: `${property.address}, ${property.city}`,
    link: `/properties/manage-property/${property.id}`,
  }),
  tenant: (
    tenant: { id: string; name: string; email: string },
    propertyName: string,
  ): SearchResult => ({
    kind: 'tenant',
    id: tenant.id,
    title: tenant.name,
    subtitle: `${tenant.email} · ${propertyName}`,
    link: `/properties/manage-tenant/${tenant.id}`,
  }),
  lease: (lease: LeaseShown, propertyName: string, tenantNames: string): SearchResult => ({
    kind: 'lease',
    id: lease.id,
    title: `${propertyName}, unit ${lease.currentUnit}`,
    subtitle: [
      leaseStatusWords[lease.status],
      `${lease.startDate} to ${lease.endDate}`,
      tenantNames,
    ]
      .filter(Boolean)
      .join(' · '),
    link: `/properties/manage-property/${lease.propertyId}`,
  }),
  request: (
    request: { id: string; title: string; priority: string },
    propertyName: string,
  ): SearchResult => ({
    kind: 'maintenance',
    id: request.id,
    title: request.title,
    subtitle: `${propertyName} · ${request.priority}`,
    link: `/maintenance/${request.id}`,
  }),
};

/** The owner's newest hits of each kind, read from the database. */
export async function ownerResults(
  db: Database,
  ownerId: string,
  text: string,
): Promise<SearchResult[]> {
  const queries = ownerSearchQueries(db, ownerId, text);
  const [foundProperties, foundTenants, foundLeases, foundRequests] = await Promise.all([
    queries.properties,
    queries.tenants,
    queries.leases,
    queries.requests,
  ]);
  return [
    ...foundProperties.map(resultOf.property),
    ...foundTenants.map(({ tenant, propertyName }) => resultOf.tenant(tenant, propertyName)),
    ...foundLeases.map(({ lease, propertyName, tenantNames }) =>
      resultOf.lease(lease, propertyName, tenantNames),
    ),
    ...foundRequests.map(({ request, propertyName }) => resultOf.request(request, propertyName)),
  ];
}

/** A tenant's own home and requests that the words find. */
export async function tenantResults(
  db: Database,
  tenantId: string,
  text: string,
): Promise<SearchResult[]> {
  const pattern = anywhere(text);
  const [home, requests] = await Promise.all([
    db
      .select({ lease: leases, propertyName: properties.name, address: properties.address })
      .from(tenants)
      .innerJoin(leases, eq(leases.id, tenants.leaseId))
      .innerJoin(properties, eq(properties.id, leases.propertyId))
      .where(
        and(
          eq(tenants.id, tenantId),
          or(ilike(properties.name, pattern), ilike(properties.address, pattern)),
        ),
      ),
    db
      .select({ request: maintenanceRequests })
      .from(maintenanceRequests)
      .where(
        and(
          eq(maintenanceRequests.tenantId, tenantId),
          or(
            ilike(maintenanceRequests.title, pattern),
            ilike(maintenanceRequests.description, pattern),
          ),
        ),
      )
      .orderBy(desc(maintenanceRequests.position))
      .limit(perKind),
  ]);
  return [
    ...home.map(({ lease, propertyName, address }): SearchResult => ({
      kind: 'lease',
      id: lease.id,
      title: `${propertyName}, unit ${lease.currentUnit}`,
      subtitle: address,
      link: '/lease',
    })),
    ...requests.map(({ request }): SearchResult => ({
      kind: 'maintenance',
      id: request.id,
      title: request.title,
      subtitle: request.priority,
      link: `/maintenance/${request.id}`,
    })),
  ];
}
