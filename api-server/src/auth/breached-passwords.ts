import { dictionary } from '@zxcvbn-ts/language-common';
import { badRequest } from '../http/errors';

/**
 * The 10,000 passwords seen most often in breaches (zxcvbn's ranked list, in lower case): a new
 * password must not be one of them, as ASVS 2.1.7 asks. "Password1" and "12345678" pass the
 * length and character rules but are the first an attacker tries.
 */
const mostBreached = new Set(dictionary.passwords.slice(0, 10_000));

export function refuseBreachedPassword(password: string) {
  if (mostBreached.has(password.toLowerCase())) {
    throw badRequest(
      'This password is one of the most common in data breaches. Please choose another.',
    );
  }
}
