import { createHash, randomInt } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { readBody } from './stand-in-http';

/**
 * A local stand-in of PayHere Checkout, as PayHere's documentation describes it
 * (support.payhere.lk, "Checkout API"): the shop's page posts a form to `/pay/checkout`, signed
 * `hash = MD5(merchant_id + order_id + amount + currency + MD5(secret))` in upper-case hex; the
 * payer pays or cancels; PayHere posts the outcome to `notify_url` as a form signed
 * `md5sig = MD5(merchant_id + order_id + payhere_amount + payhere_currency + status_code +
 * MD5(secret))`, and sends the browser to `return_url` (or `cancel_url`). PayHere may notify more
 * than once; this one notifies `notifyTimes` times.
 */
export interface PayHereStandIn {
  /** `…/pay/checkout`, for PAYHERE_CHECKOUT_URL. */
  checkoutUrl: string;
  merchantId: string;
  merchantSecret: string;
  /** Every checkout form a browser posted, as posted. */
  checkouts: Record<string, string>[];
  /** Every notification sent, with the shop's answer. */
  notifications: { body: Record<string, string>; status: number }[];
  /** Posts a notification to the checkout's notify_url, as PayHere signs it unless `forge` changes it. */
  notify(
    checkout: Record<string, string>,
    change?: { status?: string; amount?: string; forge?: (body: Record<string, string>) => void },
  ): Promise<number>;
  close(): Promise<void>;
}

const md5 = (text: string) => createHash('md5').update(text).digest('hex').toUpperCase();

const REQUIRED = [
  'merchant_id',
  'return_url',
  'cancel_url',
  'notify_url',
  'order_id',
  'items',
  'currency',
  'amount',
  'first_name',
  'last_name',
  'email',
  'phone',
  'address',
  'city',
  'country',
  'hash',
];

async function readForm(req: http.IncomingMessage): Promise<Record<string, string>> {
  return Object.fromEntries(new URLSearchParams(await readBody(req)));
}

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head>
<body><h1>${title}</h1>${body}</body></html>`;
}

export async function startPayHereStandIn({ notifyTimes = 2 } = {}): Promise<PayHereStandIn> {
  const merchantId = String(1_200_000 + randomInt(99_999));
  const merchantSecret = `stand-in-secret-${randomInt(1e9)}`;
  const checkouts: Record<string, string>[] = [];
  const notifications: PayHereStandIn['notifications'] = [];
  const signed = (fields: string) => md5(`${merchantId}${fields}${md5(merchantSecret)}`);

  async function notify(
    checkout: Record<string, string>,
    change: Parameters<PayHereStandIn['notify']>[1] = {},
  ): Promise<number> {
    const status = change.status ?? '2';
    const amount = change.amount ?? checkout.amount;
    const body: Record<string, string> = {
      merchant_id: merchantId,
      order_id: checkout.order_id,
      payment_id: checkout.payment_id,
      payhere_amount: amount,
      payhere_currency: checkout.currency,
      status_code: status,
      md5sig: signed(`${checkout.order_id}${amount}${checkout.currency}${status}`),
      status_message: status === '2' ? 'Successfully completed the payment.' : 'Not paid.',
      method: 'VISA',
      card_holder_name: `${checkout.first_name} ${checkout.last_name}`,
      card_no: '************1292',
    };
    change.forge?.(body);
    const response = await fetch(checkout.notify_url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(body).toString(),
    });
    await response.text();
    notifications.push({ body, status: response.status });
    return response.status;
  }

  const server = http.createServer((req, res) => {
    void (async () => {
      const form = req.method === 'POST' ? await readForm(req) : {};
      if (req.url === '/pay/checkout' && req.method === 'POST') {
        const missing = REQUIRED.filter((name) => !form[name]);
        const expected = signed(`${form.order_id}${form.amount}${form.currency}`);
        if (missing.length || form.merchant_id !== merchantId || form.hash !== expected) {
          res.writeHead(400, { 'content-type': 'text/html' });
          res.end(page('Unauthorized payment request', `<p>${missing.join(', ')}</p>`));
          return;
        }
        const checkout = { ...form, payment_id: String(320_000_000_000 + randomInt(1e9)) };
        checkouts.push(checkout);
        const id = checkouts.length - 1;
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end(
          page(
            'PayHere',
            `<p>${escape(form.items)}</p><p>${form.currency} ${form.amount}</p>
<form method="post" action="/pay/complete"><input type="hidden" name="id" value="${id}">
<button type="submit">Pay ${form.currency} ${form.amount}</button></form>
<p><a href="${escape(form.cancel_url)}">Cancel payment</a></p>`,
          ),
        );
        return;
      }
      if (req.url === '/pay/complete' && req.method === 'POST') {
        const checkout = checkouts[Number(form.id)];
        for (let time = 0; time < notifyTimes; time++) await notify(checkout);
        const back = new URL(checkout.return_url);
        back.searchParams.set('order_id', checkout.order_id);
        res.writeHead(302, { location: back.toString() });
        res.end();
        return;
      }
      res.writeHead(404).end();
    })().catch((error: Error) => res.writeHead(500).end(error.message));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    checkoutUrl: `http://127.0.0.1:${port}/pay/checkout`,
    merchantId,
    merchantSecret,
    checkouts,
    notifications,
    notify,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
