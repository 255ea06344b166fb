import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import { signedInOwner } from '../auth/plugin';
import { checksPerTurn } from '../db/checks-per-turn';
import { sendKept } from '../http/kept-compression';
import type { Database } from '../db/connection';
import { ownerAnswerVersions } from '../db/schema';
import { tenantOf } from '../tenants/tenant-access';
import { AnswerCache } from './answer-cache';

declare module 'fastify' {
  interface FastifyInstance {
    ownerAnswers: OwnerAnswers;
  }
}

/**
 * The owner's pages of properties, tenants and rent, their figures, dashboard tasks and searches,
 * and a tenant's own pages, given again from memory while nothing they are drawn from has changed.
 * Each request knows the owner's count of writes (one row, migration 0016) before anything else,
 * so that a kept answer never holds less than its count says; a write by any server moves the
 * count in its own transaction. The count is read with the session check where that check reads
 * the database (an owner on PostgreSQL, every tenant), and otherwise on its own, the counts asked
 * for in one turn of the event loop in one query.
 */
export class OwnerAnswers {
  private readonly kept = new AnswerCache();
  private readonly versionOf;

  constructor(db: Database) {
    const versions = db
      .select({ ownerId: ownerAnswerVersions.ownerId, version: ownerAnswerVersions.version })
      .from(ownerAnswerVersions)
      .where(sql`${ownerAnswerVersions.ownerId} = any(${sql.placeholder('ownerIds')}::uuid[])`)
      .prepare('owner_answer_versions');
    const read = checksPerTurn(async (ownerIds: readonly string[]) => {
      const rows = await versions.execute({ ownerIds: [...ownerIds] });
      const byOwner = new Map(rows.map((row) => [row.ownerId, row.version]));
      return ownerIds.map((ownerId) => byOwner.get(ownerId) ?? 0);
    });
    this.versionOf = async (ownerId: string) => (await read(ownerId)) ?? 0;
  }

  /**
   * The answer to the signed-in owner's request as JSON text, checked against its schema as every
   * answer is (which leaves out any other field). `key` is everything the answer depends on
   * besides the owner's data: the address with its query, and the day for an answer that counts
   * days.
   */
  async json(
    request: FastifyRequest,
    key: string,
    schema: z.ZodType,
    read: () => Promise<unknown>,
  ): Promise<string> {
    const ownerId = signedInOwner(request).subject;
    return this.answer(request, ownerId, `owner ${ownerId}`, key, schema, read);
  }

  /**
   * The signed-in owner's answer as text of another kind (a CSV file), kept and given again the
   * same way as `json`: while the owner's count of writes stays where it was.
   */
  async text(request: FastifyRequest, key: string, read: () => Promise<string>): Promise<string> {
    const ownerId = signedInOwner(request).subject;
    const version = request.ownerWriteCount ?? (await this.versionOf(ownerId));
    const keptFor = `owner ${ownerId}`;
    const kept = this.kept.get(keptFor, version, key);
    if (kept !== undefined) return kept;
    const text = await read();
    this.kept.keep(keptFor, version, key, text);
    return text;
  }

  /** The same for a signed-in tenant, about their own lease: kept while their owner's are. */
  async tenantJson(
    request: FastifyRequest,
    key: string,
    schema: z.ZodType,
    read: () => Promise<unknown>,
  ): Promise<string> {
    const { ownerId, tenantId } = tenantOf(request);
    return this.answer(request, ownerId, `tenant ${tenantId}`, key, schema, read);
  }

  private async answer(
    request: FastifyRequest,
    ownerId: string,
    keptFor: string,
    key: string,
    schema: z.ZodType,
    read: () => Promise<unknown>,
  ) {
    const version = request.ownerWriteCount ?? (await this.versionOf(ownerId));
    const kept = this.kept.get(keptFor, version, key);
    if (kept !== undefined) return kept;
    const json = JSON.stringify(schema.parse(await read()));
    this.kept.keep(keptFor, version, key, json);
    return json;
  }
}

/** Sends JSON text as it is (a string passes through when its type is JSON), compressed once. */
export function sendJson(reply: FastifyReply, json: string) {
  return sendKept(reply.type('application/json; charset=utf-8'), json);
}

export const ownerAnswers = fp(
  async (app: FastifyInstance) => {
    app.decorate('ownerAnswers', new OwnerAnswers(app.db));
  },
  { name: 'owner-answers', dependencies: ['database'] },
);
