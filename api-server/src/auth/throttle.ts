import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { throttleEvents } from '../db/schema';
import { tooManyRequests } from '../http/errors';

/**
 * Counts events per key over a sliding window, in the database so that every instance sees the
 * same counts.
 */
export class Throttle {
  constructor(private readonly db: Database) {}

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

  async record(keys: string[]) {
    await this.db.insert(throttleEvents).values(keys.map((key) => ({ key })));
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

export async function refuseWhenThrottled(throttle: Throttle, attempt: SignInAttempt) {
  const counts = await throttle.counts(
    [accountKey(attempt.account), addressKey(attempt)],
    signInLimits.windowSeconds,
  );
  if (
    (counts.get(accountKey(attempt.account)) ?? 0) >= signInLimits.perAccount ||
    (counts.get(addressKey(attempt)) ?? 0) >= signInLimits.perAddress
  ) {
    throw tooManyRequests(
      'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
      signInLimits.windowSeconds,
    );
  }
}

export const recordFailedSignIn = (throttle: Throttle, attempt: SignInAttempt) =>
  throttle.record([accountKey(attempt.account), addressKey(attempt)]);

/** A successful sign-in clears the account's failures (not the address's). */
export const forgetFailedSignIns = (throttle: Throttle, account: string) =>
  throttle.forget(accountKey(account));
