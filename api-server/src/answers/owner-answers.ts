import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import { signedInOwner } from '../auth/plugin';
import type { Database } from '../db/connection';
import { KeptUntilWrite } from '../db/kept-until-write';
import { ownerAnswerVersions } from '../db/schema';
import { tenantOf } from '../tenants/tenant-access';
import { AnswerCache } from './answer-cache';

/** Owners whose count is known without reading it, at most. */
const countsKept = 100_000;
/** A tenant's dashboard figures and rent page, each on today's date, and their recent searches. */
const answersPerTenant = 16;

declare module 'fastify' {
  interface FastifyInstance {
    ownerAnswers: OwnerAnswers;
  }
}

/**
 * The owner's pages of properties, tenants and rent, their figures and dashboard tasks, given
 * again from memory while nothing they are drawn from has changed. Each request knows the owner's
 * count of writes (one row, migration 0016) before anything else, so that a kept answer never
 * holds less than its count says; a write by any server moves the count in its own transaction.
 * On PostgreSQL the count is read on every request, in the same query as the session check; on the
 * embedded database only after this process has sent a statement that may write.
 */
export class OwnerAnswers {
  private readonly kept = new AnswerCache();
  /**
   * A tenant's own pages (their figures, rent and searches), by tenant: everything they are drawn
   * from is counted as their owner's writes, and apart from the owner's they do not crowd the
   * owner's pages.
   */
  private readonly keptForTenants = new AnswerCache(undefined, answersPerTenant);
  private readonly version;
  /** On the embedded database, the counts are read again only after this process writes. */
  private readonly counts;

  constructor(db: Database, writesSent: (() => number) | null) {
    this.counts = new KeptUntilWrite<number>(writesSent, countsKept);
    this.version = db
      .select({ version: ownerAnswerVersions.version })
      .from(ownerAnswerVersions)
      .where(eq(ownerAnswerVersions.ownerId, sql.placeholder('ownerId')))
      .prepare('owner_answer_version');
  }

  /**
   * The answer to the signed-in owner's request as JSON text, checked against its schema as every
   * answer is (which leaves out any other field). `key` is everything the answer depends on
   * besides the owner's data: the address with its query, and the day for an answer that counts
   * days. `read` is given the count the answer will be kept under.
   */
  async json(
    request: FastifyRequest,
    key: string,
    schema: z.ZodType,
    read: (version: number) => Promise<unknown>,
  ): Promise<string> {
    const ownerId = signedInOwner(request).subject;
    return this.answer(this.kept, request, ownerId, ownerId, key, schema, read);
  }

  /** The same for a signed-in tenant, about their own lease: kept while their owner's are. */
  async tenantJson(
    request: FastifyRequest,
    key: string,
    schema: z.ZodType,
    read: () => Promise<unknown>,
  ): Promise<string> {
    const { ownerId, tenantId } = tenantOf(request);
    return this.answer(this.keptForTenants, request, ownerId, tenantId, key, schema, read);
  }

  private async answer(
    cache: AnswerCache,
    request: FastifyRequest,
    ownerId: string,
    keptFor: string,
    key: string,
    schema: z.ZodType,
    read: (version: number) => Promise<unknown>,
  ) {
    const version = request.ownerWriteCount ?? (await this.versionOf(ownerId));
    const kept = cache.get(keptFor, version, key);
    if (kept !== undefined) return kept;
    const json = JSON.stringify(schema.parse(await read(version)));
    cache.keep(keptFor, version, key, json);
    return json;
  }

  private versionOf(ownerId: string): Promise<number> {
    return this.counts.get(ownerId, async () => {
      const [row] = await this.version.execute({ ownerId });
      return row?.version ?? 0;
    });
  }
}

/** Sends JSON text as it is: Fastify passes a string through when its type is JSON. */
export function sendJson(reply: FastifyReply, json: string) {
  return reply.type('application/json; charset=utf-8').send(json);
}

export const ownerAnswers = fp(
  async (app: FastifyInstance) => {
    app.decorate('ownerAnswers', new OwnerAnswers(app.db, app.databaseWritesSent));
  },
  { name: 'owner-answers', dependencies: ['database'] },
);
