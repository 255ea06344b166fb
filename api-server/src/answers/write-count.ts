import { type SQL, getTableName, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { ownerAnswerVersions } from '../db/schema';

/**
 * The owner's count of writes (migration 0016) as a column of a query that has the owner's id. A
 * session check reads it in its own query, so that a kept answer costs no second read.
 */
export function writeCountOf(ownerId: AnyPgColumn): SQL<number> {
  // Named with its table: a query of one table names its columns alone, and in the subquery the
  // name alone would be the count's own owner_id.
  const outer = sql`${sql.identifier(getTableName(ownerId.table))}.${sql.identifier(ownerId.name)}`;
  return sql<number>`coalesce((select counts.version from ${ownerAnswerVersions} counts where counts.owner_id = ${outer}), 0)`.mapWith(
    Number,
  );
}
