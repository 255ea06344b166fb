import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { writeCountOf } from '../answers/write-count';
import { answersToChecks, signedOutAmong } from '../auth/token-checks';
import type { AccessTokenClaims } from '../auth/tokens';
import { checksPerTurn } from '../db/checks-per-turn';
import { tenants } from '../db/schema';
import { unauthorized } from '../http/errors';

export const tenantTokenHeader = 'x-access-tenant-token';

/** The invitation opens only the onboarding calls; a session (after sign-in) opens those too. */
export type TenantTokenKind = 'invitation' | 'session';

export interface TenantAccess {
  tenantId: string;
  /** The owner who invited the tenant: their count of writes covers the tenant's own pages too. */
  ownerId: string;
  /** That count, read with the token check. */
  ownerWriteCount: number;
  via: TenantTokenKind;
  claims: AccessTokenClaims;
}

export const invitationLifetimeSeconds = 14 * 24 * 60 * 60;

export const audienceOf = { invitation: 'tenant-invitation', session: 'tenant' } as const;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The onRequest hook of a tenant route: a tenant token of one of the given kinds in
     * `x-access-tenant-token`; an invitation may also come as `?token=`, as in the mailed link.
     */
    requireTenant(kinds: TenantTokenKind[]): (request: FastifyRequest) => Promise<void>;
    /** Null for a token that is not of these kinds, expired, retired or signed out. */
    readTenantToken(token: string, kinds: TenantTokenKind[]): Promise<TenantAccess | null>;
  }
  interface FastifyRequest {
    tenantAccess: TenantAccess | null;
  }
}

const missingTokenMessage = 'Open the link in your invitation e-mail, or sign in, to continue';
const closedTokenMessage = {
  invitation:
    'This link has expired or was replaced by a newer one. Ask the owner to send the invitation again.',
  session: 'Your session has ended. Please sign in again.',
};

export const tenantAccess = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('tenantAccess', null);

    // Prepared once: every tenant call runs it, and building its text cost as much as running it.
    const tokenCheck = app.db
      .select({
        tenantId: tenants.id,
        ownerId: tenants.ownerId,
        invitationVersion: tenants.invitationVersion,
        sessionVersion: tenants.sessionVersion,
        ownerWriteCount: writeCountOf(tenants.ownerId),
        signedOut: signedOutAmong('tokenIds'),
      })
      .from(tenants)
      .where(sql`${tenants.id} = any(${sql.placeholder('tenantIds')}::uuid[])`)
      .prepare('tenant_token_checks');
    const tokenChecks = checksPerTurn(async (checks: readonly AccessTokenClaims[]) => {
      const rows = await tokenCheck.execute({
        tenantIds: checks.map((claims) => claims.subject),
        tokenIds: checks.map((claims) => claims.tokenId),
      });
      return answersToChecks(checks, rows, (row) => row.tenantId);
    });

    app.decorate('readTenantToken', async (token: string, kinds: TenantTokenKind[]) => {
      for (const via of kinds) {
        const claims = await app.accessTokens.read(audienceOf[via], token);
        if (!claims) continue;
        const row = await tokenChecks(claims);
        const open =
          row !== undefined &&
          (via === 'invitation'
            ? row.invitationVersion === claims.sessionVersion
            : row.sessionVersion === claims.sessionVersion && !row.revoked);
        if (!open) return null;
        const { ownerId, ownerWriteCount } = row;
        return { tenantId: claims.subject, ownerId, ownerWriteCount, via, claims };
      }
      return null;
    });

    app.decorate('requireTenant', (kinds: TenantTokenKind[]) => async (request: FastifyRequest) => {
      const header = request.headers[tenantTokenHeader];
      const { token: linkToken } = request.query as { token?: unknown };
      const token =
        typeof header === 'string' && header !== ''
          ? header
          : kinds.includes('invitation') && typeof linkToken === 'string'
            ? linkToken
            : '';
      if (token === '') throw unauthorized(missingTokenMessage);
      const access = await app.readTenantToken(token, kinds);
      if (!access) {
        throw unauthorized(
          closedTokenMessage[kinds.includes('invitation') ? 'invitation' : 'session'],
        );
      }
      request.tenantAccess = access;
      request.ownerWriteCount = access.ownerWriteCount;
    });
  },
  { name: 'tenant-access', dependencies: ['database', 'authentication'] },
);

/** The tenant of a route guarded by `requireTenant`. */
export function tenantOf(request: FastifyRequest): TenantAccess {
  if (!request.tenantAccess) throw unauthorized(missingTokenMessage);
  return request.tenantAccess;
}
