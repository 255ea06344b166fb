import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type App, buildApp } from '../app';
import type { AppConfig, DatabaseConfig } from '../config';
import { defaultSsrBudgetMs } from '../web/ssr';
import {
  databaseUrl,
  migratedSnapshotVariable,
  migratedTemplateVariable,
  onServer,
} from './migrated-database';

/** Cheap enough for tests; production always hashes at the OWASP cost. */
const testPasswordHashing = { memoryCost: 256, timeCost: 1, parallelism: 1 };

/** Starting a database (compiling PGlite's WebAssembly) takes seconds on a busy machine. */
export const startupTimeout = 60_000;

export async function temporaryFolder() {
  return mkdtemp(path.join(tmpdir(), 'homestead-test-'));
}

export function testConfig(dataDir: string, database: DatabaseConfig): AppConfig {
  return {
    production: false,
    host: '127.0.0.1',
    port: 0,
    dataDir,
    database,
    smtpUrl: null,
    mailFrom: 'Homestead <no-reply@homestead.test>',
    appUrl: 'http://homestead.test',
    jwtSecret: 'a test secret that is long enough to sign tokens',
    ssnEncryptionKey: randomBytes(32),
    webRoot: null,
    trustProxy: false,
    logLevel: false,
    passwordHashing: testPasswordHashing,
    demoData: false,
    objectStorage: null,
    // Several servers start in one test process, each stalling the others' loops: no shedding.
    maxEventLoopDelayMs: 0,
    ssrBudgetMs: defaultSsrBudgetMs,
  };
}

/**
 * A database of its own for one test file: in-memory PGlite, or, when TEST_DATABASE_URL is set, a
 * database of its own on that PostgreSQL server, dropped at the end. It starts migrated, as a copy
 * of the database the jest run migrated once (migrated-database.ts), unless `empty` is asked for or
 * there is none; the server then migrates it as it starts.
 */
export async function freshDatabase({ empty = false }: { empty?: boolean } = {}): Promise<{
  database: DatabaseConfig;
  dropDatabase: () => Promise<void>;
}> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const snapshotFile = empty ? undefined : process.env[migratedSnapshotVariable];
    const snapshot = snapshotFile ? await readFile(snapshotFile) : undefined;
    return { database: { kind: 'memory', snapshot }, dropDatabase: async () => {} };
  }
  const template = empty ? undefined : process.env[migratedTemplateVariable];
  const name = `test_${randomUUID().replaceAll('-', '')}`;
  await onServer(serverUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  return {
    database: { kind: 'postgres', url: databaseUrl(serverUrl, name) },
    // Without FORCE: PostgreSQL waits up to 5 s for the connections a closed pool is still ending,
    // and a connection left open by a test fails the drop instead of being cut.
    dropDatabase: () => onServer(serverUrl, `drop database ${name}`),
  };
}

export interface TestRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD';
  url: string;
  headers?: Record<string, string>;
  /** An object is sent as JSON; a string, or a FormData as multipart, is sent as it is. */
  payload?: unknown;
}

export interface TestResponse {
  statusCode: number;
  headers: Record<string, string>;
  body: string;
  /** The body as bytes, for a downloaded file. */
  rawBody: Buffer;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answers loosely
  json<Body = any>(): Body;
}

export interface TestApp {
  app: App;
  config: AppConfig;
  /** A real HTTP call to the listening server, shaped like Fastify's inject. */
  request(request: TestRequest): Promise<TestResponse>;
  close(): Promise<void>;
}

/**
 * Tests call the server over loopback HTTP rather than through `app.inject`: under Jest on Node 20,
 * inject's light-my-request cannot load its ES-module-only cookie dependency.
 */
export async function listenForTests(app: App): Promise<TestApp['request']> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('The test server has no port');
  const origin = `http://127.0.0.1:${address.port}`;
  return async ({ method = 'GET', url, headers = {}, payload }) => {
    const asIs =
      payload === undefined || typeof payload === 'string' || payload instanceof FormData;
    const body = asIs ? payload : JSON.stringify(payload);
    const contentType: Record<string, string> = asIs ? {} : { 'content-type': 'application/json' };
    const response = await fetch(origin + url, {
      method,
      headers: { ...contentType, ...headers },
      body,
    });
    const rawBody = Buffer.from(await response.arrayBuffer());
    const text = rawBody.toString('utf8');
    return {
      statusCode: response.status,
      headers: Object.fromEntries(response.headers),
      body: text,
      rawBody,
      json: () => JSON.parse(text),
    };
  };
}

export async function startTestApp(
  overrides: Partial<AppConfig> = {},
  options: { logStream?: NodeJS.WritableStream } = {},
): Promise<TestApp> {
  const dataDir = await temporaryFolder();
  const { database, dropDatabase } = await freshDatabase();
  const config = { ...testConfig(dataDir, database), ...overrides };
  const app = await buildApp(config, options);
  const request = await listenForTests(app);
  return {
    app,
    config,
    request,
    close: async () => {
      await app.close();
      await dropDatabase();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Statements sent to the database while `work` runs. */
export async function statementsDuring(app: App, work: () => Promise<unknown>) {
  const client = app.db.$client as unknown as { query: (...args: never[]) => unknown };
  const sent = jest.spyOn(client, 'query');
  try {
    await work();
    return sent.mock.calls.length;
  } finally {
    sent.mockRestore();
  }
}
