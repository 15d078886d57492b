import type { I18n } from '@lingui/core';
import { i18nFor } from '../../common/i18n';
import { BRAND_NAME } from '@lanka-tours/shared/brand';
import { escapeHtml } from '@lanka-tours/shared/escape-html';
import {
  LANGUAGE_TAGS,
  languageBase,
  pathInLanguage,
  type SiteLanguage,
} from '@lanka-tours/shared/site-languages';

export interface EmailContent {
  /** The line mail clients show after the subject. */
  preheader: string;
  heading: string;
  /** Plain text, escaped here: callers never build HTML from what people typed. */
  paragraphs: string[];
  /** A page of the site by its path (`/profile`), linked in the email's language. */
  action?: { label: string; page: string };
  /** Label and value pairs, e.g. the details of a request. */
  details?: [string, string][];
  /** Smaller print under the action. */
  footnotes?: string[];
}

const GREEN = '#0b5d4b';
const GOLD = '#f4b942';
const INK = '#1d2b27';
const MUTED = '#5a6b66';

const BODY_TEXT = `margin:0 0 16px;color:${INK};font-size:16px;line-height:1.6`;
const SMALL_PRINT = `margin:0 0 12px;color:${MUTED};font-size:14px;line-height:1.5`;

function paragraph(text: string, style = BODY_TEXT): string {
  return `<p style="${style}">${escapeHtml(text)}</p>`;
}

/** Where an email is read: the site's address (PUBLIC_URL) and the reader's language. */
export interface Readership {
  siteUrl: string;
  language: SiteLanguage;
}

/**
 * A page of the site as the reader's language has it, so a link opens the page in the email's
 * language: `/reset-password/…` is `…/fr/reset-password/…` in French, and the home page is the
 * site's own address (`…/fr`); English pages have no prefix.
 */
function pageLink({ siteUrl, language }: Readership, page: string): string {
  return siteUrl + (page === '/' ? languageBase(language) : pathInLanguage(page, language));
}

function actionButton(i18n: I18n, label: string, url: string): string {
  const href = escapeHtml(url);
  const fallback = escapeHtml(
    i18n._('If the button does not work, copy this address into your browser:'),
  );
  return `<p style="margin:24px 0"><a href="${href}" style="display:inline-block;padding:12px 24px;border-radius:6px;background:${GREEN};color:#ffffff;font-weight:bold;font-size:16px;text-decoration:none">${escapeHtml(label)}</a></p>
<p style="margin:0 0 16px;color:${MUTED};font-size:13px;line-height:1.5">${fallback}<br><a href="${href}" style="color:${GREEN};word-break:break-all">${href}</a></p>`;
}

function detailRows(details: [string, string][]): string {
  const rows = details
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:6px 12px 6px 0;color:${MUTED};font-weight:normal;vertical-align:top">${escapeHtml(label)}</th><td style="padding:6px 0;color:${INK};white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  return `<table role="presentation" style="margin:0 0 16px;border-collapse:collapse;font-size:15px">${rows}</table>`;
}

/** The brand and its trade, under every email. */
const signature = (i18n: I18n) =>
  i18n._('{brand} · Guided tours of Sri Lanka', { brand: BRAND_NAME });

function html(content: EmailContent, readers: Readership, i18n: I18n): string {
  const home = escapeHtml(pageLink(readers, '/'));
  const body = [
    ...content.paragraphs.map((text) => paragraph(text)),
    content.details ? detailRows(content.details) : '',
    content.action
      ? actionButton(i18n, content.action.label, pageLink(readers, content.action.page))
      : '',
    ...(content.footnotes ?? []).map((text) => paragraph(text, SMALL_PRINT)),
  ].join('\n');
  return `<!doctype html>
<html lang="${LANGUAGE_TAGS[i18n.locale as SiteLanguage]}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.heading)}</title></head>
<body style="margin:0;padding:0;background:#f5f8f6;font-family:Arial,Helvetica,sans-serif">
<span style="display:none;max-height:0;overflow:hidden">${escapeHtml(content.preheader)}</span>
<table role="presentation" width="100%" style="border-collapse:collapse;background:#f5f8f6"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" style="max-width:560px;border-collapse:collapse;background:#ffffff;border-top:4px solid ${GOLD};border-radius:8px">
<tr><td style="padding:20px 32px;background:${GREEN};color:#ffffff;font-size:20px;font-weight:bold">${escapeHtml(BRAND_NAME)}</td></tr>
<tr><td style="padding:32px">
<h1 style="margin:0 0 20px;color:${INK};font-size:22px">${escapeHtml(content.heading)}</h1>
${body}
</td></tr>
<tr><td style="padding:16px 32px;border-top:1px solid #e7eeeb;color:${MUTED};font-size:13px">${escapeHtml(signature(i18n))} · <a href="${home}" style="color:${GREEN}">${home}</a></td></tr>
</table>
</td></tr></table>
</body>
</html>`;
}

function text(content: EmailContent, readers: Readership, i18n: I18n): string {
  const { action } = content;
  const parts = [
    BRAND_NAME,
    '',
    content.heading,
    '',
    ...content.paragraphs.flatMap((line) => [line, '']),
    ...(content.details ?? []).map(([label, value]) => `${label}: ${value}`),
    ...(content.details ? [''] : []),
    ...(action ? [`${action.label}: ${pageLink(readers, action.page)}`, ''] : []),
    ...(content.footnotes ?? []).flatMap((line) => [line, '']),
    '--',
    `${signature(i18n)} · ${pageLink(readers, '/')}`,
  ];
  return `${parts.join('\n')}\n`;
}

/**
 * The brand's email: the HTML version and the plain-text version of the same content, with the
 * layout's own words in the readers' language (the content comes written in it) and every link
 * to a page of the site in that language.
 */
export function renderEmail(
  content: EmailContent,
  readers: Readership,
): { html: string; text: string } {
  const i18n = i18nFor(readers.language);
  return { html: html(content, readers, i18n), text: text(content, readers, i18n) };
}
