import { sql } from 'drizzle-orm';
import { revokedTokens } from '../db/schema';
import type { AccessTokenClaims } from './tokens';

/**
 * A column of a batch of token checks (`checksPerTurn`): the tokens among the batch's that were
 * signed out, the same on every row, so that one query answers the whole batch.
 */
export const signedOutAmong = (tokenIds: string) =>
  sql<
    string[]
  >`array(select ${revokedTokens.tokenId} from ${revokedTokens} where ${revokedTokens.tokenId} = any(${sql.placeholder(tokenIds)}::text[]))`;

/** Each check's row (the one its token's subject names), with whether its token was signed out. */
export function answersToChecks<Row extends { signedOut: string[] }>(
  checks: readonly AccessTokenClaims[],
  rows: Row[],
  subjectOf: (row: Row) => string,
) {
  const bySubject = new Map(rows.map((row) => [subjectOf(row), row]));
  const signedOut = new Set(rows[0]?.signedOut);
  return checks.map((claims) => {
    const row = bySubject.get(claims.subject);
    return row && { ...row, revoked: signedOut.has(claims.tokenId) };
  });
}
