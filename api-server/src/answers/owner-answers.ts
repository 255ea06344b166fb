import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import type { Database } from '../db/connection';
import { ownerAnswerVersions } from '../db/schema';
import { AnswerCache } from './answer-cache';

declare module 'fastify' {
  interface FastifyInstance {
    ownerAnswers: OwnerAnswers;
  }
}

/**
 * The owner's pages of tenants and of rent, given again from memory while nothing they are drawn
 * from has changed. Each request reads the owner's count of writes (one row, migration 0016)
 * before anything else, so that a kept answer never holds less than its count says; a write by
 * any server moves the count in its own transaction.
 */
export class OwnerAnswers {
  private readonly kept = new AnswerCache();

  constructor(private readonly db: Database) {}

  /**
   * The answer as JSON text, checked against its schema as every answer is (which leaves out any
   * other field). `key` is everything the answer depends on besides the owner's data: the address
   * with its query, and the day for an answer that counts days.
   */
  async json(
    ownerId: string,
    key: string,
    schema: z.ZodType,
    read: () => Promise<unknown>,
  ): Promise<string> {
    const version = await this.versionOf(ownerId);
    const kept = this.kept.get(ownerId, version, key);
    if (kept !== undefined) return kept;
    const json = JSON.stringify(schema.parse(await read()));
    this.kept.keep(ownerId, version, key, json);
    return json;
  }

  private async versionOf(ownerId: string): Promise<number> {
    const [row] = await this.db
      .select({ version: ownerAnswerVersions.version })
      .from(ownerAnswerVersions)
      .where(eq(ownerAnswerVersions.ownerId, ownerId));
    return row?.version ?? 0;
  }
}

/** Sends JSON text as it is: Fastify passes a string through when its type is JSON. */
export function sendJson(reply: FastifyReply, json: string) {
  return reply.type('application/json; charset=utf-8').send(json);
}

export const ownerAnswers = fp(
  async (app: FastifyInstance) => {
    app.decorate('ownerAnswers', new OwnerAnswers(app.db));
  },
  { name: 'owner-answers', dependencies: ['database'] },
);
