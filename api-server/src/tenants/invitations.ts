import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tenant, inviteTenantPayload } from 'shared-api/contract';
import type { z } from 'zod';
import type { Attempt } from '../auth/throttle';
import { leases, owners, properties, tenants } from '../db/schema';
import { conflict, notFound, tooManyRequests } from '../http/errors';
import { isUuid } from '../http/ids';
import { invitationMail } from './mails';
import { invitationLifetimeSeconds } from './tenant-access';
import { type TenantRow, loadTenantRecord, tenantAnswer } from './tenant-records';

export const homeOf = (propertyName: string, unit: number) => `${propertyName}, unit ${unit}`;

/** The link that opens the tenant's onboarding, valid 14 days, until a newer one replaces it. */
export async function invitationLink(app: FastifyInstance, tenant: TenantRow) {
  const token = await app.accessTokens.sign(
    'tenant-invitation',
    tenant.id,
    tenant.invitationVersion,
    invitationLifetimeSeconds,
  );
  return `${app.config.appUrl}/tenant/background-check?token=${token}`;
}

export const invitationExpiry = () => new Date(Date.now() + invitationLifetimeSeconds * 1000);

/** Invitation mails one owner may send one address in an hour, first and re-sent ones together. */
export const invitationsPerAddressPerHour = 3;

/**
 * Invitation mails an owner who has not verified their e-mail address may send in a day, to anyone
 * (the spec lets a new owner invite before verifying, so this is a cap, not a refusal).
 */
export const unverifiedInvitationsPerDay = 5;

const hourSeconds = 60 * 60;
const daySeconds = 24 * hourSeconds;

/** An owner invites a prospective tenant to a pending lease, by e-mail. */
export class TenantInvitations {
  constructor(private readonly app: FastifyInstance) {}

  private get db() {
    return this.app.db;
  }

  /**
   * Creates the tenant at the first stage and mails the link. A tenant is one person on one lease:
   * the same e-mail may be a tenant of other leases, of this owner or another, and nothing here
   * tells whether it is. Inviting the same e-mail to the same lease again mails a new link and
   * retires the old one (and, before the tenant has filled in the form, takes the new name, phone
   * and address).
   */
  async invite(
    ownerId: string,
    payload: z.output<typeof inviteTenantPayload>,
  ): Promise<{ tenant: Tenant; created: boolean }> {
    if (!isUuid(payload.leaseId)) throw notFound('Lease not found');
    const [lease] = await this.db
      .select({ id: leases.id, status: leases.status })
      .from(leases)
      .where(and(eq(leases.id, payload.leaseId), eq(leases.ownerId, ownerId)));
    if (!lease) throw notFound('Lease not found');
    if (lease.status !== 'pending') {
      throw conflict(`Tenants are invited to a pending lease; this one is ${lease.status}`);
    }
    const details = { name: payload.name, phone: payload.phone, address: payload.address };
    const mail = await this.takeInvitationMail(ownerId, payload.email);
    const [created] = await this.db
      .insert(tenants)
      .values({
        ownerId,
        leaseId: lease.id,
        email: payload.email,
        ...details,
        invitationExpiresAt: invitationExpiry(),
      })
      .onConflictDoNothing({ target: [tenants.leaseId, tenants.email] })
      .returning();
    if (created) {
      await this.mailInvitation(created);
      return { tenant: tenantAnswer(await loadTenantRecord(this.db, created.id)), created: true };
    }

    // The mail was counted for a new tenant; a second invitation counts it again below.
    await mail.release();
    const [existing] = await this.db
      .select()
      .from(tenants)
      .where(and(eq(tenants.leaseId, lease.id), eq(tenants.email, payload.email)));
    if (!existing) throw notFound('Lease not found');
    const reinvited = await this.retireAndRenew(ownerId, existing, {
      ...(existing.backgroundCheck === 'not_submitted' && details),
    });
    return { tenant: tenantAnswer(await loadTenantRecord(this.db, reinvited.id)), created: false };
  }

  /** Mails a new link and retires the old one, e.g. once the first has expired. */
  async resend(ownerId: string, tenantId: string): Promise<Tenant> {
    const record = await loadTenantRecord(this.db, tenantId, ownerId);
    if (record.lease.status !== 'pending') {
      throw conflict(`This tenant's lease is ${record.lease.status}`);
    }
    await this.retireAndRenew(ownerId, record.tenant, {});
    return tenantAnswer(await loadTenantRecord(this.db, tenantId, ownerId));
  }

  private async retireAndRenew(
    ownerId: string,
    tenant: TenantRow,
    details: Partial<Pick<TenantRow, 'name' | 'phone' | 'address'>>,
  ) {
    if (tenant.passwordHash) {
      throw conflict('This tenant has already accepted the invitation and has an account');
    }
    if (tenant.backgroundCheck === 'failed') {
      throw conflict("This tenant's background check has failed");
    }
    await this.takeInvitationMail(ownerId, tenant.email);
    const [renewed] = await this.db
      .update(tenants)
      .set({
        ...details,
        invitationVersion: sql`${tenants.invitationVersion} + 1`,
        invitedAt: new Date(),
        invitationExpiresAt: invitationExpiry(),
        updatedAt: new Date(),
      })
      .where(eq(tenants.id, tenant.id))
      .returning();
    if (!renewed) throw notFound('Tenant not found');
    await this.mailInvitation(renewed);
    return renewed;
  }

  /**
   * Counts an invitation mail before anything is written for it, per owner and address (so that no
   * owner's count tells anything about another owner's invitations), and per day for an owner whose
   * e-mail address is not verified; 429 beyond either.
   */
  private async takeInvitationMail(ownerId: string, email: string): Promise<Attempt> {
    const perAddress = await this.app.throttle.attempt(
      [{ key: `invitation-mail:${ownerId}:${email}`, limit: invitationsPerAddressPerHour }],
      hourSeconds,
    );
    if (!perAddress.allowed) {
      throw tooManyRequests(
        `You have sent this address ${invitationsPerAddressPerHour} invitations in the last hour. Please wait before sending another.`,
        hourSeconds,
      );
    }
    const [owner] = await this.db
      .select({ verifiedAt: owners.emailVerifiedAt })
      .from(owners)
      .where(eq(owners.id, ownerId));
    if (owner?.verifiedAt) return perAddress;
    const perDay = await this.app.throttle.attempt(
      [{ key: `invitation-mail-unverified:${ownerId}`, limit: unverifiedInvitationsPerDay }],
      daySeconds,
    );
    if (!perDay.allowed) {
      await perAddress.release();
      throw tooManyRequests(
        `Please verify your email address first: until then you can send ${unverifiedInvitationsPerDay} invitations a day.`,
        daySeconds,
      );
    }
    return {
      allowed: true,
      release: async () => {
        await perAddress.release();
        await perDay.release();
      },
    };
  }

  private async mailInvitation(tenant: TenantRow) {
    const [lease] = await this.db
      .select({ ownerName: owners.name, propertyName: properties.name, unit: leases.currentUnit })
      .from(leases)
      .innerJoin(properties, eq(properties.id, leases.propertyId))
      .innerJoin(owners, eq(owners.id, leases.ownerId))
      .where(eq(leases.id, tenant.leaseId));
    if (!lease) throw notFound('Lease not found');
    this.app.mailer.sendLater(
      invitationMail(
        tenant,
        lease.ownerName,
        homeOf(lease.propertyName, lease.unit),
        await invitationLink(this.app, tenant),
        tenant.invitationExpiresAt,
      ),
    );
  }
}
