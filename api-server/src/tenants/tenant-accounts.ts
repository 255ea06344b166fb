import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type {
  ChangeTenantPasswordPayload,
  CreateTenantPasswordPayload,
  SignInPayload,
  Tenant,
  TenantSignInAnswer,
} from 'shared-api/contract';
import type { AccessTokenClaims } from '../auth/tokens';
import { checkResetLink } from '../auth/reset-links';
import { forgetFailedSignIns, takeSignInAttempt } from '../auth/throttle';
import {
  leases,
  properties,
  revokedTokens,
  tenantPasswordResetTokens,
  tenants,
} from '../db/schema';
import { badRequest, conflict, unauthorized } from '../http/errors';
import { homeOf } from './invitations';
import { tenantPasswordResetMail } from './mails';
import { loadTenantRecord, tenantAnswer } from './tenant-records';

const resetLinkLifetimeMs = 60 * 60 * 1000;
const resetMailsPerHour = 5;
/** Reset links that do not work, per address in 15 minutes (the owners' count is the same one). */

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Throttles count per e-mail, whichever of its tenancies is meant. */
const signInAccount = (email: string) => `tenant:${email}`;

/**
 * The tenancies of one e-mail that sign-in and forgot-password look at, at most: a person renting
 * from several owners, or again after a lease ended, has a few.
 */
export const tenanciesPerEmail = 5;

/** An active lease first, then a pending one, then the newest tenancy. */
const preferredTenancy = [
  sql`case ${leases.status} when 'active' then 0 when 'pending' then 1 else 2 end`,
  desc(tenants.position),
];

/** The tenant's own account: the password chosen at the end of the invitation, sign-in, reset. */
export class TenantAccounts {
  constructor(private readonly app: FastifyInstance) {}

  private get db() {
    return this.app.db;
  }

  /** With the invitation, for the invited e-mail; the invitation link stops working afterwards. */
  async createPassword(payload: CreateTenantPasswordPayload) {
    const access = await this.app.readTenantToken(payload.token, ['invitation']);
    if (!access) {
      throw unauthorized(
        'This link has expired or was replaced by a newer one. Ask the owner to send the invitation again.',
      );
    }
    const [tenant] = await this.db.select().from(tenants).where(eq(tenants.id, access.tenantId));
    if (!tenant || tenant.email !== payload.email) {
      throw badRequest('Use the email address your invitation was sent to');
    }
    if (tenant.backgroundCheck === 'failed') {
      throw conflict('This invitation has ended: the background check did not pass');
    }
    const passwordHash = await this.app.passwords.hash(payload.password);
    const [created] = await this.db
      .update(tenants)
      .set({
        passwordHash,
        invitationVersion: sql`${tenants.invitationVersion} + 1`,
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(tenants.id, tenant.id),
          isNull(tenants.passwordHash),
          eq(tenants.invitationVersion, access.claims.sessionVersion),
        ),
      )
      .returning({ id: tenants.id });
    if (!created) throw conflict('You already have a password. Please sign in.');
  }

  /**
   * A tenant is one person on one lease, each tenancy with its own password: the password is checked
   * against the e-mail's tenancies (a few at most, the preferred first) and signs into the first it
   * opens.
   */
  async signIn(payload: SignInPayload, address: string): Promise<TenantSignInAnswer> {
    const attempt = await takeSignInAttempt(this.app.throttle, {
      account: signInAccount(payload.email),
      address,
    });
    const tenancies = await this.db
      .select({
        id: tenants.id,
        passwordHash: tenants.passwordHash,
        sessionVersion: tenants.sessionVersion,
      })
      .from(tenants)
      .innerJoin(leases, eq(leases.id, tenants.leaseId))
      .where(and(eq(tenants.email, payload.email), isNotNull(tenants.passwordHash)))
      .orderBy(...preferredTenancy)
      .limit(tenanciesPerEmail);
    let opened: (typeof tenancies)[number] | undefined;
    for (const tenancy of tenancies) {
      if (await this.app.passwords.verify(tenancy.passwordHash ?? '', payload.password)) {
        opened = tenancy;
        break;
      }
    }
    if (tenancies.length === 0) await this.app.passwords.verifyNothing(payload.password);
    if (!opened) throw unauthorized('Invalid email or password');
    await attempt.succeeded();
    const accessToken = await this.app.accessTokens.sign(
      'tenant',
      opened.id,
      opened.sessionVersion,
    );
    return {
      data: {
        access_token: accessToken,
        tenant: tenantAnswer(await loadTenantRecord(this.db, opened.id)),
      },
    };
  }

  /** The tenant's own phone number, the one the owner reaches them on. */
  async updatePhone(tenantId: string, phone: string): Promise<Tenant> {
    await this.db
      .update(tenants)
      .set({ phone, updatedAt: new Date() })
      .where(eq(tenants.id, tenantId));
    return tenantAnswer(await loadTenantRecord(this.db, tenantId));
  }

  /**
   * With the current password; every other session ends, and this one goes on with the token
   * answered here.
   */
  async changePassword(
    session: AccessTokenClaims & { tenantId: string },
    payload: ChangeTenantPasswordPayload,
    address: string,
  ): Promise<string> {
    const [tenant] = await this.db.select().from(tenants).where(eq(tenants.id, session.tenantId));
    if (!tenant) throw badRequest('Your current password is not correct');
    // Wrong current passwords count towards the sign-in throttle, as the owner's do.
    const attempt = await takeSignInAttempt(this.app.throttle, {
      account: signInAccount(tenant.email),
      address,
    });
    const currentMatches = tenant.passwordHash
      ? await this.app.passwords.verify(tenant.passwordHash, payload.currentPassword)
      : false;
    if (!currentMatches) throw badRequest('Your current password is not correct');
    await attempt.succeeded();
    const passwordHash = await this.app.passwords.hash(payload.password);
    const [changed] = await this.db
      .update(tenants)
      .set({
        passwordHash,
        sessionVersion: sql`${tenants.sessionVersion} + 1`,
        updatedAt: new Date(),
      })
      .where(and(eq(tenants.id, tenant.id), eq(tenants.sessionVersion, session.sessionVersion)))
      .returning({ sessionVersion: tenants.sessionVersion });
    if (!changed) throw unauthorized('Your session has ended. Please sign in again.');
    return this.app.accessTokens.sign('tenant', tenant.id, changed.sessionVersion);
  }

  async signOut(session: AccessTokenClaims) {
    await this.db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, new Date()));
    await this.db
      .insert(revokedTokens)
      .values({ tokenId: session.tokenId, expiresAt: session.expiresAt })
      .onConflictDoNothing();
  }

  /**
   * Always answers the same way, whether or not the account exists. Each tenancy of the e-mail (a
   * few at most) has its own password, so each gets its own mail with its own link, naming its home.
   */
  async sendPasswordResetLink(email: string) {
    const taken = await this.app.throttle.attempt(
      [{ key: `tenant-password-reset-mail:${email}`, limit: resetMailsPerHour }],
      60 * 60,
    );
    if (!taken.allowed) return;
    const tenancies = await this.db
      .select({
        id: tenants.id,
        name: tenants.name,
        email: tenants.email,
        propertyName: properties.name,
        unit: leases.currentUnit,
      })
      .from(tenants)
      .innerJoin(leases, eq(leases.id, tenants.leaseId))
      .innerJoin(properties, eq(properties.id, leases.propertyId))
      .where(and(eq(tenants.email, email), isNotNull(tenants.passwordHash)))
      .orderBy(...preferredTenancy)
      .limit(tenanciesPerEmail);

    for (const tenant of tenancies) {
      const token = randomBytes(32).toString('base64url');
      await this.db.insert(tenantPasswordResetTokens).values({
        tokenHash: sha256(token),
        tenantId: tenant.id,
        expiresAt: new Date(Date.now() + resetLinkLifetimeMs),
      });
      const resetLink = `${this.app.config.appUrl}/reset-password?token=${token}&role=tenant`;
      this.app.mailer.sendLater(
        tenantPasswordResetMail(tenant, homeOf(tenant.propertyName, tenant.unit), resetLink),
      );
    }
  }

  /** Refuses a reset link that is used, expired or unknown (see checkResetLink). */
  checkResetLink(token: string, address: string) {
    return checkResetLink(this.app, tenantPasswordResetTokens, token, address);
  }

  /**
   * Sets the new password, retires every reset link of the tenant and ends every session. The link
   * is checked before the password is hashed; an address may try a few links that do not work.
   */
  async resetPassword(token: string, password: string, address: string) {
    await this.checkResetLink(token, address);
    const passwordHash = await this.app.passwords.hash(password);
    const tenant = await this.db.transaction(async (transaction) => {
      const [claimed] = await transaction
        .update(tenantPasswordResetTokens)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(tenantPasswordResetTokens.tokenHash, sha256(token)),
            isNull(tenantPasswordResetTokens.usedAt),
            gt(tenantPasswordResetTokens.expiresAt, new Date()),
          ),
        )
        .returning({ tenantId: tenantPasswordResetTokens.tenantId });
      if (!claimed) return null;
      await transaction
        .update(tenantPasswordResetTokens)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(tenantPasswordResetTokens.tenantId, claimed.tenantId),
            isNull(tenantPasswordResetTokens.usedAt),
          ),
        );
      const [updated] = await transaction
        .update(tenants)
        .set({
          passwordHash,
          sessionVersion: sql`${tenants.sessionVersion} + 1`,
          updatedAt: new Date(),
        })
        .where(eq(tenants.id, claimed.tenantId))
        .returning();
      return updated ?? null;
    });
    if (!tenant) {
      throw badRequest('This reset link is invalid or has expired. Please ask for a new one.');
    }
    await forgetFailedSignIns(this.app.throttle, signInAccount(tenant.email));
  }
}
