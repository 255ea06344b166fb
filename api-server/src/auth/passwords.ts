import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import type { PasswordHashingCost } from '../config';
import { refuseBreachedPassword } from './breached-passwords';
import { takingTurns } from '../http/turns';

export interface Passwords {
  /** A new password's hash; one of the most breached passwords is refused with a 400. */
  hash(password: string): Promise<string>;
  verify(passwordHash: string, password: string): Promise<boolean>;
  /** Spends the time of a real check, so an unknown e-mail answers as slowly as a wrong password. */
  verifyNothing(password: string): Promise<false>;
}

/**
 * argon2id takes about 19 MiB and a core's tens of milliseconds per hash: a few at a time leave a
 * core to answering, and a burst beyond what waits is refused rather than queued without end.
 */
export const hashingLimits = {
  atOnce: Math.max(1, availableParallelism() - 1),
  waiting: 64,
};

/** argon2id (the library's default algorithm) at the given cost, a few hashes at a time. */
export function passwordsWithCost(
  cost: PasswordHashingCost,
  limits: { atOnce: number; waiting: number } = hashingLimits,
): Passwords {
  const inTurn = takingTurns(limits);
  let decoyHash: Promise<string> | undefined;
  return {
    hash: async (password) => {
      refuseBreachedPassword(password);
      return inTurn(() => hash(password, cost));
    },
    verify: (passwordHash, password) => inTurn(() => verify(passwordHash, password)),
    verifyNothing: async (password) => {
      decoyHash ??= hash('decoy password 0', cost);
      const decoy = await decoyHash;
      await inTurn(() => verify(decoy, password));
      return false;
    },
  };
}
