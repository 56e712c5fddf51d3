// The one place that reads process.env. Parsed once at boot; a bad value stops the process
// with a message naming every bad key.
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const appEnv = z.enum(['development', 'production', 'test']);

const envSchema = z.object({
  /**
   * The site's mode: what a deployment does (production: every interface, HSTS, SMTP_URL
   * required, no /dev/mail, no OpenAPI page) against a developer's or a test's machine. Unset:
   * NODE_ENV's value, then development. Apart from NODE_ENV because that one also picks
   * React's build: `npm start` runs React's production build (NODE_ENV=production) while the
   * site keeps its development defaults unless APP_ENV (or NODE_ENV) says production.
   */
  APP_ENV: appEnv.optional(),
  /** React's (and Node libraries') build: read here only as APP_ENV's fallback. */
  NODE_ENV: appEnv.optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Default: every interface in production, loopback only otherwise (see loadConfig). */
  HOST: z.string().min(1).optional(),
  PUBLIC_BASE_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Tech Industry Gold <no-reply@techgold.test>'),
  STAFF_INBOX: z.email().default('staff@techgold.test'),
  /**
   * The team's own address: replies staff email from the console come from MAIL_FROM with
   * this as their Reply-To, so the enquirer's answer reaches a person. Unset: STAFF_INBOX.
   */
  TEAM_ADDRESS: z.email().optional(),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  COOKIE_SECURE: bool.optional(),
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(60 * 24 * 30)
    .default(60 * 24 * 7),
  SESSION_ABSOLUTE_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).max(50_000_000).default(1_000_000),
  UPLOAD_IMAGE_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(4 * 1024 * 1024),
  UPLOAD_FILE_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(256 * 1024 * 1024),
  /** Uploads go to this S3-compatible bucket when set; otherwise to DATA_DIR/uploads. */
  S3_BUCKET: z.string().min(1).optional(),
  /** The service's address for S3-compatible stores (MinIO, R2, …); unset for AWS. */
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** Keys; unset, the AWS SDK's own chain (environment, instance role) is used. */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Bucket in the path rather than the host name (MinIO and most S3-compatible stores). */
  S3_FORCE_PATH_STYLE: bool.default(false),
  S3_PREFIX: z.string().default('uploads/'),
  /**
   * Comma-separated addresses or CIDRs upload-by-url may fetch although they are private
   * (an intranet image server; the tests' loopback server). Empty: public addresses only.
   */
  UPLOAD_URL_ALLOW_ADDRESSES: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((a) => a.trim())
        .filter(Boolean),
    ),
  /**
   * Where credentials come from: 'local' (issued by staff, held in our database) or 'hosted'
   * (a Credly- or Accredible-style platform at CREDENTIALS_API_URL, synced on a schedule).
   */
  CREDENTIALS_PLATFORM: z.enum(['local', 'hosted']).default('local'),
  CREDENTIALS_API_URL: z.url().optional(),
  CREDENTIALS_API_KEY: z.string().min(1).optional(),
  /**
   * The Ed25519 keys that sign our Open Badges credentials (docs/decisions/0059), as the JSON
   * of a key file; or CREDENTIAL_SIGNING_KEYS_FILE, the path of one (a mounted secret). Neither:
   * generated into DATA_DIR on first use. Never logged.
   */
  CREDENTIAL_SIGNING_KEYS: z.string().min(2).optional(),
  CREDENTIAL_SIGNING_KEYS_FILE: z.string().min(1).optional(),
  /** How often the hosted platform is synced (cron, UTC). */
  CREDENTIALS_SYNC_CRON: z.string().min(9).default('*/15 * * * *'),
  // The events platform (an Eventbrite-shaped API, decision 0066): the sync is off unless
  // both the token and the organisation are given.
  EVENTS_API_URL: z.url().default('https://www.eventbriteapi.com/v3'),
  EVENTS_API_TOKEN: z.string().min(1).optional(),
  EVENTS_ORGANIZATION_ID: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be the platform organisation id')
    .optional(),
  EVENTS_SYNC_CRON: z.string().min(9).default('7,37 * * * *'),
  /** The monthly newsletter goes to the mail outbox this many recipients at a time… */
  NEWSLETTER_BATCH_SIZE: z.coerce.number().int().min(1).max(1000).default(50),
  /** …one batch every this many seconds (0: one straight after another). */
  NEWSLETTER_BATCH_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  // Backups (docs/decisions/0072): where archives go, their passphrase, the daily schedule, and
  // an optional copy of each to an S3 bucket of its own.
  BACKUP_DIR: z.string().min(1).optional(),
  /** Encrypts each archive (age, scrypt). Never logged; without it archives are not encrypted. */
  BACKUP_PASSPHRASE: z.string().min(12, 'must be at least 12 characters').optional(),
  /** When the scheduled backup runs (cron, UTC); "off" for none. */
  BACKUP_SCHEDULE: z.string().min(3).default('30 2 * * *'),
  BACKUP_S3_BUCKET: z.string().min(1).optional(),
  BACKUP_S3_PREFIX: z.string().default('backups/'),
  BACKUP_S3_ENDPOINT: z.url().optional(),
  BACKUP_S3_REGION: z.string().min(1).default('us-east-1'),
  BACKUP_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  BACKUP_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  BACKUP_S3_FORCE_PATH_STYLE: bool.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.string().default('loopback'),
  MAIL_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(10),
  /** The whole request, headers and body, must arrive within this (slow clients are cut). */
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
  /** The headers must arrive within this (capped at REQUEST_TIMEOUT_SECONDS). */
  HEADERS_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(15),
  /** A connection with no traffic either way for this long is closed. */
  IDLE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** An idle keep-alive connection stays open this long (above a load balancer's, e.g. 60). */
  KEEP_ALIVE_SECONDS: z.coerce.number().int().min(1).max(3600).default(72),
  /** On SIGTERM, in-flight requests get this long before their connections are closed. */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(0).max(60).default(5),
  /** Seed an empty embedded database on first start (the two-command promise). */
  SEED_ON_EMPTY: bool.default(true),
  /**
   * A demo deployment: the demo data (whose passwords the README publishes) may be loaded and
   * used, and mail may be captured. Default: on outside production, off in production.
   */
  DEMO_DATA: bool.optional(),
  RATE_LIMITS: bool.default(true),
  /**
   * The in-process cache of anonymous public pages and reads (docs/decisions/0052). Off: every
   * request renders, as before.
   */
  ANON_CACHE: bool.default(true),
  /** Its memory: entries (bodies and their br/gzip copies) beyond this are evicted, LRU. */
  ANON_CACHE_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024 * 1024)
    .default(64 * 1024 * 1024),
  /** How long an entry is served as fresh (also the CDN's s-maxage). */
  ANON_CACHE_FRESH_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** After that, how long it may still be served while one request renders it again. */
  ANON_CACHE_STALE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(120),
  /**
   * Memory for the members' records this process built (GET /api/user, every signed-in page),
   * served again while their versions say nothing changed (docs/decisions/0054). 0: build the
   * record on every request.
   */
  /**
   * GET /metrics answers loopback clients, and others that send `Authorization: Bearer` with
   * this token (a Prometheus server elsewhere). Unset: loopback only. Never logged.
   */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  MEMBER_RECORD_CACHE_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(0)
    .max(1024 * 1024 * 1024)
    .default(16 * 1024 * 1024),
});

export type Env = z.infer<typeof envSchema>;

/**
 * A credential signing key file: every key the site has signed with, oldest first. The last
 * signs new credentials and must carry its secret; older ones stay (secret or not) so their
 * public keys remain in the DID document and earlier credentials still verify.
 */
export const signingKeyFileSchema = z.object({
  keys: z
    .array(
      z
        .object({
          publicKeyMultibase: z
            .string()
            .regex(/^z6Mk[1-9A-HJ-NP-Za-km-z]+$/, 'an Ed25519 Multikey'),
          secretKeyMultibase: z
            .string()
            .regex(/^z[1-9A-HJ-NP-Za-km-z]{90}$/, 'a multibase (base58btc) Ed25519 secret key')
            .optional(),
        })
        .strict(),
    )
    .min(1)
    .refine((keys) => keys.at(-1)?.secretKeyMultibase !== undefined, {
      message: 'the last key signs, so it needs its secretKeyMultibase',
    }),
});
export type SigningKeyFile = z.infer<typeof signingKeyFileSchema>;

/** Where the credential signing keys come from. */
export type CredentialKeySource =
  | { kind: 'inline'; file: SigningKeyFile }
  /** A key file; `generate`: made (one new key) when missing, the embedded default. */
  | { kind: 'file'; path: string; generate: boolean };

export interface Config extends Omit<
  Env,
  | 'SESSION_SECRET'
  | 'COOKIE_SECURE'
  | 'PUBLIC_BASE_URL'
  | 'HOST'
  | 'DEMO_DATA'
  | 'CREDENTIAL_SIGNING_KEYS'
  | 'CREDENTIAL_SIGNING_KEYS_FILE'
  | 'APP_ENV'
  | 'NODE_ENV'
> {
  /** The site's mode (APP_ENV, else NODE_ENV, else development). */
  APP_ENV: z.infer<typeof appEnv>;
  HOST: string;
  isProduction: boolean;
  /** Demo data may be seeded and signed in with; mail may be captured (DEMO_DATA). */
  demoData: boolean;
  sessionSecret: string;
  cookieSecure: boolean;
  publicBaseUrl: string;
  dataDir: string;
  credentialKeys: CredentialKeySource;
  /** Where the built web app lives (apps/web/build). */
  webBuildDir: string;
}

export class ConfigError extends Error {}

function formatIssues(error: z.ZodError): string {
  return error.issues.map((i) => `  ${i.path.join('.') || '(root)'}: ${i.message}`).join('\n');
}

/** A generated secret kept beside the embedded database, so `npm start` works with no setup. */
function embeddedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(dataDir, { recursive: true });
    const secret = crypto.randomBytes(48).toString('base64url');
    fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  }
}

/**
 * The signing keys' source. A production deployment on a shared database must be given its
 * keys: processes each generating their own would sign with keys the others do not publish.
 * The key text itself never appears in an error.
 */
function credentialKeySource(e: Env, dataDir: string, strict: boolean): CredentialKeySource {
  const bad = (message: string) => new ConfigError(`Invalid configuration:\n  ${message}`);
  if (e.CREDENTIAL_SIGNING_KEYS && e.CREDENTIAL_SIGNING_KEYS_FILE) {
    throw bad('CREDENTIAL_SIGNING_KEYS, CREDENTIAL_SIGNING_KEYS_FILE: give one, not both');
  }
  if (e.CREDENTIAL_SIGNING_KEYS) {
    let json: unknown;
    try {
      json = JSON.parse(e.CREDENTIAL_SIGNING_KEYS);
    } catch {
      throw bad('CREDENTIAL_SIGNING_KEYS: must be the JSON of a key file');
    }
    const parsed = signingKeyFileSchema.safeParse(json);
    if (!parsed.success) {
      throw bad(
        `CREDENTIAL_SIGNING_KEYS: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`,
      );
    }
    return { kind: 'inline', file: parsed.data };
  }
  if (e.CREDENTIAL_SIGNING_KEYS_FILE) {
    return { kind: 'file', path: path.resolve(e.CREDENTIAL_SIGNING_KEYS_FILE), generate: false };
  }
  if (strict && e.DATABASE_URL && e.CREDENTIALS_PLATFORM === 'local') {
    throw bad(
      'CREDENTIAL_SIGNING_KEYS or CREDENTIAL_SIGNING_KEYS_FILE: required in production with DATABASE_URL (every process must sign with the same keys)',
    );
  }
  return { kind: 'file', path: path.join(dataDir, 'credential-signing-keys.json'), generate: true };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(`Invalid configuration:\n${formatIssues(parsed.error)}`);
  }
  const e = parsed.data;
  const mode = e.APP_ENV ?? e.NODE_ENV ?? 'development';
  const isProduction = mode === 'production';
  const dataDir = path.resolve(e.DATA_DIR);
  if (!e.SESSION_SECRET && e.DATABASE_URL) {
    throw new ConfigError(
      'Invalid configuration:\n  SESSION_SECRET: required when DATABASE_URL is set (every process must share it)',
    );
  }
  const demoData = e.DEMO_DATA ?? !isProduction;
  if (isProduction && !e.SMTP_URL && !demoData) {
    throw new ConfigError(
      'Invalid configuration:\n  SMTP_URL: required in production (without it no email would be sent); DEMO_DATA=true captures mail for a demo deployment',
    );
  }
  if (e.CREDENTIALS_PLATFORM === 'hosted' && (!e.CREDENTIALS_API_URL || !e.CREDENTIALS_API_KEY)) {
    throw new ConfigError(
      'Invalid configuration:\n  CREDENTIALS_API_URL, CREDENTIALS_API_KEY: both required when CREDENTIALS_PLATFORM=hosted',
    );
  }
  if (Boolean(e.EVENTS_API_TOKEN) !== Boolean(e.EVENTS_ORGANIZATION_ID)) {
    throw new ConfigError(
      'Invalid configuration:\n  EVENTS_API_TOKEN, EVENTS_ORGANIZATION_ID: give both to sync events, or neither',
    );
  }
  const credentialKeys = credentialKeySource(e, dataDir, isProduction && !demoData);
  const sessionSecret = e.SESSION_SECRET ?? embeddedSecret(dataDir);
  const publicBaseUrl = (e.PUBLIC_BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const {
    SESSION_SECRET: _s,
    COOKIE_SECURE,
    PUBLIC_BASE_URL: _p,
    HOST,
    DEMO_DATA: _d,
    CREDENTIAL_SIGNING_KEYS: _k,
    CREDENTIAL_SIGNING_KEYS_FILE: _kf,
    APP_ENV: _a,
    NODE_ENV: _n,
    ...rest
  } = e;
  return {
    ...rest,
    APP_ENV: mode,
    // Outside production nobody else should reach a development server (or its /dev/mail).
    HOST: HOST ?? (isProduction ? '0.0.0.0' : '127.0.0.1'),
    isProduction,
    demoData,
    sessionSecret,
    cookieSecure: COOKIE_SECURE ?? publicBaseUrl.startsWith('https://'),
    publicBaseUrl,
    dataDir,
    credentialKeys,
    webBuildDir: path.resolve(import.meta.dirname, '../../web/build'),
  };
}
