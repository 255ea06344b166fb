import type { SignInPayload } from 'shared-api/contract';

/**
 * zod's own e-mail pattern (`regexes.email`), which the contract checks with: importing it from zod
 * brings every pattern zod has (1 kB gzipped) to the first screen. A test holds the copy to zod's.
 */
export const emailPattern =
  // eslint-disable-next-line no-useless-escape -- zod's pattern as zod writes it
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

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
  else if (email.length > 254 || !emailPattern.test(email))
    errors.email = 'Enter a valid email address';
  // The contract's field-wide message covers its length limit too.
  if (!typed.password || typed.password.length > 128) errors.password = 'Password is required';
  return { values: { email, password: typed.password }, errors };
}
