import { BRAND_NAME, BUSINESS_EMAIL } from '@lanka-tours/shared/brand';
import { ENQUIRY_RETENTION_DEFAULT_MONTHS } from '@lanka-tours/shared/booking-options';

/**
 * Every setting read from the environment, declared once: config.ts and the backup commands take
 * their defaults from here, `.env.example` is written from it and docs/configuration.md is checked
 * against it (server/src/scripts/emit-env-example.ts).
 */
export interface Setting {
  /** The value an unset setting takes, ready to uncomment in .env.example; none when computed or absent. */
  readonly fallback?: string;
  /** The default in words, when it is computed or the value needs a word of explanation. */
  readonly fallbackNote?: string;
  /** One line: what it does. */
  readonly description: string;
}

const SERVER = {
  PORT: { fallback: '5000', description: 'HTTP port' },
  HOST: { fallback: '0.0.0.0', description: 'interface to listen on' },
  NODE_ENV: {
    fallback: 'development',
    description:
      'production turns off the development aids (mail previews, Sandbox, introspection), requires JWT_SECRET and refuses a database filled by npm run demo',
  },
  DATABASE_URL: {
    description: 'a postgres:// URL; when unset, the embedded PostgreSQL is started',
  },
  DATA_DIR: {
    fallback: './data',
    description:
      'where the embedded database, its password (postgres-password), the generated JWT secret and app.pid (the app using them) are kept',
  },
  EMBEDDED_DB_PORT: {
    fallback: '5488',
    description: 'port of the embedded PostgreSQL (listens on 127.0.0.1 only)',
  },
  JWT_SECRET: {
    fallbackNote: 'generated once into DATA_DIR/jwt-secret',
    description: 'signs session tokens and booking form tickets; at least 32 characters',
  },
  JWT_EXPIRES_IN: { fallback: '7d', description: 'lifetime of a session token (60s, 12h, 7d …)' },
  ADMIN_EMAILS: {
    fallback: 'guide@serendibtrails.lk',
    description:
      'comma-separated tour-guide addresses (albums, enquiries); rights need the address confirmed by email',
  },
  PUBLIC_URL: {
    fallbackNote: 'http://localhost:$PORT',
    description: "the site's public origin, used for links the server writes",
  },
  CLIENT_DIST: { fallback: 'client/dist', description: 'the built client that the server serves' },
  SHUTDOWN_GRACE_MS: {
    fallback: '10000',
    description: 'how long in-flight requests may run after SIGTERM',
  },
  SMTP_URL: {
    description:
      'smtp://user:pass@host:587 or smtps://…; when unset, emails go to the local preview',
  },
  MAIL_FROM: {
    fallback: `${BRAND_NAME} <${BUSINESS_EMAIL}>`,
    description: 'the sender of every email (Name <address> or an address)',
  },
  BUSINESS_EMAIL: {
    fallback: BUSINESS_EMAIL,
    description: 'where requests for the team (guide requests, Manual Verification) are emailed',
  },
  MAIL_POLL_MS: {
    fallback: '1000',
    description: 'how often the outbox worker looks for mail to send',
  },
  MAIL_RETRY_BASE_MS: {
    fallback: '30000',
    description:
      'first retry delay after a failed delivery; it doubles with each attempt (at most 6 h)',
  },
  MAIL_MAX_ATTEMPTS: {
    fallback: '8',
    description:
      'attempts before a message is marked failed (an SMTP 5xx refusal fails it at once)',
  },
  MEDIA_MAX_FILE_BYTES: {
    fallback: String(10 * 1024 * 1024),
    fallbackNote: '10 MB',
    description: 'largest image upload, checked while it streams in',
  },
  MEDIA_MAX_INPUT_PIXELS: {
    fallback: '50000000',
    description: 'images with more pixels are refused before they are decoded',
  },
  MEDIA_PROCESSING_CONCURRENCY: {
    fallback: '2',
    description:
      'upload requests processed at once (the rest wait with their files on disk); bounds memory',
  },
  UPLOAD_IDLE_TIMEOUT_MS: {
    fallback: '10000',
    description:
      "how long an upload's body may send nothing; a stalled upload is cut off with 408 and nothing is stored",
  },
  REQUEST_TIMEOUT_MS: {
    fallback: '120000',
    description:
      "longest time an upload's body may take to arrive in full; a slower one is cut off with 408 and nothing is stored (other requests 5 s later, by Node)",
  },
  DB_POOL_SIZE: { fallback: '10', description: 'database connections per instance' },
  DB_CONNECT_TIMEOUT_MS: {
    fallback: '3000',
    description: 'how long a request waits for a database connection before it gets 503',
  },
  REDIS_URL: {
    description:
      'redis://…: rate-limit counters in Redis (unset: in PostgreSQL); if Redis fails, PostgreSQL counts',
  },
  CORS_ORIGINS: {
    description:
      "comma-separated origins, besides PUBLIC_URL's, whose pages may call /graphql and /api",
  },
  TRUST_PROXY: {
    fallback: 'loopback',
    description:
      'the proxies whose X-Forwarded-For is believed (addresses, subnets, a hop count or true)',
  },
  LOG_LEVEL: {
    fallback: 'info',
    fallbackNote: 'info (warn in tests)',
    description: 'fatal, error, warn, info, debug or silent (see Logs and metrics)',
  },
  CACHED_READS_MAX_MB: {
    fallback: '32',
    description:
      'the most memory, in megabytes, each of the two caches of whole answers (rendered pages, public API answers) holds; past it the ones read least recently go (see Cached reads)',
  },
  METRICS_ENABLED: {
    fallbackNote: 'true, in production only with a token',
    description:
      'false turns GET /metrics off; in production it is off unless METRICS_TOKEN is set or this is true; unset and without a token it answers only this machine',
  },
  SIGNUPS_PER_HOUR: {
    fallback: '10',
    description: 'sign-ups allowed per client address and hour',
  },
  FEEDBACK_PER_DAY: {
    fallback: '5',
    description:
      'reviews one account may post in a day (both transports, every instance); editing a review does not count',
  },
  ENQUIRY_RETENTION_MONTHS: {
    fallback: String(ENQUIRY_RETENTION_DEFAULT_MONTHS),
    description:
      "months after its tour date that an enquiry keeps the visitor's name, email, phone and message (see Privacy)",
  },
  METRICS_TOKEN: {
    description:
      'when set, GET /metrics asks for Authorization: Bearer <token> (at least 16 characters)',
  },
} satisfies Record<string, Setting>;

const BACKUPS = {
  BACKUP_DIR: { fallback: 'backups', description: 'the folder the backups are written to' },
  BACKUP_EVERY: {
    fallback: '24h',
    description:
      'how often the schedule backs up (90s, 30m, 6h, 1d); counted from the newest backup in BACKUP_DIR',
  },
  BACKUP_KEEP_DAILY: {
    fallback: '7',
    description: 'the schedule keeps the newest backup of each of this many latest days…',
  },
  BACKUP_KEEP_WEEKLY: {
    fallback: '4',
    description:
      '…and of each of this many latest weeks (Monday to Sunday, UTC); the rest go, here and in the store',
  },
  BACKUP_S3_URL: {
    description:
      's3://key:secret@host[:port]/bucket[/prefix]?region=…: every backup is copied there (&tls=false for plain http); unset: none',
  },
} satisfies Record<string, Setting>;

const TOUR_BOOKINGS = {
  TOUR_LEAD_DAYS: {
    fallback: '2',
    description:
      'days between today (in Sri Lanka) and the first day a tour can start when booked online',
  },
  BANK_TRANSFER_HOLD_HOURS: {
    fallback: '48',
    description:
      'how long a booking paid by bank transfer holds its guide until a tour guide records the deposit',
  },
  TOUR_HOLD_MINUTES: {
    fallback: '15',
    description:
      'how long a booking paid online (PayHere) holds its guide while the traveller pays the deposit',
  },
  CANCELLATION_FEE_PERCENT: {
    fallback: '3',
    description:
      "the processing fee kept of what was paid when a booking is cancelled 14 days or more before the tour, in per cent (the FAQ's policy: 7 to 13 days, half is refunded; under 7, none)",
  },
  PAYHERE_MERCHANT_ID: {
    fallbackNote: 'none: deposits are paid by bank transfer',
    description:
      "the company's PayHere merchant ID; set with PAYHERE_MERCHANT_SECRET, deposits are paid on PayHere's checkout",
  },
  PAYHERE_MERCHANT_SECRET: {
    description:
      "the merchant secret PayHere's settings give for this site's domain; signs the checkout and checks PayHere's notifications",
  },
  PAYHERE_CHECKOUT_URL: {
    fallback: 'https://www.payhere.lk/pay/checkout',
    description:
      "PayHere's checkout; https://sandbox.payhere.lk/pay/checkout with a sandbox merchant to try it",
  },
  STRIPE_SECRET_KEY: {
    fallbackNote: 'none: deposits are not paid on Stripe',
    description:
      "the company's Stripe secret key (sk_live_… or sk_test_…); set with STRIPE_WEBHOOK_SECRET, deposits are paid on Stripe Checkout",
  },
  STRIPE_WEBHOOK_SECRET: {
    description:
      "the signing secret (whsec_…) of the Stripe webhook endpoint <PUBLIC_URL>/api/payments/stripe/webhook; checks Stripe's notifications",
  },
  STRIPE_API_URL: {
    fallback: 'https://api.stripe.com',
    description: "Stripe's API; another address only to try the site against a local stand-in",
  },
  PAYMENT_PROVIDER: {
    fallbackNote: 'the one of PayHere and Stripe that is set, else bank-transfer',
    description:
      'how new bookings pay their deposit: payhere, stripe or bank-transfer; needed when both PayHere and Stripe are set',
  },
  BANK_TRANSFER_DETAILS: {
    fallbackNote: 'none: the traveller is told the details follow by email',
    description:
      'the account a deposit is transferred to (bank, account name and number, SWIFT/BIC), as the booking answer and its email show it; \\n starts a new line',
  },
} satisfies Record<string, Setting>;

const PAGES = {
  SITE_URL: {
    fallbackNote: 'PUBLIC_URL, else http://localhost:5000',
    description:
      'the public origin the server writes into canonical links, social cards, JSON-LD, the sitemap and robots.txt (read at start, no rebuild)',
  },
} satisfies Record<string, Setting>;

export type SettingName =
  keyof typeof SERVER | keyof typeof TOUR_BOOKINGS | keyof typeof BACKUPS | keyof typeof PAGES;

export const SETTINGS: Readonly<Record<SettingName, Setting>> = {
  ...SERVER,
  ...TOUR_BOOKINGS,
  ...BACKUPS,
  ...PAGES,
};

/** The settings as .env.example and docs/configuration.md group them. */
export const SETTING_GROUPS: readonly { title: string; names: readonly SettingName[] }[] = [
  { title: 'The server', names: Object.keys(SERVER) as (keyof typeof SERVER)[] },
  {
    title: 'Tours booked online',
    names: Object.keys(TOUR_BOOKINGS) as (keyof typeof TOUR_BOOKINGS)[],
  },
  {
    title: 'Backups (npm run backup, npm run backup:schedule, npm run restore -- s3:…)',
    names: Object.keys(BACKUPS) as (keyof typeof BACKUPS)[],
  },
  { title: "The pages' public origin", names: Object.keys(PAGES) as (keyof typeof PAGES)[] },
];

/** A setting's value: the environment's, else its default ('' when it has none). */
export function settingValue(env: Record<string, string | undefined>, name: SettingName): string {
  return env[name] || SETTINGS[name].fallback || '';
}
