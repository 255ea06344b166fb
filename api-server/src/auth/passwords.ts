import { hash, verify } from '@node-rs/argon2';
import type { PasswordHashingCost } from '../config';

export interface Passwords {
  hash(password: string): Promise<string>;
  verify(passwordHash: string, password: string): Promise<boolean>;
  /** Spends the time of a real check, so an unknown e-mail answers as slowly as a wrong password. */
  verifyNothing(password: string): Promise<false>;
}

/** argon2id (the library's default algorithm) at the given cost. */
export function passwordsWithCost(cost: PasswordHashingCost): Passwords {
  let decoyHash: Promise<string> | undefined;
  return {
    hash: (password) => hash(password, cost),
    verify: (passwordHash, password) => verify(passwordHash, password),
    verifyNothing: async (password) => {
      decoyHash ??= hash('decoy password 0', cost);
      await verify(await decoyHash, password);
      return false;
    },
  };
}
