/**
 * Configuration, read once from the environment at start-up.
 *
 * NODE_ENV       "production" turns on production mode: JWT_SECRET and SSN_ENCRYPTION_KEY become
 *                required, the development outbox endpoint is off, and the built front-ends are
 *                always served.
 * HOST           address to listen on (default 0.0.0.0 in production, otherwise 127.0.0.1).
 * PORT           port to listen on (default 3000).
 * DATA_DIR       folder for everything the server keeps on disk (default ./data, from the working
 *                folder): the embedded database (DATA_DIR/postgres), the mail outbox
 *                (DATA_DIR/outbox), uploaded documents (DATA_DIR/files) and, outside production,
 *                the generated secrets.
 * DATABASE_URL   a PostgreSQL connection string; when set, it replaces the embedded database.
 * DATABASE_POOL_SIZE  connections this instance opens to DATABASE_URL at most (default 10).
 * DATABASE_STATEMENT_TIMEOUT_MS  PostgreSQL's statement_timeout on those connections: a statement
 *                running longer is cancelled and its request answered 503 (default 15000;
 *                migrations run without it). The embedded database cannot time statements out.
 * SMTP_URL       e.g. smtp://user:pass@smtp.example.com:587; when unset, mails go to DATA_DIR/outbox.
 * MAIL_FROM      sender of every mail (default "Homestead <no-reply@homestead.local>").
 * APP_URL        public address of the product, used in mailed links (default http://localhost:PORT).
 * JWT_SECRET     secret that signs access tokens, at least 32 characters. Required in production;
 *                otherwise generated once into DATA_DIR/jwt-secret (readable by its owner only).
 * SSN_ENCRYPTION_KEY  32 random bytes in base64 that encrypt tenants' Social Security numbers
 *                and owners' bank account and routing numbers (AES-256-GCM). Required in
 *                production; otherwise generated once into DATA_DIR/ssn-encryption-key (readable
 *                by its owner only). Changing it makes the numbers already stored unreadable.
 * WEB_ROOT       folder holding shell/dist and <remote>/dist. Default: the repository folder, when in
 *                production or when shell/dist/index.html has been built; otherwise nothing is served.
 * TRUST_PROXY    the proxies in front whose X-Forwarded-For entries are believed: their addresses
 *                and subnets, comma-separated (e.g. "10.0.0.0/8"), or "true" for any on this host or
 *                a private network. The client's address is the right-most entry no trusted proxy
 *                wrote, never the left-most one a client can write (throttles count per address; a
 *                lease signature records it). Default: none; the connection's own address.
 * METRICS_TOKEN  the bearer token /api/metrics asks for (Authorization: Bearer …). Without it the
 *                metrics are served to anyone outside production and not at all in production.
 * LOG_LEVEL      pino level (default info).
 * MAX_EVENT_LOOP_DELAY_MS  above this event-loop delay new requests are answered 503 with
 *                Retry-After until the server catches up (default 1000).
 * DEMO_DATA      "true" seeds the demo owner and tenant into an empty database, production included;
 *                "false" never does. Default: only outside production, on the embedded database.
 * S3_BUCKET      when set, uploaded documents go to this bucket of an S3-compatible object store
 *                instead of DATA_DIR/files, so that any number of servers share them.
 * S3_ENDPOINT    the store's address, e.g. http://minio.internal:9000 (unset: Amazon S3 itself).
 * S3_REGION      the bucket's region (default us-east-1).
 * S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY  the store's credentials (unset: the AWS SDK's usual
 *                sources, e.g. an instance role).
 * S3_FORCE_PATH_STYLE  "true" addresses the bucket in the path rather than the host name, as most
 *                self-hosted stores need (default: true when S3_ENDPOINT is set).
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { defaultSsrBudgetMs } from './web/ssr';

export type DatabaseConfig =
  | { kind: 'embedded'; directory: string }
  /** `snapshot`: a data folder from `dumpDataDir` (a tar, gzipped or not) to start from, instead of an empty one. */
  | { kind: 'memory'; snapshot?: Buffer }
  | { kind: 'postgres'; url: string; poolSize?: number; statementTimeoutMs?: number };

/** argon2id cost; production always uses OWASP's m=19 MiB, t=2, p=1. */
export interface PasswordHashingCost {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

/** Where uploaded documents are kept when not in DATA_DIR/files. */
export interface ObjectStorageConfig {
  bucket: string;
  endpoint: string | null;
  region: string;
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  forcePathStyle: boolean;
}

export interface AppConfig {
  production: boolean;
  host: string;
  port: number;
  dataDir: string;
  database: DatabaseConfig;
  smtpUrl: string | null;
  mailFrom: string;
  appUrl: string;
  jwtSecret: string;
  ssnEncryptionKey: Buffer;
  webRoot: string | null;
  /**
   * The bearer token /api/metrics asks for; without one the metrics are open outside production
   * and not served in production.
   */
  metricsToken?: string | null;
  /** How many uploads are read at once and how many may wait (see files/plugin.ts). */
  uploadLimits?: { atOnce: number; waiting: number };
  /** Bytes of maintenance photos a tenant, and all of an owner's tenants, may keep stored. */
  photoQuotas?: PhotoQuotas;
  /** Fastify's trustProxy: no proxy, or the proxies' addresses and subnets. */
  trustProxy: false | string[];
  logLevel: string | false;
  passwordHashing: PasswordHashingCost;
  /** Seed the demo owner and tenant into an empty database. */
  demoData: boolean;
  objectStorage: ObjectStorageConfig | null;
  /** Overload: above this event-loop delay, requests are turned away with 503. */
  maxEventLoopDelayMs: number;
  /** How long a page's server render may take before the page is sent without it. */
  ssrBudgetMs: number;
}

export const owaspPasswordHashing: PasswordHashingCost = {
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
};

export class ConfigError extends Error {}

const repositoryRoot = path.resolve(__dirname, '..', '..');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const production = env.NODE_ENV === 'production';
  const port = parsePort(env.PORT);
  const dataDir = path.resolve(env.DATA_DIR || 'data');
  return {
    production,
    host: env.HOST || (production ? '0.0.0.0' : '127.0.0.1'),
    port,
    dataDir,
    database: env.DATABASE_URL
      ? {
          kind: 'postgres',
          url: env.DATABASE_URL,
          poolSize: wholeNumber('DATABASE_POOL_SIZE', env.DATABASE_POOL_SIZE, defaultPoolSize),
          statementTimeoutMs: wholeNumber(
            'DATABASE_STATEMENT_TIMEOUT_MS',
            env.DATABASE_STATEMENT_TIMEOUT_MS,
            defaultStatementTimeoutMs,
          ),
        }
      : { kind: 'embedded', directory: path.join(dataDir, 'postgres') },
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM || 'Homestead <no-reply@homestead.local>',
    appUrl: (env.APP_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    jwtSecret: jwtSecret(env, production, dataDir),
    ssnEncryptionKey: ssnEncryptionKey(env, production, dataDir),
    webRoot: webRoot(env, production),
    trustProxy: trustedProxies(env.TRUST_PROXY),
    metricsToken: env.METRICS_TOKEN || null,
    logLevel: env.LOG_LEVEL || 'info',
    passwordHashing: owaspPasswordHashing,
    demoData: demoData(env, production),
    objectStorage: objectStorage(env),
    maxEventLoopDelayMs: positiveNumber(
      'MAX_EVENT_LOOP_DELAY_MS',
      env.MAX_EVENT_LOOP_DELAY_MS,
      1000,
    ),
    ssrBudgetMs: positiveNumber('SSR_BUDGET_MS', env.SSR_BUDGET_MS, defaultSsrBudgetMs),
  };
}

export interface PhotoQuotas {
  tenantBytes: number;
  ownerBytes: number;
}

/** About eight full requests' photos per tenant; an owner's tenants together, 5 GB. */
export const defaultPhotoQuotas: PhotoQuotas = {
  tenantBytes: 200 * 1024 * 1024,
  ownerBytes: 5 * 1024 * 1024 * 1024,
};

/** What "true" trusts: proxies on this host or a private network, as a load balancer is. */
export const privateNetworks = ['loopback', 'linklocal', 'uniquelocal'];

/**
 * The proxies' addresses, never Fastify's `true`, which takes the left-most X-Forwarded-For entry:
 * the client writes that one itself. The client is the right-most entry no trusted proxy wrote.
 */
function trustedProxies(value: string | undefined): false | string[] {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return false;
  if (text === 'true') return privateNetworks;
  if (/^\d+$/.test(text)) {
    throw new ConfigError(
      `TRUST_PROXY takes the proxies' addresses or subnets (e.g. 10.0.0.0/8), or "true" for private networks; got "${value}"`,
    );
  }
  return text
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);
}

/** node-postgres's own default: requests beyond it wait for a connection to come free. */
const defaultPoolSize = 10;

/** Far above any query the product makes (the slowest take well under a second). */
const defaultStatementTimeoutMs = 15_000;

function wholeNumber(name: string, value: string | undefined, fallback: number): number {
  if (!value) return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) {
    throw new ConfigError(`${name} must be a whole number from 1, got "${value}"`);
  }
  return number;
}

function positiveNumber(name: string, value: string | undefined, fallback: number): number {
  if (!value) return fallback;
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0) {
    throw new ConfigError(`${name} must be a positive number, got "${value}"`);
  }
  return number;
}

/** A production install never starts with an account whose password is published. */
function demoData(env: NodeJS.ProcessEnv, production: boolean): boolean {
  if (env.DEMO_DATA === 'true') return true;
  if (env.DEMO_DATA === 'false') return false;
  if (env.DEMO_DATA) throw new ConfigError('DEMO_DATA must be "true" or "false"');
  return !production && !env.DATABASE_URL;
}

function objectStorage(env: NodeJS.ProcessEnv): ObjectStorageConfig | null {
  if (!env.S3_BUCKET) return null;
  const endpoint = env.S3_ENDPOINT || null;
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = env;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new ConfigError('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
  }
  return {
    bucket: env.S3_BUCKET,
    endpoint,
    region: env.S3_REGION || 'us-east-1',
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : null,
    forcePathStyle: env.S3_FORCE_PATH_STYLE
      ? env.S3_FORCE_PATH_STYLE === 'true'
      : endpoint !== null,
  };
}

function parsePort(value: string | undefined): number {
  if (!value) return 3000;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be a port number, got "${value}"`);
  }
  return port;
}

function jwtSecret(env: NodeJS.ProcessEnv, production: boolean, dataDir: string): string {
  if (env.JWT_SECRET) {
    if (env.JWT_SECRET.length < 32) {
      throw new ConfigError('JWT_SECRET must be at least 32 characters');
    }
    return env.JWT_SECRET;
  }
  if (production) {
    throw new ConfigError('JWT_SECRET is required in production (at least 32 random characters)');
  }
  return generatedOnce(path.join(dataDir, 'jwt-secret'), () =>
    randomBytes(48).toString('base64url'),
  );
}

function ssnEncryptionKey(env: NodeJS.ProcessEnv, production: boolean, dataDir: string): Buffer {
  const encoded =
    env.SSN_ENCRYPTION_KEY ||
    (production
      ? null
      : generatedOnce(path.join(dataDir, 'ssn-encryption-key'), () =>
          randomBytes(32).toString('base64'),
        ));
  if (encoded === null) {
    throw new ConfigError(
      'SSN_ENCRYPTION_KEY is required in production (32 random bytes in base64)',
    );
  }
  const key = Buffer.from(encoded, 'base64');
  if (key.length !== 32 || key.toString('base64') !== encoded.trim()) {
    throw new ConfigError('SSN_ENCRYPTION_KEY must be 32 bytes in base64 (44 characters)');
  }
  return key;
}

/** A secret written into the data folder on first use, readable by its owner only. */
function generatedOnce(file: string, generate: () => string): string {
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true });
    try {
      writeFileSync(file, generate(), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      // Another process starting at the same moment wrote it first: use theirs.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return readFileSync(file, 'utf8').trim();
}

function webRoot(env: NodeJS.ProcessEnv, production: boolean): string | null {
  if (env.WEB_ROOT) return path.resolve(env.WEB_ROOT);
  const shellBuilt = existsSync(path.join(repositoryRoot, 'shell', 'dist', 'index.html'));
  return production || shellBuilt ? repositoryRoot : null;
}
