import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { LOG_LEVELS, type LogLevel } from './ops/logger';
import { DEFAULT_TRACKING_RAW_MONTHS } from './services/tracking-retention';

/** Everything the server reads from the environment (ARCHITECTURE.md "Server design"). */
export type Config = {
  port: number;
  host: string;
  /** Absolute path; holds pglite/, files/, mail/ and jwt-secret. */
  dataDir: string;
  /** Unset: embedded PGlite in DATA_DIR/pglite. */
  databaseUrl: string | undefined;
  /** HS256 key for access tokens. */
  jwtSecret: Uint8Array;
  /** Base of links in e-mails, without a trailing slash. */
  publicUrl: string;
  /** Built web app served from one port with the API. */
  distDir: string;
  /** Read the client address from X-Forwarded-For (only behind a proxy you control). */
  trustProxy: boolean;
  /** Log every e-mail to the console as well (development). */
  logMail: boolean;
  /**
   * PGlite only: postgresql.conf lines (PGLITE_CONF, `;`-separated). Default `shared_buffers=16MB` keeps the
   * server's RSS lower than PGlite's 128MB (decision 010: 32MB; decision 122: 16MB, 18 MB less resident WebAssembly
   * memory with 100,000 loads, no measurable cost to the lists); set PGLITE_CONF= (empty) for PGlite's own defaults.
   */
  pgliteConf: string[];
  /** LOG_LEVEL: fatal, error, warn, info (default), debug, trace or silent. */
  logLevel: LogLevel;
  /** METRICS_TOKEN: when set, GET /metrics needs `Authorization: Bearer <token>`. */
  metricsToken: string | undefined;
  /** SMTP_URL (smtp://user:pass@host:587, smtps://…): unset = e-mails are files in DATA_DIR/mail. */
  smtpUrl: string | undefined;
  /** MAIL_FROM: the sender of every e-mail. */
  mailFrom: string;
  /** STORAGE_URL=s3://bucket/prefix: files in an S3-compatible store; unset = DATA_DIR/files. */
  storageUrl: string | undefined;
  /** VAPID_PUBLIC_KEY + VAPID_PRIVATE_KEY (Web Push, decision 167); unset = generated into DATA_DIR/vapid.json. */
  vapidKeys?: { publicKey: string; privateKey: string };
  /** VAPID_SUBJECT: the contact push services see (mailto: or https:); default from MAIL_FROM's address. */
  vapidSubject?: string;
  /** PUSH_ALLOW_LOOPBACK=1 (tests only): push endpoints may also be http on 127.0.0.1, ::1 or localhost. */
  pushAllowLoopback?: boolean;
  /** TRACKING_RAW_MONTHS: months of raw positions kept; older ones are dropped, each load's simplified track kept (174). */
  trackingRawMonths: number;
};

type Env = Record<string, string | undefined>;

export const DEFAULT_PGLITE_CONF = 'shared_buffers=16MB';

function readOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  return secret;
}

function parsePort(value: string | undefined): number {
  const port = Number(value ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be 0..65535, got ${value}`);
  return port;
}

export const DEFAULT_MAIL_FROM = 'Haulbase <no-reply@haulbase.test>';

function parseLogLevel(value: string | undefined): LogLevel {
  const level = (value || 'info').toLowerCase();
  if (!(LOG_LEVELS as readonly string[]).includes(level))
    throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got ${value}`);
  return level as LogLevel;
}

function parseMonths(value: string | undefined): number {
  if (!value) return DEFAULT_TRACKING_RAW_MONTHS;
  const months = Number(value);
  if (!Number.isInteger(months) || months < 1)
    throw new Error(`TRACKING_RAW_MONTHS must be a whole number of months (1 or more), got ${value}`);
  return months;
}

/** Builds the configuration from the environment; creates DATA_DIR and the JWT secret file when needed. */
export function loadConfig(env: Env = process.env): Config {
  const port = parsePort(env.PORT);
  const host = env.HOST || '127.0.0.1';
  const dataDir = resolve(env.DATA_DIR || './data');
  mkdirSync(dataDir, { recursive: true });
  const secret = env.JWT_SECRET || readOrCreateSecret(dataDir);
  if (secret.length < 32) throw new Error('JWT_SECRET must be at least 32 characters long');
  const urlHost = host.includes(':') ? `[${host}]` : host;
  return {
    port,
    host,
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret: new TextEncoder().encode(secret),
    publicUrl: (env.PUBLIC_URL || `http://${urlHost}:${port}`).replace(/\/+$/, ''),
    distDir: resolve(env.DIST_DIR || './dist'),
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    logMail: env.NODE_ENV !== 'production' && env.NODE_ENV !== 'test',
    pgliteConf: (env.PGLITE_CONF ?? DEFAULT_PGLITE_CONF)
      .split(';')
      .map((line) => line.trim())
      .filter(Boolean),
    logLevel: parseLogLevel(env.LOG_LEVEL),
    metricsToken: env.METRICS_TOKEN || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || DEFAULT_MAIL_FROM,
    storageUrl: env.STORAGE_URL || undefined,
    vapidKeys:
      env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY } : undefined,
    vapidSubject: env.VAPID_SUBJECT || undefined,
    pushAllowLoopback: env.PUSH_ALLOW_LOOPBACK === '1',
    trackingRawMonths: parseMonths(env.TRACKING_RAW_MONTHS),
  };
}
