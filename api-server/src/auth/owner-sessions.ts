import { eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { writeCountOf } from '../answers/write-count';
import { checksPerTurn } from '../db/checks-per-turn';
import { answersToChecks, signedOutAmong } from './token-checks';
import { owners, revokedTokens } from '../db/schema';
import type { AccessTokenClaims } from './tokens';

export type OwnerRow = typeof owners.$inferSelect;

export interface OwnerSession {
  owner: OwnerRow;
  /** The owner's count of writes, read with the session on a server; null when not read. */
  writeCount: number | null;
}

/** How many owners' rows are kept in memory at most; the least recently read goes first. */
const ownersKept = 10_000;

/**
 * Whether an owner's signed token still opens a session: not signed out, and carrying the owner's
 * current session version (a password reset raises it, which ends every older session). The check
 * answers the owner's row, so a route about the owner needs no second read.
 *
 * When this process is the only one on the data, the answers are kept in memory, because every
 * change to them goes through here; otherwise each check asks the database (those of a turn of the
 * event loop in one query), so instances agree.
 */
export class OwnerSessions {
  private readonly revokedInMemory = new Map<string, number>();
  private readonly ownersInMemory = new Map<string, OwnerRow | null>();
  private ownerChanges = 0;
  /** The checks asked for in a turn of the event loop, in one query (prepared once). */
  private readonly sessionChecks;

  private constructor(
    private readonly db: Database,
    private readonly keepInMemory: boolean,
  ) {
    const sessionCheck = db
      .select({
        owner: owners,
        writeCount: writeCountOf(owners.id),
        signedOut: signedOutAmong('tokenIds'),
      })
      .from(owners)
      .where(sql`${owners.id} = any(${sql.placeholder('ownerIds')}::uuid[])`)
      .prepare('owner_session_checks');
    this.sessionChecks = checksPerTurn(async (checks: readonly AccessTokenClaims[]) => {
      const rows = await sessionCheck.execute({
        ownerIds: checks.map((claims) => claims.subject),
        tokenIds: checks.map((claims) => claims.tokenId),
      });
      return answersToChecks(checks, rows, (row) => row.owner.id);
    });
  }

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

  /** The session the token opens; null when it is signed out or ended. */
  async sessionOf(claims: AccessTokenClaims): Promise<OwnerSession | null> {
    if (!this.keepInMemory) {
      const row = await this.sessionChecks(claims);
      return row && !row.revoked && row.owner.sessionVersion === claims.sessionVersion
        ? { owner: row.owner, writeCount: row.writeCount }
        : null;
    }
    if (this.revokedInMemory.has(claims.tokenId)) return null;
    const owner = await this.ownerInMemory(claims.subject);
    return owner?.sessionVersion === claims.sessionVersion ? { owner, writeCount: null } : null;
  }

  private async ownerInMemory(ownerId: string): Promise<OwnerRow | null> {
    const kept = this.ownersInMemory.get(ownerId);
    if (kept !== undefined) {
      this.ownersInMemory.delete(ownerId);
      this.ownersInMemory.set(ownerId, kept);
      return kept;
    }
    const changesBeforeReading = this.ownerChanges;
    const [row] = await this.db.select().from(owners).where(eq(owners.id, ownerId));
    const owner = row ?? null;
    // A row read while another request changed one may already be stale: use it, do not keep it.
    if (changesBeforeReading === this.ownerChanges) {
      this.ownersInMemory.set(ownerId, owner);
      if (this.ownersInMemory.size > ownersKept) {
        const leastRecentlyRead = this.ownersInMemory.keys().next().value;
        if (leastRecentlyRead !== undefined) this.ownersInMemory.delete(leastRecentlyRead);
      }
    }
    return owner;
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

  /** To be called once any change to the owner's row is committed. */
  forget(ownerId: string) {
    this.ownerChanges += 1;
    this.ownersInMemory.delete(ownerId);
  }
}
