import { createHash } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { passwordResetTokens, tenantPasswordResetTokens } from '../db/schema';
import { badRequest } from '../http/errors';
import { takeLimitedAction } from './throttle';

/** How many reset links that do not work one address may try in 15 minutes. */
const failedResetsPerAddress = 20;

/**
 * Refuses a reset link that is used, expired or unknown, in the owners' or the tenants' links; an
 * address may try a few links that do not work.
 */
export async function checkResetLink(
  app: FastifyInstance,
  links: typeof passwordResetTokens | typeof tenantPasswordResetTokens,
  token: string,
  address: string,
) {
  const attempt = await takeLimitedAction(
    app.throttle,
    [{ key: `password-reset-from:${address}`, limit: failedResetsPerAddress }],
    15 * 60,
    'Too many attempts. Please wait 15 minutes and try again.',
  );
  const tokenHash = createHash('sha256').update(token).digest('hex');
  const [usable] = await app.db
    .select({ found: sql<number>`1` })
    .from(links)
    .where(
      and(eq(links.tokenHash, tokenHash), isNull(links.usedAt), gt(links.expiresAt, new Date())),
    );
  if (!usable) {
    throw badRequest('This reset link is invalid or has expired. Please ask for a new one.');
  }
  await attempt.release();
}
