const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * Text made safe inside HTML or XML, in element content and in quoted attribute values alike
 * (`'` as a number: HTML 4 has no name for it). The server's pages, sitemap and emails and the
 * prerendered pages all write text through this.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character]);
}
