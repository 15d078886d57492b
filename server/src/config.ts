import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { isValidEmail } from '@lanka-tours/shared/email-address';
import { BRAND_NAME, BUSINESS_EMAIL } from '@lanka-tours/shared/brand';
import { readPaymentConfig, type PaymentConfig } from './config-payments';
import { SETTINGS, settingValue, type SettingName } from './config-settings';

export const REPO_ROOT = path.resolve(__dirname, '..', '..');

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  publicUrl: string;
  /** The site's public origin in canonical links, social cards, JSON-LD and the sitemap. */
  siteUrl: string;
  databaseUrl?: string;
  dataDir: string;
  embeddedDbPort: number;
  jwtSecret: string;
  jwtExpiresIn: string;
  adminEmails: string[];
  clientDist: string;
  shutdownGraceMs: number;
  /** Longest time an upload's body may take to arrive in full; Node cuts any request soon after. */
  requestTimeoutMs: number;
  /** Sign-ups allowed per client address and hour (SIGNUPS_PER_HOUR). */
  signupsPerHour: number;
  /** Reviews one account may post a day (FEEDBACK_PER_DAY). */
  feedbackPerDay: number;
  /** Months after the tour date that an enquiry keeps its personal details (ENQUIRY_RETENTION_MONTHS). */
  enquiryRetentionMonths: number;
  tourBookings: TourBookingConfig;
  /** Origins besides PUBLIC_URL's own that browsers may call the API from (CORS_ORIGINS). */
  corsOrigins: string[];
  /**
   * Which proxies' X-Forwarded-For/-Proto are believed (TRUST_PROXY), as Express's 'trust proxy'
   * takes it: addresses, subnets and names (loopback, linklocal, uniquelocal), a hop count, or true.
   */
  trustProxy: TrustProxy;
  /**
   * The most memory each of the two caches of whole answers (rendered pages, public API answers)
   * takes, in bytes (CACHED_READS_MAX_MB); past it, the ones read least recently go.
   */
  cachedReadsMaxBytes: number;
  /** Set: rate-limit counters live in Redis; unset: in PostgreSQL. Either way instances share them. */
  redisUrl?: string;
  database: DatabasePoolConfig;
  logLevel: LogLevel;
  metrics: MetricsConfig;
  mail: MailConfig;
  media: MediaConfig;
}

/** Where the data lives: all that the backup and restore commands need of the configuration. */
export type DatabaseTarget = Pick<Config, 'databaseUrl' | 'dataDir' | 'embeddedDbPort'>;

export type TrustProxy = boolean | number | string[];

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'silent';

export interface DatabasePoolConfig {
  poolSize: number;
  /** How long a request waits for a connection before it fails with 503 (pg waits forever). */
  connectTimeoutMs: number;
}

/** GET /metrics in Prometheus format: off with METRICS_ENABLED=false, or bearer-protected by METRICS_TOKEN. */
export interface MetricsConfig {
  enabled: boolean;
  token?: string;
  /** On by default outside production, without a token: then only for the person at this machine. */
  localOnly: boolean;
}

export interface MailConfig {
  /** Unset: messages stay in the outbox and are shown by the local preview. */
  smtpUrl?: string;
  from: { name: string; address: string };
  businessEmail: string;
  pollMs: number;
  retryBaseMs: number;
  maxAttempts: number;
}

/** Limits of the image pipeline; see modules/media. */
export interface MediaConfig {
  /** Largest accepted upload, in bytes, checked while the file streams in. */
  maxFileBytes: number;
  /** Images whose width × height exceed this are refused before they are decoded. */
  maxInputPixels: number;
  /** Images decoded at the same time; bounds the memory that decoding takes. */
  processingConcurrency: number;
  /** How long an upload's body may send nothing before it is cut off. */
  uploadIdleTimeoutMs: number;
  /** How long an upload's whole body may take to arrive (REQUEST_TIMEOUT_MS). */
  uploadDeadlineMs: number;
}

/** How tours are booked online. */
export interface TourBookingConfig {
  /** Days between today in Sri Lanka and the first day a tour can start (TOUR_LEAD_DAYS). */
  leadDays: number;
  /** How long a booking paid by bank transfer holds its guide (BANK_TRANSFER_HOLD_HOURS). */
  bankTransferHoldHours: number;
  /** The account a deposit is transferred to, line by line (BANK_TRANSFER_DETAILS). */
  bankTransferDetails?: string;
  /** Kept of what was paid when a booking is cancelled 14 days or more ahead (CANCELLATION_FEE_PERCENT). */
  cancellationFeePercent: number;
  /** How long a booking paid online holds its guide while the deposit is paid (TOUR_HOLD_MINUTES). */
  onlineHoldMinutes: number;
  /** The online providers set, and the one new bookings are paid by. */
  payments: PaymentConfig;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

function readInteger(env: Env, name: SettingName, problems: string[]): number {
  const raw = env[name];
  const fallback = Number(SETTINGS[name].fallback);
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    problems.push(`${name} must be a whole number (got "${raw}")`);
    return fallback;
  }
  return value;
}

function readDatabaseTarget(env: Env, problems: string[]): DatabaseTarget {
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.push('DATABASE_URL must be a postgres:// URL');
  }
  return {
    databaseUrl,
    dataDir: path.resolve(REPO_ROOT, settingValue(env, 'DATA_DIR')),
    embeddedDbPort: readInteger(env, 'EMBEDDED_DB_PORT', problems),
  };
}

function readJwtSecret(env: Env, dataDir: string, isProduction: boolean, problems: string[]) {
  const given = env.JWT_SECRET;
  if (given) {
    if (given.length < 32) problems.push('JWT_SECRET must be at least 32 characters long');
    return given;
  }
  if (isProduction) {
    problems.push('JWT_SECRET is required when NODE_ENV=production');
    return '';
  }
  // Outside production a secret is made once and kept beside the data, so sessions survive restarts.
  const file = path.join(dataDir, 'jwt-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** `Name <address>` or a bare address; control characters are refused, so no header can be forged. */
function readMailFrom(raw: string, problems: string[]): MailConfig['from'] {
  const match = /^\s*(?:"?([^"<]*?)"?\s*<([^<>]+)>|([^<>\s]+))\s*$/.exec(raw);
  const address = (match?.[2] ?? match?.[3] ?? '').trim();
  if (!match || !isValidEmail(address)) {
    problems.push(`MAIL_FROM must be an address or "Name <address>" (got "${raw}")`);
    return { name: BRAND_NAME, address: BUSINESS_EMAIL };
  }
  return { name: (match[1] ?? '').trim(), address };
}

function readMailConfig(env: Env, problems: string[]): MailConfig {
  const smtpUrl = env.SMTP_URL || undefined;
  if (smtpUrl && !/^smtps?:\/\/[^/\s]+/.test(smtpUrl)) {
    problems.push('SMTP_URL must be an smtp:// or smtps:// URL');
  }
  const businessEmail = settingValue(env, 'BUSINESS_EMAIL').trim();
  if (!isValidEmail(businessEmail)) {
    problems.push(`BUSINESS_EMAIL must be an email address (got "${businessEmail}")`);
  }
  const maxAttempts = readInteger(env, 'MAIL_MAX_ATTEMPTS', problems);
  if (maxAttempts < 1) problems.push('MAIL_MAX_ATTEMPTS must be at least 1');
  const pollMs = readInteger(env, 'MAIL_POLL_MS', problems);
  if (pollMs < 10) problems.push('MAIL_POLL_MS must be at least 10');
  return {
    smtpUrl,
    from: readMailFrom(settingValue(env, 'MAIL_FROM'), problems),
    businessEmail,
    pollMs,
    retryBaseMs: readInteger(env, 'MAIL_RETRY_BASE_MS', problems),
    maxAttempts,
  };
}

function readTourBookingConfig(env: Env, problems: string[]): TourBookingConfig {
  const config: TourBookingConfig = {
    leadDays: readInteger(env, 'TOUR_LEAD_DAYS', problems),
    bankTransferHoldHours: readInteger(env, 'BANK_TRANSFER_HOLD_HOURS', problems),
    bankTransferDetails: env.BANK_TRANSFER_DETAILS?.replaceAll('\\n', '\n').trim() || undefined,
    onlineHoldMinutes: readInteger(env, 'TOUR_HOLD_MINUTES', problems),
    cancellationFeePercent: readInteger(env, 'CANCELLATION_FEE_PERCENT', problems),
    payments: readPaymentConfig(env, problems),
  };
  if (config.leadDays > 365) problems.push('TOUR_LEAD_DAYS must be at most 365');
  if (config.cancellationFeePercent > 20)
    problems.push('CANCELLATION_FEE_PERCENT must be at most 20');
  if (config.onlineHoldMinutes < 5 || config.onlineHoldMinutes > 120) {
    problems.push('TOUR_HOLD_MINUTES must be from 5 to 120');
  }
  if (config.bankTransferHoldHours < 1 || config.bankTransferHoldHours > 14 * 24) {
    problems.push('BANK_TRANSFER_HOLD_HOURS must be from 1 to 336');
  }
  return config;
}

function readOrigins(raw: string | undefined, problems: string[]): string[] {
  const origins = (raw ?? '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  for (const origin of origins) {
    if (!/^https?:\/\/[^/\s]+$/.test(origin)) {
      problems.push(`CORS_ORIGINS has an invalid origin: "${origin}" (use scheme://host[:port])`);
    }
  }
  return origins;
}

const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isProxyAddress(entry: string): boolean {
  if (PROXY_NAMES.includes(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (!family || rest.length) return false;
  if (bits === undefined) return true;
  const prefix = Number(bits);
  return /^\d+$/.test(bits) && prefix <= (family === 4 ? 32 : 128);
}

/** Unset: only a proxy on the same machine; a client elsewhere could forge its address otherwise. */
function readTrustProxy(raw: string | undefined, problems: string[]): TrustProxy {
  const value = (raw ?? '').trim() || settingValue({}, 'TRUST_PROXY');
  if (value === 'true' || value === 'false') return value === 'true';
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    if (!isProxyAddress(entry)) {
      problems.push(
        `TRUST_PROXY has an invalid entry: "${entry}" (use addresses, subnets, ${PROXY_NAMES.join(', ')}, a hop count or true)`,
      );
    }
  }
  return entries;
}

function readLogLevel(env: Env, nodeEnv: string, problems: string[]): LogLevel {
  const levels: LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'silent'];
  const raw = env.LOG_LEVEL || (nodeEnv === 'test' ? 'warn' : settingValue(env, 'LOG_LEVEL'));
  if (!levels.includes(raw as LogLevel)) {
    problems.push(`LOG_LEVEL must be one of ${levels.join(', ')} (got "${raw}")`);
    return 'info';
  }
  return raw as LogLevel;
}

/**
 * In production /metrics is served only when asked for: METRICS_TOKEN set (then bearer-protected)
 * or METRICS_ENABLED=true (open, for a scraper on a private network). Elsewhere it is on unless
 * METRICS_ENABLED=false, for callers at this machine only unless a token or METRICS_ENABLED=true
 * says otherwise.
 */
function readMetrics(env: Env, isProduction: boolean, problems: string[]): MetricsConfig {
  const raw = (env.METRICS_ENABLED || '').toLowerCase();
  if (!['', 'true', 'false'].includes(raw)) {
    problems.push(`METRICS_ENABLED must be true or false (got "${env.METRICS_ENABLED}")`);
  }
  const token = env.METRICS_TOKEN || undefined;
  if (token && token.length < 16)
    problems.push('METRICS_TOKEN must be at least 16 characters long');
  const byDefault = !isProduction || token !== undefined;
  return {
    enabled: raw === '' ? byDefault : raw === 'true',
    token,
    localOnly: raw === '' && token === undefined,
  };
}

/** Reads and validates the environment once; every problem is reported together. */
export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];
  const nodeEnv = settingValue(env, 'NODE_ENV') as Config['nodeEnv'];
  if (!['development', 'production', 'test'].includes(nodeEnv)) {
    problems.push(`NODE_ENV must be development, production or test (got "${nodeEnv}")`);
  }
  const isProduction = nodeEnv === 'production';
  const port = readInteger(env, 'PORT', problems);
  if (port > 65535) problems.push('PORT must be at most 65535');
  const shutdownGraceMs = readInteger(env, 'SHUTDOWN_GRACE_MS', problems);
  const requestTimeoutMs = readInteger(env, 'REQUEST_TIMEOUT_MS', problems);
  const signupsPerHour = readInteger(env, 'SIGNUPS_PER_HOUR', problems);
  if (signupsPerHour < 1) problems.push('SIGNUPS_PER_HOUR must be at least 1');
  const feedbackPerDay = readInteger(env, 'FEEDBACK_PER_DAY', problems);
  if (feedbackPerDay < 1) problems.push('FEEDBACK_PER_DAY must be at least 1');
  const enquiryRetentionMonths = readInteger(env, 'ENQUIRY_RETENTION_MONTHS', problems);
  if (enquiryRetentionMonths < 1) problems.push('ENQUIRY_RETENTION_MONTHS must be at least 1');
  const tourBookings = readTourBookingConfig(env, problems);
  if (requestTimeoutMs < 1000) problems.push('REQUEST_TIMEOUT_MS must be at least 1000');
  const cachedReadsMaxMb = readInteger(env, 'CACHED_READS_MAX_MB', problems);
  if (cachedReadsMaxMb < 1) problems.push('CACHED_READS_MAX_MB must be at least 1');
  const database: DatabasePoolConfig = {
    poolSize: readInteger(env, 'DB_POOL_SIZE', problems),
    connectTimeoutMs: readInteger(env, 'DB_CONNECT_TIMEOUT_MS', problems),
  };
  if (database.poolSize < 1) problems.push('DB_POOL_SIZE must be at least 1');
  if (database.connectTimeoutMs < 100) problems.push('DB_CONNECT_TIMEOUT_MS must be at least 100');
  const redisUrl = env.REDIS_URL || undefined;
  if (redisUrl && !/^rediss?:\/\//.test(redisUrl)) {
    problems.push('REDIS_URL must be a redis:// or rediss:// URL');
  }
  const media: MediaConfig = {
    maxFileBytes: readInteger(env, 'MEDIA_MAX_FILE_BYTES', problems),
    maxInputPixels: readInteger(env, 'MEDIA_MAX_INPUT_PIXELS', problems),
    processingConcurrency: readInteger(env, 'MEDIA_PROCESSING_CONCURRENCY', problems),
    uploadIdleTimeoutMs: readInteger(env, 'UPLOAD_IDLE_TIMEOUT_MS', problems),
    uploadDeadlineMs: requestTimeoutMs,
  };
  if (media.maxFileBytes < 1) problems.push('MEDIA_MAX_FILE_BYTES must be at least 1');
  if (media.maxInputPixels < 1) problems.push('MEDIA_MAX_INPUT_PIXELS must be at least 1');
  if (media.processingConcurrency < 1) {
    problems.push('MEDIA_PROCESSING_CONCURRENCY must be at least 1');
  }
  if (media.uploadIdleTimeoutMs < 1000) {
    problems.push('UPLOAD_IDLE_TIMEOUT_MS must be at least 1000');
  }

  const target = readDatabaseTarget(env, problems);

  const adminEmails = settingValue(env, 'ADMIN_EMAILS')
    .split(',')
    .map((e) => e.trim().toLowerCase())
    .filter(Boolean);
  for (const email of adminEmails) {
    if (!isValidEmail(email)) problems.push(`ADMIN_EMAILS has an invalid address: "${email}"`);
  }

  const publicUrl = (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, '');
  if (!/^https?:\/\//.test(publicUrl))
    problems.push('PUBLIC_URL must start with http:// or https://');

  if (env.SITE_URL && !/^https?:\/\//.test(env.SITE_URL))
    problems.push('SITE_URL must start with http:// or https://');

  const jwtSecret = readJwtSecret(env, target.dataDir, isProduction, problems);
  const mail = readMailConfig(env, problems);
  const corsOrigins = readOrigins(env.CORS_ORIGINS, problems);
  const trustProxy = readTrustProxy(env.TRUST_PROXY, problems);
  const logLevel = readLogLevel(env, nodeEnv, problems);
  const metrics = readMetrics(env, isProduction, problems);
  if (problems.length) throw new ConfigError(problems);

  return {
    nodeEnv,
    isProduction,
    port,
    host: settingValue(env, 'HOST'),
    publicUrl,
    siteUrl: (env.SITE_URL || publicUrl).replace(/\/+$/, ''),
    ...target,
    jwtSecret,
    jwtExpiresIn: settingValue(env, 'JWT_EXPIRES_IN'),
    adminEmails,
    clientDist: path.resolve(REPO_ROOT, settingValue(env, 'CLIENT_DIST')),
    shutdownGraceMs,
    requestTimeoutMs,
    signupsPerHour,
    feedbackPerDay,
    enquiryRetentionMonths,
    tourBookings,
    corsOrigins,
    trustProxy,
    cachedReadsMaxBytes: cachedReadsMaxMb * 1024 * 1024,
    redisUrl,
    database,
    logLevel,
    metrics,
    mail,
    media,
  };
}

/** The database alone, for the backup and restore commands: they need none of the server's secrets. */
export function loadDatabaseTarget(env: Env = process.env): DatabaseTarget {
  const problems: string[] = [];
  const target = readDatabaseTarget(env, problems);
  if (problems.length) throw new ConfigError(problems);
  return target;
}
