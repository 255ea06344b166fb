import { eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { owners, revokedTokens } from '../db/schema';
import type { AccessTokenClaims } from './tokens';

/**
 * Whether an owner's signed token still opens a session: not signed out, and carrying the owner's
 * current session version (a password reset raises it, which ends every older session).
 *
 * When this process is the only one on the data, the answers are kept in memory, because every
 * change to them goes through here; otherwise each check asks the database, so instances agree.
 */
export class OwnerSessions {
  private readonly revokedInMemory = new Map<string, number>();
  private readonly versionsInMemory = new Map<string, number | null>();
  private versionChanges = 0;

  private constructor(
    private readonly db: Database,
    private readonly keepInMemory: boolean,
  ) {}

  static async open(db: Database, keepInMemory: boolean) {
    const sessions = new OwnerSessions(db, keepInMemory);
    if (keepInMemory) {
      const revoked = await db
        .select()
        .from(revokedTokens)
        .where(gt(revokedTokens.expiresAt, new Date()));
      for (const token of revoked) {
        sessions.revokedInMemory.set(token.tokenId, token.expiresAt.getTime());
      }
    }
    return sessions;
  }

  async isOpen(claims: AccessTokenClaims): Promise<boolean> {
    if (!this.keepInMemory) {
      const [row] = await this.db
        .select({
          sessionVersion: owners.sessionVersion,
          revoked: sql<boolean>`exists (select 1 from ${revokedTokens} where ${revokedTokens.tokenId} = ${claims.tokenId})`,
        })
        .from(owners)
        .where(eq(owners.id, claims.subject));
      return row !== undefined && !row.revoked && row.sessionVersion === claims.sessionVersion;
    }
    if (this.revokedInMemory.has(claims.tokenId)) return false;
    if (this.versionsInMemory.has(claims.subject)) {
      return this.versionsInMemory.get(claims.subject) === claims.sessionVersion;
    }
    const changesBeforeReading = this.versionChanges;
    const [row] = await this.db
      .select({ sessionVersion: owners.sessionVersion })
      .from(owners)
      .where(eq(owners.id, claims.subject));
    const sessionVersion = row?.sessionVersion ?? null;
    // A version read while another request changed one may already be stale: use it, do not keep it.
    if (changesBeforeReading === this.versionChanges) {
      this.versionsInMemory.set(claims.subject, sessionVersion);
    }
    return sessionVersion === claims.sessionVersion;
  }

  async signOut(claims: AccessTokenClaims) {
    const now = new Date();
    await this.db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, now));
    await this.db
      .insert(revokedTokens)
      .values({ tokenId: claims.tokenId, expiresAt: claims.expiresAt })
      .onConflictDoNothing();
    if (this.keepInMemory) {
      for (const [tokenId, expiresAt] of this.revokedInMemory) {
        if (expiresAt < now.getTime()) this.revokedInMemory.delete(tokenId);
      }
      this.revokedInMemory.set(claims.tokenId, claims.expiresAt.getTime());
    }
  }

  /** To be called once a change of the owner's session version is committed. */
  forget(ownerId: string) {
    this.versionChanges += 1;
    this.versionsInMemory.delete(ownerId);
  }
}
