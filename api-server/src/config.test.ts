import { readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { ConfigError, loadConfig, owaspPasswordHashing } from './config';
import { temporaryFolder } from './test-support/test-app';

const productionSsnKey = Buffer.alloc(32, 7).toString('base64');

let dataDir: string;
beforeEach(async () => {
  dataDir = await temporaryFolder();
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

test('has safe local defaults', () => {
  const config = loadConfig({ DATA_DIR: dataDir });
  expect(config).toMatchObject({
    production: false,
    host: '127.0.0.1',
    port: 3000,
    dataDir,
    database: { kind: 'embedded', directory: path.join(dataDir, 'postgres') },
    smtpUrl: null,
    appUrl: 'http://localhost:3000',
    trustProxy: false,
    passwordHashing: { memoryCost: 19456, timeCost: 2, parallelism: 1 },
  });
});

test('reads every variable', () => {
  const config = loadConfig({
    NODE_ENV: 'production',
    HOST: '10.0.0.5',
    PORT: '8080',
    DATA_DIR: dataDir,
    DATABASE_URL: 'postgres://app@db.internal/homestead',
    SMTP_URL: 'smtp://mail.internal:587',
    MAIL_FROM: 'Rent <rent@example.com>',
    APP_URL: 'https://rent.example.com/',
    JWT_SECRET: 's'.repeat(40),
    SSN_ENCRYPTION_KEY: productionSsnKey,
    WEB_ROOT: dataDir,
    TRUST_PROXY: 'true',
    DATABASE_POOL_SIZE: '25',
  });
  expect(config).toMatchObject({
    production: true,
    host: '10.0.0.5',
    port: 8080,
    database: { kind: 'postgres', url: 'postgres://app@db.internal/homestead', poolSize: 25 },
    smtpUrl: 'smtp://mail.internal:587',
    mailFrom: 'Rent <rent@example.com>',
    appUrl: 'https://rent.example.com',
    jwtSecret: 's'.repeat(40),
    ssnEncryptionKey: Buffer.from(productionSsnKey, 'base64'),
    webRoot: dataDir,
    trustProxy: ['loopback', 'linklocal', 'uniquelocal'],
    passwordHashing: owaspPasswordHashing,
  });
});

test('in production, a missing or short JWT_SECRET stops the start', () => {
  expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir })).toThrow(ConfigError);
  expect(() =>
    loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, JWT_SECRET: 'short' }),
  ).toThrow(/at least 32 characters/);
});

test('in production, the front-ends are served from the repository folder', () => {
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    JWT_SECRET: 's'.repeat(40),
    SSN_ENCRYPTION_KEY: productionSsnKey,
  });
  expect(config.webRoot).toBe(path.resolve(__dirname, '..', '..'));
});

test('outside production, a secret is generated once into the data folder, readable by its owner only', async () => {
  const first = loadConfig({ DATA_DIR: dataDir });
  const secretFile = path.join(dataDir, 'jwt-secret');
  expect((await stat(secretFile)).mode & 0o777).toBe(0o600);
  expect(await readFile(secretFile, 'utf8')).toBe(first.jwtSecret);
  expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
  expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first.jwtSecret);
});

test('opens 10 PostgreSQL connections unless DATABASE_POOL_SIZE says otherwise, and refuses a size that is not one', () => {
  const url = 'postgres://app@db.internal/homestead';
  expect(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: url }).database).toEqual({
    kind: 'postgres',
    url,
    poolSize: 10,
    statementTimeoutMs: 15_000,
  });
  for (const size of ['0', '2.5', 'many']) {
    expect(() =>
      loadConfig({ DATA_DIR: dataDir, DATABASE_URL: url, DATABASE_POOL_SIZE: size }),
    ).toThrow(new ConfigError(`DATABASE_POOL_SIZE must be a whole number from 1, got "${size}"`));
  }
});

test('refuses a PORT that is not a port', () => {
  expect(() => loadConfig({ DATA_DIR: dataDir, PORT: 'eighty' })).toThrow(ConfigError);
});

test('in production, a missing SSN_ENCRYPTION_KEY or one of another length stops the start', () => {
  const production = { NODE_ENV: 'production', DATA_DIR: dataDir, JWT_SECRET: 's'.repeat(40) };
  expect(() => loadConfig(production)).toThrow(/SSN_ENCRYPTION_KEY is required in production/);
  expect(() =>
    loadConfig({ ...production, SSN_ENCRYPTION_KEY: Buffer.alloc(16).toString('base64') }),
  ).toThrow(/must be 32 bytes in base64/);
  expect(() => loadConfig({ ...production, SSN_ENCRYPTION_KEY: 'not base64 at all!' })).toThrow(
    /must be 32 bytes in base64/,
  );
});

test('outside production, an SSN key is generated once into the data folder, readable by its owner only', async () => {
  const first = loadConfig({ DATA_DIR: dataDir });
  const keyFile = path.join(dataDir, 'ssn-encryption-key');
  expect((await stat(keyFile)).mode & 0o777).toBe(0o600);
  expect(first.ssnEncryptionKey).toHaveLength(32);
  expect(Buffer.from(await readFile(keyFile, 'utf8'), 'base64')).toEqual(first.ssnEncryptionKey);
  expect(loadConfig({ DATA_DIR: dataDir }).ssnEncryptionKey).toEqual(first.ssnEncryptionKey);
});

test('demo data only outside production on the embedded database, unless asked for', () => {
  const production = {
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    JWT_SECRET: 's'.repeat(40),
    SSN_ENCRYPTION_KEY: productionSsnKey,
  };
  expect(loadConfig({ DATA_DIR: dataDir }).demoData).toBe(true);
  expect(loadConfig(production).demoData).toBe(false);
  expect(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'postgres://db/app' }).demoData).toBe(false);
  expect(loadConfig({ ...production, DEMO_DATA: 'true' }).demoData).toBe(true);
  expect(loadConfig({ DATA_DIR: dataDir, DEMO_DATA: 'false' }).demoData).toBe(false);
  expect(() => loadConfig({ DATA_DIR: dataDir, DEMO_DATA: 'yes' })).toThrow(ConfigError);
});

test('documents go to object storage when a bucket is named', () => {
  expect(loadConfig({ DATA_DIR: dataDir }).objectStorage).toBeNull();
  expect(
    loadConfig({
      DATA_DIR: dataDir,
      S3_BUCKET: 'homestead-documents',
      S3_ENDPOINT: 'http://127.0.0.1:4569',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    }).objectStorage,
  ).toEqual({
    bucket: 'homestead-documents',
    endpoint: 'http://127.0.0.1:4569',
    region: 'us-east-1',
    credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
    forcePathStyle: true,
  });
  expect(
    loadConfig({ DATA_DIR: dataDir, S3_BUCKET: 'b', S3_REGION: 'eu-west-1' }).objectStorage,
  ).toMatchObject({
    endpoint: null,
    region: 'eu-west-1',
    credentials: null,
    forcePathStyle: false,
  });
  expect(() => loadConfig({ DATA_DIR: dataDir, S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'key' })).toThrow(
    /go together/,
  );
});

test("TRUST_PROXY takes a hop count or the proxies' addresses, never every X-Forwarded-For entry", () => {
  const trustProxy = (value: string) =>
    loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: value }).trustProxy;
  expect(trustProxy('true')).toEqual(['loopback', 'linklocal', 'uniquelocal']);
  expect(trustProxy('10.0.0.0/8, 192.168.1.4')).toEqual(['10.0.0.0/8', '192.168.1.4']);
  expect(trustProxy('false')).toBe(false);
  // Fastify trusts no hop of a bare count: it cannot tell the nearest peer is a proxy.
  expect(() => trustProxy('1')).toThrow(ConfigError);
});

test('times PostgreSQL statements out after 15 s unless DATABASE_STATEMENT_TIMEOUT_MS says otherwise', () => {
  const url = 'postgres://app@db.internal/homestead';
  expect(
    loadConfig({ DATA_DIR: dataDir, DATABASE_URL: url, DATABASE_STATEMENT_TIMEOUT_MS: '30000' })
      .database,
  ).toMatchObject({ statementTimeoutMs: 30_000 });
  expect(() =>
    loadConfig({ DATA_DIR: dataDir, DATABASE_URL: url, DATABASE_STATEMENT_TIMEOUT_MS: 'never' }),
  ).toThrow(ConfigError);
});

test('gives a page 1 s of server rendering unless SSR_BUDGET_MS says otherwise', () => {
  expect(loadConfig({ DATA_DIR: dataDir }).ssrBudgetMs).toBe(1_000);
  expect(loadConfig({ DATA_DIR: dataDir, SSR_BUDGET_MS: '15000' }).ssrBudgetMs).toBe(15_000);
  expect(() => loadConfig({ DATA_DIR: dataDir, SSR_BUDGET_MS: 'slow' })).toThrow(ConfigError);
});
