import { createHash, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { Client } from 'pg';
import { openDatabase } from '../db/connection';
import { migrate, migrationsFolder } from '../db/migrations';

/**
 * Every migration is run here, before the test files, rather than once per test file: each file's
 * database starts as a copy of this one (freshDatabase in test-app.ts). On the embedded database the
 * copy is PGlite's `dumpDataDir` snapshot, loaded with `loadDataDir`; on PostgreSQL it is a database
 * made with `CREATE DATABASE … TEMPLATE`. db/migrations.test.ts still migrates from empty.
 */

/** Changed when the snapshot is taken otherwise, so that a kept one of the old form is not used. */
const snapshotForm = 'template1 alone, checkpointed';

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

/**
 * Jest's globalSetup: migrates one database and says where it is, for the test files' processes.
 * The embedded database's snapshot is kept in jest's cache folder, named by what it is made from
 * (the migrations and PGlite's version), so a later run with the same migrations skips this step.
 */
export async function setUpMigratedDatabase(
  _globalConfig: unknown,
  { cacheDirectory }: { cacheDirectory: string },
): Promise<void> {
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
  const file = path.join(cacheDirectory, `homestead-migrated-${await migrationsKey()}.tar`);
  process.env[migratedSnapshotVariable] = file;
  if (existsSync(file)) return;
  const connection = await openDatabase({ kind: 'memory' });
  let snapshot: Buffer | null;
  try {
    await migrate(connection);
    // PGlite works in `template1`: `template0` and `postgres`, never opened, were half of what each
    // test file loads (30 MB, 0.35 s of a file's start on a busy machine). The checkpoint leaves
    // nothing of the migrations to replay.
    await connection.withSession(async (session) => {
      // One at a time: DROP DATABASE runs outside any transaction, a script's implicit one too.
      for (const statement of [
        'drop database postgres',
        "update pg_database set datistemplate = false where datname = 'template0'",
        'drop database template0',
        'checkpoint',
      ])
        await session.run(statement);
    });
    snapshot = await connection.snapshot();
  } finally {
    await connection.close();
  }
  if (!snapshot) throw new Error('The embedded database gave no snapshot');
  // Kept unpacked: each file's PGlite then loads it without inflating it first.
  const unpacked = await promisify(gunzip)(snapshot);
  // Written aside and renamed, so that a run starting meanwhile never reads half a file.
  await mkdir(cacheDirectory, { recursive: true });
  const partial = `${file}.${process.pid}`;
  await writeFile(partial, unpacked);
  await rename(partial, file);
}

/**
 * What the migrated snapshot is made from: every migration's name and text, PGlite's version, and
 * how the snapshot is taken (`snapshotForm`).
 */
async function migrationsKey(): Promise<string> {
  const hash = createHash('sha256');
  hash.update(snapshotForm);
  const pglite = path.join(
    path.dirname(require.resolve('@electric-sql/pglite')),
    '..',
    'package.json',
  );
  hash.update(JSON.parse(await readFile(pglite, 'utf8')).version);
  for (const name of (await readdir(migrationsFolder)).sort()) {
    hash.update(name);
    hash.update(await readFile(path.join(migrationsFolder, name)));
  }
  return hash.digest('hex').slice(0, 16);
}

/** Jest's globalTeardown: drops the template database (the snapshot stays in the cache). */
export async function tearDownMigratedDatabase(): Promise<void> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const template = process.env[migratedTemplateVariable];
  if (serverUrl && template) await onServer(serverUrl, `drop database if exists ${template}`);
}
