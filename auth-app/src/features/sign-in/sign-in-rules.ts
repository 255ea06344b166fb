import type { RegisterOptions } from 'react-hook-form';
import type { SignInPayload } from 'shared-api/contract';
import { regexes } from 'zod/v4/core';

/**
 * The contract's sign-in rules (`signInPayload`) as the form's own field rules: the first screen
 * checks its two fields without loading a schema library. A test holds the two to the same answers.
 */
export const signInRules: {
  [Field in keyof SignInPayload]: RegisterOptions<SignInPayload, Field>;
} = {
  email: {
    setValueAs: (value: string) => value.trim().toLowerCase(),
    required: 'Email is required',
    maxLength: { value: 254, message: 'Enter a valid email address' },
    pattern: { value: regexes.email, message: 'Enter a valid email address' },
  },
  password: {
    required: 'Password is required',
    // The contract's field-wide message covers its length limit too.
    maxLength: { value: 128, message: 'Password is required' },
  },
};
