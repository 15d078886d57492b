import { settingValue } from './config-settings';

type Env = Record<string, string | undefined>;

export interface PayHereConfig {
  merchantId: string;
  merchantSecret: string;
  checkoutUrl: string;
}

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  /** Stripe's API: https://api.stripe.com, or a local stand-in in tests. */
  apiUrl: string;
}

/** The online payment providers set, and the one new bookings are paid by (else a transfer). */
export interface PaymentConfig {
  payHere?: PayHereConfig;
  stripe?: StripeConfig;
  provider: 'bank-transfer' | 'payhere' | 'stripe';
}

/** https, or http on this machine only (a stand-in in tests): secrets never cross a network bare. */
const SAFE_URL = /^(https:\/\/|http:\/\/(127\.0\.0\.1|localhost)[:/])/;

/** Two settings that are set together, or neither; undefined when neither is. */
function pair(env: Env, names: [string, string], problems: string[]): [string, string] | undefined {
  const [first, second] = names.map((name) => env[name]?.trim());
  if (!first && !second) return undefined;
  if (!first || !second) {
    problems.push(`${names[0]} and ${names[1]} are set together`);
    return undefined;
  }
  return [first, second];
}

function readPayHere(env: Env, problems: string[]): PayHereConfig | undefined {
  const secrets = pair(env, ['PAYHERE_MERCHANT_ID', 'PAYHERE_MERCHANT_SECRET'], problems);
  if (!secrets) return undefined;
  const checkoutUrl = env.PAYHERE_CHECKOUT_URL?.trim() || settingValue({}, 'PAYHERE_CHECKOUT_URL');
  if (!SAFE_URL.test(checkoutUrl))
    problems.push('PAYHERE_CHECKOUT_URL must be an https:// address');
  return { merchantId: secrets[0], merchantSecret: secrets[1], checkoutUrl };
}

function readStripe(env: Env, problems: string[]): StripeConfig | undefined {
  const secrets = pair(env, ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'], problems);
  if (!secrets) return undefined;
  const apiUrl = env.STRIPE_API_URL?.trim() || settingValue({}, 'STRIPE_API_URL');
  if (!SAFE_URL.test(apiUrl)) problems.push('STRIPE_API_URL must be an https:// address');
  if (!/^(sk|rk)_(test|live)_\w+$/.test(secrets[0])) {
    problems.push('STRIPE_SECRET_KEY must be a secret key (sk_live_… or sk_test_…)');
  }
  if (!secrets[1].startsWith('whsec_')) {
    problems.push('STRIPE_WEBHOOK_SECRET must be a webhook signing secret (whsec_…)');
  }
  return { secretKey: secrets[0], webhookSecret: secrets[1], apiUrl };
}

/**
 * The payment settings: PayHere, Stripe or both may be set; PAYMENT_PROVIDER chooses the one new
 * bookings are paid by, and may be left out when only one is set. With none, bank transfer.
 */
export function readPaymentConfig(env: Env, problems: string[]): PaymentConfig {
  const payHere = readPayHere(env, problems);
  const stripe = readStripe(env, problems);
  const set = [payHere && 'payhere', stripe && 'stripe'].filter(Boolean) as (
    'payhere' | 'stripe'
  )[];
  const asked = env.PAYMENT_PROVIDER?.trim();
  if (!asked) {
    if (set.length > 1)
      problems.push('PAYMENT_PROVIDER must say which of payhere and stripe to use');
    return { payHere, stripe, provider: set[0] ?? 'bank-transfer' };
  }
  if (asked !== 'bank-transfer' && !set.includes(asked as 'payhere' | 'stripe')) {
    problems.push(
      `PAYMENT_PROVIDER is ${asked}, which is not set (bank-transfer, or one set of ${set.join(', ') || 'none'})`,
    );
    return { payHere, stripe, provider: 'bank-transfer' };
  }
  return { payHere, stripe, provider: asked as PaymentConfig['provider'] };
}
