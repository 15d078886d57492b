/**
 * Mail clients turn what looks like a web address, an email address or a network path into a
 * link, in the plain-text part and in the HTML part alike. Text a stranger typed, quoted in an
 * email to an address that stranger chose, must not become one: the email would carry their link
 * with our name on it. So the signs auto-linkers look for are broken the way security reports
 * quote dangerous addresses (hxxp[:]//example[.]com, name[@]example[.]com), which people still
 * read.
 */
const LINK_SIGNS: [RegExp, string][] = [
  // Every scheme of the web (http, https) loses the word auto-linkers start from.
  [/(h)tt(p)/giu, '$1xx$2'],
  // Any other scheme (ftp://, file://) loses its separator.
  [/:(?=[/\\]{2})/gu, '[:]'],
  // A dot between labels (example.com, www.example, 192.168.0.1, пример.рф); the ideographic
  // full stop counts, as it does in internationalised domain names.
  [/[.\u3002](?=[\p{L}\p{N}\p{M}])/gu, '[.]'],
  [/@/gu, '[@]'],
  // A Windows network path (\\host\share), which Outlook links.
  [/\\{2,}/gu, '[$&]'],
];

/**
 * The text with no link left in it. Lookalikes are made plain first (NFKC: a fullwidth dot or
 * at-sign becomes a plain one) and invisible characters go (zero-width spaces, joiners and
 * direction marks), so none can hide a sign from these rules while a client still reads the link.
 */
export function inertText(text: string): string {
  let inert = text.normalize('NFKC').replace(/\p{Cf}/gu, '');
  for (const [pattern, replacement] of LINK_SIGNS) inert = inert.replace(pattern, replacement);
  return inert;
}
