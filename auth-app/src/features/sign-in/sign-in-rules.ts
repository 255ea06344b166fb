import type { SignInPayload } from 'shared-api/contract';
import { regexes } from 'zod/v4/core';

export type SignInErrors = Partial<Record<keyof SignInPayload, string>>;

/**
 * The contract's sign-in rules (`signInPayload`) as a plain check: the first screen checks its two
 * fields without loading a form or schema library. A test holds the two to the same answers.
 * Answers the values as the server expects them and the first message for each field.
 */
export function checkSignIn(typed: SignInPayload): { values: SignInPayload; errors: SignInErrors } {
  const email = typed.email.trim().toLowerCase();
  const errors: SignInErrors = {};
  if (!email) errors.email = 'Email is required';
  else if (email.length > 254 || !regexes.email.test(email))
    errors.email = 'Enter a valid email address';
  // The contract's field-wide message covers its length limit too.
  if (!typed.password || typed.password.length > 128) errors.password = 'Password is required';
  return { values: { email, password: typed.password }, errors };
}
