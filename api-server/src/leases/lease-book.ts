import { and, asc, desc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  type Lease,
  type LeaseStatus,
  type createLeasePayload,
  isWithinLongestLease,
  longestLeaseMessage,
  pastStartMessage,
  type updateLeasePayload,
} from 'shared-api/contract';
import type { z } from 'zod';
import { todayUtc } from '../calendar';
import type { Database, Transaction } from '../db/connection';
import { leases, properties, tenants } from '../db/schema';
import { badRequest, conflict, notFound } from '../http/errors';
import { isUuid } from '../http/ids';
import { toCents, toDollars } from '../money';
import { leaseWasSent, moveOut } from './occupancy';

type LeaseRow = typeof leases.$inferSelect;

export const leaseNotFound = () => notFound('Lease not found');
const propertyNotFound = () => notFound('Property not found');

/** The lease as answered, with its property's name and currency. */
export function leaseAnswer(
  row: LeaseRow,
  property: { name: string; currency: string },
  tenantIds: string[],
): Lease {
  return {
    _id: row.id,
    leaseId: row.id,
    propertyId: row.propertyId,
    propertyName: property.name,
    tenantIds,
    startDate: row.startDate,
    endDate: row.endDate,
    monthlyRent: toDollars(row.monthlyRentCents),
    securityDeposit: toDollars(row.securityDepositCents),
    currency: property.currency,
    currentUnit: row.currentUnit,
    status: row.status,
    lateFee: toDollars(row.lateFeeCents),
    lateFeeAfterDays: row.lateFeeAfterDays,
    metadata: {
      lastInspectionDate: row.lastInspectionDate,
      renewalOffered: row.renewalOffered,
      specialTerms: row.specialTerms,
    },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Where a lease may go from each status; it becomes active only through the move-in payment. */
const nextStatuses: Record<LeaseStatus, LeaseStatus[]> = {
  pending: ['cancelled'],
  active: ['terminated', 'expired'],
  expired: [],
  terminated: [],
  cancelled: [],
};

const endedStatuses: LeaseStatus[] = ['expired', 'terminated', 'cancelled'];

/** The owner's leases, always on the owner's own properties; another owner's lease answers 404. */
export class LeaseBook {
  constructor(private readonly app: FastifyInstance) {}

  private get db(): Database {
    return this.app.db;
  }

  /** Asking again for a lease that already exists with the same terms answers that lease. */
  async create(
    ownerId: string,
    payload: z.output<typeof createLeasePayload>,
  ): Promise<{ lease: Lease; created: boolean }> {
    if (!isUuid(payload.propertyId)) throw propertyNotFound();
    const today = todayUtc();
    if (payload.startDate < today && !payload.existingTenancy) throw badRequest(pastStartMessage);
    const terms = {
      startDate: payload.startDate,
      endDate: payload.endDate,
      currentUnit: payload.currentUnit,
      monthlyRentCents: toCents(payload.monthlyRent),
      securityDepositCents: toCents(payload.securityDeposit),
      lateFeeCents: toCents(payload.lateFee),
      lateFeeAfterDays: payload.lateFeeAfterDays,
    };
    return this.db.transaction(async (transaction) => {
      const [property] = await transaction
        .select({
          id: properties.id,
          name: properties.name,
          currency: properties.currency,
          units: properties.units,
        })
        .from(properties)
        .where(and(eq(properties.id, payload.propertyId), eq(properties.ownerId, ownerId)))
        .for('update');
      if (!property) throw propertyNotFound();
      if (terms.currentUnit > property.units) {
        throw badRequest(
          property.units === 1
            ? 'This property has 1 unit: the unit must be 1'
            : `This property has ${property.units} units: the unit must be from 1 to ${property.units}`,
        );
      }
      const overlapping = await transaction
        .select()
        .from(leases)
        .where(
          and(
            eq(leases.propertyId, property.id),
            eq(leases.currentUnit, terms.currentUnit),
            inArray(leases.status, ['pending', 'active']),
            lte(leases.startDate, terms.endDate),
            gte(leases.endDate, terms.startDate),
          ),
        );
      const same = overlapping.find(
        (lease) =>
          lease.status === 'pending' &&
          (Object.keys(terms) as (keyof typeof terms)[]).every((key) => lease[key] === terms[key]),
      );
      if (same) {
        return {
          lease: leaseAnswer(same, property, await this.tenantIdsOf(same.id, transaction)),
          created: false,
        };
      }
      const [clash] = overlapping;
      if (clash) {
        throw conflict(
          `Unit ${clash.currentUnit} already has ${/^[aeiou]/.test(clash.status) ? 'an' : 'a'} ${clash.status} lease from ${clash.startDate} to ${clash.endDate}`,
        );
      }
      const [created] = await transaction
        .insert(leases)
        .values({
          ownerId,
          propertyId: property.id,
          ...terms,
          status: 'pending',
          lateFeesFrom: payload.startDate < today ? today : null,
          lastInspectionDate: payload.metadata?.lastInspectionDate ?? null,
          renewalOffered: payload.metadata?.renewalOffered ?? false,
          specialTerms: payload.metadata?.specialTerms ?? '',
        })
        .returning();
      if (!created) throw new Error('The new lease was not returned');
      return { lease: leaseAnswer(created, property, []), created: true };
    });
  }

  /** Newest first: all the owner's leases, or those of one property. */
  async list(ownerId: string, propertyId?: string): Promise<Lease[]> {
    if (propertyId !== undefined) {
      if (!isUuid(propertyId)) throw propertyNotFound();
      const [property] = await this.db
        .select({ id: properties.id })
        .from(properties)
        .where(and(eq(properties.id, propertyId), eq(properties.ownerId, ownerId)));
      if (!property) throw propertyNotFound();
    }
    const rows = await this.db
      .select({ lease: leases, property: { name: properties.name, currency: properties.currency } })
      .from(leases)
      .innerJoin(properties, eq(properties.id, leases.propertyId))
      .where(
        and(
          eq(leases.ownerId, ownerId),
          propertyId === undefined ? undefined : eq(leases.propertyId, propertyId),
        ),
      )
      .orderBy(desc(leases.position));
    const tenantIds = await this.tenantIdsOfLeases(rows.map((row) => row.lease.id));
    return rows.map((row) =>
      leaseAnswer(row.lease, row.property, tenantIds.get(row.lease.id) ?? []),
    );
  }

  async find(ownerId: string, leaseId: string): Promise<Lease> {
    if (!isUuid(leaseId)) throw leaseNotFound();
    const [row] = await this.db
      .select({ lease: leases, property: { name: properties.name, currency: properties.currency } })
      .from(leases)
      .innerJoin(properties, eq(properties.id, leases.propertyId))
      .where(and(eq(leases.id, leaseId), eq(leases.ownerId, ownerId)));
    if (!row) throw leaseNotFound();
    return leaseAnswer(row.lease, row.property, await this.tenantIdsOf(leaseId));
  }

  /**
   * The start date and the unit never change. Rent, deposit, end date and late-fee terms change
   * only until the lease is sent to a tenant. An active lease that ends moves its tenants out.
   */
  async update(
    ownerId: string,
    leaseId: string,
    payload: z.output<typeof updateLeasePayload>,
  ): Promise<Lease> {
    if (!isUuid(leaseId)) throw leaseNotFound();
    const today = todayUtc();
    const updated = await this.db.transaction(async (transaction) => {
      const [lease] = await transaction
        .select()
        .from(leases)
        .where(and(eq(leases.id, leaseId), eq(leases.ownerId, ownerId)))
        .for('update');
      if (!lease) throw leaseNotFound();
      if (payload.startDate !== undefined && payload.startDate !== lease.startDate) {
        throw badRequest('The start date of a lease cannot change');
      }
      if (payload.currentUnit !== undefined && payload.currentUnit !== lease.currentUnit) {
        throw badRequest('The unit of a lease cannot change');
      }

      const terms = {
        monthlyRentCents:
          payload.monthlyRent === undefined ? undefined : toCents(payload.monthlyRent),
        securityDepositCents:
          payload.securityDeposit === undefined ? undefined : toCents(payload.securityDeposit),
        endDate: payload.endDate,
        lateFeeCents: payload.lateFee === undefined ? undefined : toCents(payload.lateFee),
        lateFeeAfterDays: payload.lateFeeAfterDays,
      };
      const termsChange = (Object.keys(terms) as (keyof typeof terms)[]).some(
        (key) => terms[key] !== undefined && terms[key] !== lease[key],
      );
      if (termsChange) {
        if (lease.status !== 'pending' || (await leaseWasSent(transaction, lease.id))) {
          throw conflict(
            'This lease has been sent to a tenant: its rent, deposit, end date and late fee can no longer change',
          );
        }
        if (terms.endDate !== undefined && terms.endDate <= lease.startDate) {
          throw badRequest('The end date must be after the start date');
        }
        if (terms.endDate !== undefined && !isWithinLongestLease(lease.startDate, terms.endDate)) {
          throw badRequest(longestLeaseMessage);
        }
      }

      const status = payload.status ?? lease.status;
      if (status !== lease.status) {
        if (status === 'active') {
          throw conflict('A lease becomes active when the move-in payment is received');
        }
        if (!nextStatuses[lease.status].includes(status)) {
          throw conflict(`A ${lease.status} lease cannot become ${status}`);
        }
        if (status === 'expired' && lease.endDate >= today) {
          throw conflict(
            `This lease runs until ${lease.endDate}; to end it sooner, mark it terminated`,
          );
        }
      }

      const { metadata } = payload;
      const [changed] = await transaction
        .update(leases)
        .set({
          ...terms,
          status,
          lastInspectionDate: metadata?.lastInspectionDate,
          renewalOffered: metadata?.renewalOffered,
          specialTerms: metadata?.specialTerms,
          updatedAt: new Date(),
        })
        .where(eq(leases.id, lease.id))
        .returning();
      if (!changed) throw leaseNotFound();
      if (lease.status === 'active' && endedStatuses.includes(status)) {
        await moveOut(transaction, lease, today);
      }
      return changed;
    });
    const [property] = await this.db
      .select({ name: properties.name, currency: properties.currency })
      .from(properties)
      .where(eq(properties.id, updated.propertyId));
    if (!property) throw leaseNotFound();
    return leaseAnswer(updated, property, await this.tenantIdsOf(updated.id));
  }

  private async tenantIdsOf(leaseId: string, db: Database | Transaction = this.db) {
    return (await this.tenantIdsOfLeases([leaseId], db)).get(leaseId) ?? [];
  }

  private async tenantIdsOfLeases(
    leaseIds: string[],
    db: Database | Transaction = this.db,
  ): Promise<Map<string, string[]>> {
    const byLease = new Map<string, string[]>();
    if (leaseIds.length === 0) return byLease;
    const rows = await db
      .select({ id: tenants.id, leaseId: tenants.leaseId })
      .from(tenants)
      .where(inArray(tenants.leaseId, leaseIds))
      .orderBy(asc(tenants.position));
    for (const row of rows) byLease.set(row.leaseId, [...(byLease.get(row.leaseId) ?? []), row.id]);
    return byLease;
  }
}
