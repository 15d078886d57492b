import { Router } from 'express';
import type { Repository } from 'typeorm';
import { AppError } from '../../common/errors';
import { isUuid } from '../../common/ids';
import { escapeHtml } from '@lanka-tours/shared/escape-html';
import type { OutboxMessage } from './outbox.entity';

/** The address of a queued message's preview, outside production only. */
export function mailPreviewUrl(publicUrl: string, messageId: string): string {
  return `${publicUrl}/dev/mail/${messageId}`;
}

/**
 * The email in a sandboxed frame (no scripts; links open in the page itself), with its envelope
 * above and its plain-text version below.
 */
function previewPage(message: OutboxMessage, from: string): string {
  const frame = message.html.replace(/<head>/i, '<head><base target="_top">');
  const to = message.toName ? `${message.toName} <${message.toAddress}>` : message.toAddress;
  const envelope: [string, string][] = [
    ['From', from],
    ['To', to],
    ...(message.replyTo ? ([['Reply-To', message.replyTo]] as [string, string][]) : []),
    ['Subject', message.subject],
    ['Queued', message.createdAt.toISOString()],
    ['Delivery', `${message.status} after ${message.attempts} attempt(s)`],
  ];
  const rows = envelope
    .map(([label, value]) => `<tr><th>${label}</th><td>${escapeHtml(value)}</td></tr>`)
    .join('');
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Email preview: ${escapeHtml(message.subject)}</title>
<style>
body{margin:0;font-family:system-ui,sans-serif;background:#eef2f0;color:#1d2b27}
header{padding:16px 24px;background:#fff;border-bottom:1px solid #d5dfdb}
h1{margin:0 0 8px;font-size:18px}th{text-align:left;padding:2px 12px 2px 0;color:#4a5a55;font-weight:600}
iframe{display:block;width:100%;height:640px;border:0;background:#fff}
pre{margin:0;padding:16px 24px;white-space:pre-wrap;background:#fff;border-top:1px solid #d5dfdb}
h2{margin:0;padding:16px 24px 0;font-size:16px}
</style></head>
<body>
<header><h1>Email preview</h1><table>${rows}</table></header>
<main>
<iframe title="HTML version" sandbox="allow-top-navigation-by-user-activation allow-popups" srcdoc="${escapeHtml(frame)}"></iframe>
<h2>Text version</h2>
<pre>${escapeHtml(message.text)}</pre>
</main>
</body>
</html>`;
}

/** GET /dev/mail/:id: how a queued email looks, when no real mailbox is at hand. */
export function mailPreviewRoutes(outbox: Repository<OutboxMessage>, from: string): Router {
  const router = Router();
  router.get('/:id', async (req, res) => {
    const message = isUuid(req.params.id) ? await outbox.findOneBy({ id: req.params.id }) : null;
    if (!message) throw new AppError('NOT_FOUND');
    res
      .setHeader(
        'Content-Security-Policy',
        "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-src 'self'",
      )
      .setHeader('Cache-Control', 'no-store')
      .type('html')
      .send(previewPage(message, from));
  });
  return router;
}
