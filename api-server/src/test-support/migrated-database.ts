import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { Client } from 'pg';
import { openDatabase } from '../db/connection';
import { migrate } from '../db/migrations';

/**
 * Every migration is run once per jest run, here, rather than once per test file: each file's
 * database starts as a copy of this one (freshDatabase in test-app.ts). On the embedded database the
 * copy is PGlite's `dumpDataDir` snapshot, loaded with `loadDataDir`; on PostgreSQL it is a database
 * made with `CREATE DATABASE … TEMPLATE`. db/migrations.test.ts still migrates from empty.
 */

/** The tar of a migrated embedded database's data folder, for `loadDataDir`. */
export const migratedSnapshotVariable = 'HOMESTEAD_TEST_MIGRATED_SNAPSHOT';
/** The name of a migrated database on the TEST_DATABASE_URL server, for `CREATE DATABASE … TEMPLATE`. */
export const migratedTemplateVariable = 'HOMESTEAD_TEST_MIGRATED_TEMPLATE';

/** One statement on the server's own database (CREATE and DROP DATABASE run outside any other). */
export async function onServer(serverUrl: string, statement: string): Promise<void> {
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Jest's globalSetup: migrates one database and says where it is, for the test files' processes. */
export async function setUpMigratedDatabase(): Promise<void> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const template = `test_migrated_${randomUUID().replaceAll('-', '')}`;
    await onServer(serverUrl, `create database ${template}`);
    const connection = await openDatabase({
      kind: 'postgres',
      url: databaseUrl(serverUrl, template),
    });
    try {
      await migrate(connection);
    } finally {
      // A template may have no connection open while it is copied.
      await connection.close();
    }
    process.env[migratedTemplateVariable] = template;
    return;
  }
  const connection = await openDatabase({ kind: 'memory' });
  let snapshot: Buffer | null;
  try {
    await migrate(connection);
    snapshot = await connection.snapshot();
  } finally {
    await connection.close();
  }
  if (!snapshot) throw new Error('The embedded database gave no snapshot');
  const folder = await mkdtemp(path.join(tmpdir(), 'homestead-migrated-'));
  const file = path.join(folder, 'migrated.tar');
  // Kept unpacked: each file's PGlite then loads it without inflating it first (about 0.5 s less).
  await writeFile(file, await promisify(gunzip)(snapshot));
  process.env[migratedSnapshotVariable] = file;
}

/** Jest's globalTeardown: removes what setUpMigratedDatabase made. */
export async function tearDownMigratedDatabase(): Promise<void> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const template = process.env[migratedTemplateVariable];
  if (serverUrl && template) await onServer(serverUrl, `drop database if exists ${template}`);
  const snapshot = process.env[migratedSnapshotVariable];
  if (snapshot) await rm(path.dirname(snapshot), { recursive: true, force: true });
}
