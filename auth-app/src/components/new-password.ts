import { newPassword } from 'shared-api/contract';
import { z } from 'zod';

/** A new password and its confirmation; a mismatch is checked on submit and told as a warning toast. */
export const passwordChoice = z.object({ password: newPassword, confirmPassword: z.string() });
export type PasswordChoice = z.infer<typeof passwordChoice>;

/** Shown, and nothing sent, when a new password and its confirmation differ. */
export const passwordsDoNotMatch = 'Your passwords do not match';
