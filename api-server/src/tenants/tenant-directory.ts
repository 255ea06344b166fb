import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/connection';
import type { Tenant } from 'shared-api/contract';
import { leases, properties, tenants } from '../db/schema';
import { notFound } from '../http/errors';
import { isUuid } from '../http/ids';
import { loadTenantRecord, loadTenantRecords, tenantAnswer } from './tenant-records';

/** The owner's tenants, each with its stage; another owner's tenant or property answers 404. */
export class TenantDirectory {
  constructor(private readonly db: Database) {}

  async all(ownerId: string): Promise<Tenant[]> {
    return (await loadTenantRecords(this.db, eq(tenants.ownerId, ownerId))).map(tenantAnswer);
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
