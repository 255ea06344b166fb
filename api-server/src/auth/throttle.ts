import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/connection';
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
   * Records the attempt first and counts after: of any number of attempts made at once, each sees at
   * least every attempt recorded before its own, so no more than the limit are allowed. A refused
   * attempt takes its rows back, so that refusals do not prolong the wait.
   */
  async attempt(limits: Limit[], windowSeconds: number): Promise<Attempt> {
    const keys = limits.map((limit) => limit.key);
    const recorded = await this.db
      .insert(throttleEvents)
      .values(keys.map((key) => ({ key })))
      .returning({ id: throttleEvents.id });
    const ids = recorded.map((row) => row.id);
    const release = async () => {
      await this.db.delete(throttleEvents).where(inArray(throttleEvents.id, ids));
    };
    const counts = await this.counts(keys, windowSeconds);
    const allowed = limits.every(({ key, limit }) => (counts.get(key) ?? 0) <= limit);
    if (!allowed) await release();
    await this.prune();
    return { allowed, release };
  }

  async counts(keys: string[], windowSeconds: number): Promise<Map<string, number>> {
    const rows = await this.db
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
