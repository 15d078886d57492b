import { randomBytes } from 'node:crypto';
import { escapeHtml } from '@lanka-tours/shared/escape-html';
import type { SiteLanguage } from '@lanka-tours/shared/site-languages';
import { i18nFor } from '../../common/i18n';

/** A page that posts a signed form to a payment provider, and the policy it is sent under. */
export interface CheckoutPage {
  html: string;
  contentSecurityPolicy: string;
}

/**
 * The page between the site and a provider's checkout that takes a form post: it posts the form
 * at once, and shows its button to a browser that runs no script. Its policy lets it run its own
 * script and post only to the provider.
 */
export function checkoutPage(
  form: { action: string; fields: Record<string, string> },
  language: SiteLanguage,
): CheckoutPage {
  const i18n = i18nFor(language);
  const nonce = randomBytes(16).toString('base64');
  const inputs = Object.entries(form.fields)
    .map(
      ([name, value]) =>
        `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
    )
    .join('\n    ');
  const html = `<!doctype html>
<html lang="${language}">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="robots" content="noindex">
  <title>${escapeHtml(i18n._('Paying the deposit'))}</title>
  <style nonce="${nonce}">
    body { font: 16px/1.5 system-ui, sans-serif; margin: 0; display: grid; place-items: center;
      min-height: 100vh; color: #1d2b27; background: #f6f4ef; }
    form { text-align: center; padding: 2rem; }
    button { font: inherit; padding: .75rem 1.5rem; border: 0; border-radius: .5rem;
      background: #0b5d4b; color: #fff; cursor: pointer; }
  </style>
</head>
<body>
  <form id="checkout" method="post" action="${escapeHtml(form.action)}">
    <p>${escapeHtml(i18n._('Taking you to the secure payment page…'))}</p>
    ${inputs}
    <button type="submit">${escapeHtml(i18n._('Continue to payment'))}</button>
  </form>
  <script nonce="${nonce}">document.getElementById('checkout').submit();</script>
</body>
</html>
`;
  const contentSecurityPolicy = [
    "default-src 'none'",
    `script-src 'nonce-${nonce}'`,
    `style-src 'nonce-${nonce}'`,
    `form-action ${new URL(form.action).origin}`,
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
  return { html, contentSecurityPolicy };
}
