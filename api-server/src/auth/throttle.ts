import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/connection';
import { throttleEvents } from '../db/schema';
import { tooManyRequests } from '../http/errors';

/** A limit on one key: at most `limit` attempts in the window. */
export interface Limit {
  key: string;
  limit: number;
}

/** An attempt taken under its limits; `release` takes back its rows when it turned out not to count. */
export interface Attempt {
  allowed: boolean;
  release(): Promise<void>;
}

/**
 * Counts attempts per key over a sliding window, in the database so that every instance sees the
 * same counts.
 */
export class Throttle {
  private prunedAt = 0;

  constructor(private readonly db: Database) {}

  /**
   * Counts, then records the attempt if every limit allows it, one attempt at a time per key: a
   * transaction holds each key's advisory lock (`pg_advisory_xact_lock`, taken in the keys' order
   * so that two attempts never wait on each other), so that every server of the database counts
   * every attempt before its own. Of any number made at once, exactly as many as the limit allows
   * are allowed, whatever their order. A refused attempt records nothing, so refusals do not
   * prolong the wait.
   */
  async attempt(limits: Limit[], windowSeconds: number): Promise<Attempt> {
    const keys = limits.map((limit) => limit.key);
    const ids = await this.db.transaction(async (transaction) => {
      for (const key of [...new Set(keys)].sort()) {
        await transaction.execute(
          sql`select pg_advisory_xact_lock(hashtextextended(${key}, ${throttleLock}))`,
        );
      }
      const counts = await this.counts(keys, windowSeconds, transaction);
      if (limits.some(({ key, limit }) => (counts.get(key) ?? 0) >= limit)) return null;
      const recorded = await transaction
        .insert(throttleEvents)
        .values(keys.map((key) => ({ key })))
        .returning({ id: throttleEvents.id });
      return recorded.map((row) => row.id);
    });
    await this.prune();
    return {
      allowed: ids !== null,
      release: async () => {
        if (ids) await this.db.delete(throttleEvents).where(inArray(throttleEvents.id, ids));
      },
    };
  }

  async counts(
    keys: string[],
    windowSeconds: number,
    db: Database | Transaction = this.db,
  ): Promise<Map<string, number>> {
    const rows = await db
      .select({ key: throttleEvents.key, count: sql<number>`count(*)::int` })
      .from(throttleEvents)
      .where(
        and(
          inArray(throttleEvents.key, keys),
          gt(throttleEvents.occurredAt, secondsAgo(windowSeconds)),
        ),
      )
      .groupBy(throttleEvents.key);
    return new Map(rows.map((row) => [row.key, row.count]));
  }

  /** Drops the events older than the longest window, at most once a minute. */
  private async prune() {
    if (Date.now() - this.prunedAt < 60_000) return;
    this.prunedAt = Date.now();
    await this.db
      .delete(throttleEvents)
      .where(lt(throttleEvents.occurredAt, secondsAgo(oldestWindowSeconds)));
  }

  async forget(key: string) {
    await this.db.delete(throttleEvents).where(eq(throttleEvents.key, key));
  }
}

const oldestWindowSeconds = 24 * 60 * 60;

/** The second key of the throttle's advisory locks: these apart from any other of the same text. */
const throttleLock = 4127;

const secondsAgo = (seconds: number) => new Date(Date.now() - seconds * 1000);

/**
 * Failed sign-ins: about 10 per account in 15 minutes, against guessing one password; and 100 per
 * address, against trying one password on many accounts, without locking out a whole office that
 * shares one address.
 */
export const signInLimits = { perAccount: 10, perAddress: 100, windowSeconds: 15 * 60 };

export interface SignInAttempt {
  /** The role and e-mail, e.g. "owner:ada@example.com". */
  account: string;
  address: string;
}

const accountKey = (account: string) => `sign-in:${account}`;
const addressKey = (attempt: SignInAttempt) => `sign-in-from:${attempt.address}`;

/**
 * Counts a password check before it is made, as a failure until it succeeds; refused with a 429
 * beyond the limits. The caller calls `succeeded` when the password was right.
 */
export async function takeSignInAttempt(throttle: Throttle, attempt: SignInAttempt) {
  const taken = await throttle.attempt(
    [
      { key: accountKey(attempt.account), limit: signInLimits.perAccount },
      { key: addressKey(attempt), limit: signInLimits.perAddress },
    ],
    signInLimits.windowSeconds,
  );
  if (!taken.allowed) {
    throw tooManyRequests(
      'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
      signInLimits.windowSeconds,
    );
  }
  return {
    /** A right password: this attempt and the account's failures before it no longer count. */
    succeeded: async () => {
      await taken.release();
      await forgetFailedSignIns(throttle, attempt.account);
    },
  };
}

/** A successful sign-in clears the account's failures (not the address's). */
export const forgetFailedSignIns = (throttle: Throttle, account: string) =>
  throttle.forget(accountKey(account));

/**
 * An action limited per key (mails sent, codes asked for), taken before the work is done; a 429
 * with the given text beyond the limit.
 */
export async function takeLimitedAction(
  throttle: Throttle,
  limits: Limit[],
  windowSeconds: number,
  refusal: string,
) {
  const taken = await throttle.attempt(limits, windowSeconds);
  if (!taken.allowed) throw tooManyRequests(refusal, windowSeconds);
  return taken;
}
