import { type SQL, and, count, eq, lt } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../db/connection';
import { type Tenant, type allTenantsQuery, tenantPageSize } from 'shared-api/contract';
import { leases, ownerTenantCounts, ownerTenantStages, properties, tenants } from '../db/schema';
import { badRequest, notFound } from '../http/errors';
import { isUuid } from '../http/ids';
import { holding } from '../search/account-search';
import { loadTenantRecord, loadTenantRecords, tenantAnswer } from './tenant-records';

export type TenantPageQuery = z.output<typeof allTenantsQuery>;

export interface TenantPage {
  tenants: Tenant[];
  total: number;
  nextCursor: string | null;
}

/** What a page asks for beyond the owner, as conditions; null when nothing can match. */
export function filterConditions(query: TenantPageQuery): SQL[] | null {
  const conditions: SQL[] = [];
  // By name or e-mail, in the search column the database keeps (migration 0051).
  if (query.search) conditions.push(holding(tenants.searchText, query.search));
  // The stage the database keeps on each tenant (migration 0015), found by its index.
  if (query.stage) conditions.push(eq(tenants.stage, query.stage));
  if (query.propertyId !== undefined && query.propertyId !== '') {
    if (!isUuid(query.propertyId)) return null;
    conditions.push(eq(leases.propertyId, query.propertyId));
  }
  return conditions;
}

/** A cursor is the position of the last tenant of the page before. */
function positionOf(cursor: string): number {
  if (!/^\d{1,15}$/.test(cursor)) {
    throw badRequest('This page link is not valid; start again from the first page');
  }
  return Number(cursor);
}

/** The tenants of a page: the owner's, matching the filters, after the cursor's. */
export function pageConditions(ownerId: string, filters: SQL[], cursor: string | undefined) {
  return and(
    eq(tenants.ownerId, ownerId),
    ...filters,
    cursor ? lt(tenants.position, positionOf(cursor)) : undefined,
  );
}

/** The owner's tenants, each with its stage; another owner's tenant or property answers 404. */
export class TenantDirectory {
  constructor(private readonly db: Database) {}

  /** One page, newest first, in two queries whatever the page or the portfolio. */
  async page(ownerId: string, query: TenantPageQuery): Promise<TenantPage> {
    const limit = query.limit ?? tenantPageSize;
    const filters = filterConditions(query);
    const where = pageConditions(ownerId, filters ?? [], query.cursor);
    if (filters === null) return { tenants: [], total: 0, nextCursor: null };
    const [records, total] = await Promise.all([
      loadTenantRecords(this.db, where, limit + 1),
      this.total(ownerId, query, filters),
    ]);
    const page = records.slice(0, limit);
    const last = page.at(-1);
    return {
      tenants: page.map(tenantAnswer),
      total,
      nextCursor: records.length > limit && last ? String(last.tenant.position) : null,
    };
  }

  /**
   * Without a filter, or with the stage alone, from the counts the database keeps rather than by
   * counting the tenants.
   */
  private async total(ownerId: string, query: TenantPageQuery, filters: SQL[]): Promise<number> {
    if (filters.length === 0) {
      const [kept] = await this.db
        .select({ tenants: ownerTenantCounts.tenants })
        .from(ownerTenantCounts)
        .where(eq(ownerTenantCounts.ownerId, ownerId));
      return kept?.tenants ?? 0;
    }
    if (query.stage && filters.length === 1) {
      const [kept] = await this.db
        .select({ tenants: ownerTenantStages.tenants })
        .from(ownerTenantStages)
        .where(
          and(eq(ownerTenantStages.ownerId, ownerId), eq(ownerTenantStages.stage, query.stage)),
        );
      return kept?.tenants ?? 0;
    }
    const [counted] = await this.db
      .select({ total: count() })
      .from(tenants)
      .innerJoin(leases, eq(leases.id, tenants.leaseId))
      .where(and(eq(tenants.ownerId, ownerId), ...filters));
    return counted?.total ?? 0;
  }

  async ofProperty(ownerId: string, propertyId: string): Promise<Tenant[]> {
    const [property] = isUuid(propertyId)
      ? await this.db
          .select({ id: properties.id })
          .from(properties)
          .where(and(eq(properties.id, propertyId), eq(properties.ownerId, ownerId)))
      : [];
    if (!property) throw notFound('Property not found');
    return (
      await loadTenantRecords(
        this.db,
        and(eq(tenants.ownerId, ownerId), eq(leases.propertyId, propertyId)),
      )
    ).map(tenantAnswer);
  }

  async find(ownerId: string, tenantId: string): Promise<Tenant> {
    return tenantAnswer(await loadTenantRecord(this.db, tenantId, ownerId));
  }

  /** The invited or signed-in tenant's own record. */
  async own(tenantId: string): Promise<Tenant> {
    return tenantAnswer(await loadTenantRecord(this.db, tenantId));
  }
}
