import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { readBody } from './stand-in-http';

/**
 * A local stand-in of Stripe's API and Checkout, as Stripe documents them (docs.stripe.com, "API
 * reference: Checkout Sessions" and "Check the webhook signatures"): `POST /v1/checkout/sessions`
 * (a form body, the secret key as Bearer, an Idempotency-Key that answers the same session again)
 * gives a session with the address of its payment page; paid there, a `checkout.session.completed`
 * event goes to the webhook endpoint, signed `Stripe-Signature: t=<unix time>,v1=<HMAC-SHA256 of
 * "<t>.<body>" with the endpoint's secret, hex>`, `notifyTimes` times, and the browser goes to the
 * session's success_url (its cancel_url when the payer gives up).
 */
export interface StripeStandIn {
  /** For STRIPE_API_URL. */
  apiUrl: string;
  secretKey: string;
  webhookSecret: string;
  /** The webhook endpoint, as set in Stripe's dashboard: the shop's address, once it runs. */
  endpoint: string;
  /** Every Checkout Session made, by id. */
  sessions: Map<string, Session>;
  /** Every event sent, with the shop's answer. */
  deliveries: { body: string; status: number }[];
  /** Every refund made, once per Idempotency-Key. */
  refunds: { id: string; payment_intent: string; amount: number }[];
  /** Set: refunds are refused (the charge was disputed, say). */
  refuseRefunds: boolean;
  /**
   * Sends `session`'s completed event, signed as Stripe signs it, unless `forge` changes its body
   * after signing, signs it with another secret, or sends another signature header.
   */
  deliver(session: Session, forge?: Forgery): Promise<number>;
  close(): Promise<void>;
}

export interface Forgery {
  body?: (signed: string) => string;
  secret?: string;
  header?: string;
}

export interface Session {
  id: string;
  object: 'checkout.session';
  mode: string;
  status: 'open' | 'complete';
  payment_status: 'unpaid' | 'paid';
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  customer_email: string | null;
  locale: string | null;
  metadata: Record<string, string>;
  payment_intent: string | null;
  success_url: string;
  cancel_url: string;
  url: string;
}

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;

function json(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
  res.end(JSON.stringify(body));
}

export async function startStripeStandIn({ notifyTimes = 2 } = {}): Promise<StripeStandIn> {
  const secretKey = id('sk');
  const webhookSecret = `whsec_${randomBytes(24).toString('hex')}`;
  const sessions = new Map<string, Session>();
  const byIdempotencyKey = new Map<string, Session>();
  const refundsByKey = new Map<string, StripeStandIn['refunds'][number]>();
  const deliveries: StripeStandIn['deliveries'] = [];
  let base = '';

  const standIn: StripeStandIn = {
    apiUrl: '',
    secretKey,
    webhookSecret,
    endpoint: '',
    sessions,
    deliveries,
    refunds: [],
    refuseRefunds: false,
    async deliver(session, forge = {}) {
      const event = {
        id: id('evt'),
        object: 'event',
        api_version: '2026-10-28.endive',
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type: 'checkout.session.completed',
        data: { object: session },
      };
      const signed = JSON.stringify(event);
      const time = Math.floor(Date.now() / 1000);
      const signature = createHmac('sha256', forge.secret ?? webhookSecret)
        .update(`${time}.${signed}`)
        .digest('hex');
      const body = forge.body?.(signed) ?? signed;
      const response = await fetch(standIn.endpoint, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'stripe-signature': forge.header ?? `t=${time},v1=${signature}`,
        },
        body,
      });
      await response.text();
      deliveries.push({ body, status: response.status });
      return response.status;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  /** The API's part: a session made, as Stripe makes one from the form its client sends. */
  async function createSession(req: http.IncomingMessage, res: http.ServerResponse) {
    if (req.headers.authorization !== `Bearer ${secretKey}`) {
      return json(res, 401, {
        error: { type: 'invalid_request_error', message: 'Invalid API Key provided' },
      });
    }
    const form = new URLSearchParams(await readBody(req));
    const key = String(req.headers['idempotency-key'] ?? '');
    const earlier = key && byIdempotencyKey.get(key);
    if (earlier) return json(res, 200, earlier);
    const quantity = Number(form.get('line_items[0][quantity]') ?? 1);
    const unitAmount = Number(form.get('line_items[0][price_data][unit_amount]'));
    const sessionId = id('cs');
    const metadata: Record<string, string> = {};
    for (const [name, value] of form) {
      const field = /^metadata\[(\w+)\]$/.exec(name)?.[1];
      if (field) metadata[field] = value;
    }
    const session: Session = {
      id: sessionId,
      object: 'checkout.session',
      mode: form.get('mode') ?? 'payment',
      status: 'open',
      payment_status: 'unpaid',
      amount_total: quantity * unitAmount,
      currency: form.get('line_items[0][price_data][currency]') ?? 'usd',
      client_reference_id: form.get('client_reference_id'),
      customer_email: form.get('customer_email'),
      locale: form.get('locale'),
      metadata,
      payment_intent: null,
      success_url: form.get('success_url') ?? '',
      cancel_url: form.get('cancel_url') ?? '',
      url: `${base}/c/pay/${sessionId}`,
    };
    sessions.set(sessionId, session);
    if (key) byIdempotencyKey.set(key, session);
    json(res, 200, session);
  }

  /** A refund of a PaymentIntent, made once per Idempotency-Key. */
  async function createRefund(req: http.IncomingMessage, res: http.ServerResponse) {
    if (req.headers.authorization !== `Bearer ${secretKey}`) {
      return json(res, 401, {
        error: { type: 'invalid_request_error', message: 'Invalid API Key provided' },
      });
    }
    const form = new URLSearchParams(await readBody(req));
    if (standIn.refuseRefunds) {
      return json(res, 400, {
        error: {
          type: 'invalid_request_error',
          code: 'charge_disputed',
          message: 'Charge has been disputed.',
        },
      });
    }
    const key = String(req.headers['idempotency-key'] ?? '');
    const earlier = key && refundsByKey.get(key);
    if (earlier) return json(res, 200, earlier);
    const refund = {
      id: id('re'),
      object: 'refund',
      amount: Number(form.get('amount')),
      currency: 'usd',
      payment_intent: form.get('payment_intent') ?? '',
      status: 'succeeded',
    };
    standIn.refunds.push(refund);
    if (key) refundsByKey.set(key, refund);
    json(res, 200, refund);
  }

  /** The hosted payment page, and paying on it. */
  async function payPage(req: http.IncomingMessage, res: http.ServerResponse, session: Session) {
    if (req.method === 'POST') {
      await readBody(req);
      Object.assign(session, {
        status: 'complete',
        payment_status: 'paid',
        payment_intent: id('pi'),
      });
      for (let time = 0; time < notifyTimes; time++) await standIn.deliver(session);
      res.writeHead(303, {
        location: session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id),
      });
      res.end();
      return;
    }
    const amount = `${(session.amount_total / 100).toFixed(2)} ${session.currency.toUpperCase()}`;
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Stripe Checkout</title></head>
<body><h1>Stripe Checkout</h1><p>${session.customer_email ?? ''}</p>
<form method="post"><button type="submit">Pay ${amount}</button></form>
<p><a href="${session.cancel_url}">Back</a></p></body></html>`);
  }

  const server = http.createServer((req, res) => {
    void (async () => {
      const path = new URL(req.url ?? '/', 'http://stand-in').pathname;
      if (path === '/v1/checkout/sessions' && req.method === 'POST') return createSession(req, res);
      if (path === '/v1/refunds' && req.method === 'POST') return createRefund(req, res);
      const session = sessions.get(/^\/c\/pay\/(\w+)$/.exec(path)?.[1] ?? '');
      if (session) return payPage(req, res, session);
      json(res, 404, {
        error: { type: 'invalid_request_error', message: 'Unrecognized request URL' },
      });
    })().catch((error: Error) => json(res, 500, { error: { message: error.message } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  standIn.apiUrl = base;
  return standIn;
}
