import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import { type ConnectionUsage, type Database, openDatabase } from './connection';
import { lockDataFolder } from './data-folder-lock';
import { migrate } from './migrations';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    /** See DatabaseConnection.singleProcess. */
    dataInThisProcessOnly: boolean;
    databaseUsage(): ConnectionUsage;
    /** See DatabaseConnection.snapshot. */
    databaseSnapshot(): Promise<Buffer | null>;
  }
}

export const database = fp(
  async (app: FastifyInstance, { config }: { config: AppConfig }) => {
    const releaseDataFolder =
      config.database.kind === 'embedded' ? await lockDataFolder(config.dataDir) : async () => {};
    const connection = await openDatabase(config.database).catch(async (error: unknown) => {
      await releaseDataFolder();
      throw error;
    });
    const closeDatabase = async () => {
      await connection.close();
      await releaseDataFolder();
    };
    const applied = await migrate(connection).catch(async (error: unknown) => {
      await closeDatabase();
      throw error;
    });
    app.addHook('onClose', closeDatabase);
    if (applied.length > 0) app.log.info({ migrations: applied }, 'database migrated');
    app.decorate('db', connection.db);
    app.decorate('dataInThisProcessOnly', connection.singleProcess);
    app.decorate('databaseUsage', () => connection.usage());
    app.decorate('databaseSnapshot', () => connection.snapshot());
  },
  { name: 'database' },
);
