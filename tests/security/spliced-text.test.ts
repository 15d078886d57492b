import { restAlbums, tourGuide, validAlbum, valueOfOutcome } from '../server/support/albums';
import { request } from '../server/support/http';
import { png } from '../server/support/images';

/**
 * Text a tour guide writes is spliced into the server-written page head and the sitemap: the
 * replacement patterns of String.replace (`$'`, `` $` ``, `$&`, `$$`) must stay plain text.
 */
const PATTERNS = "Sigiriya $' $` $& $$ $1 end";

test("an album page's head holds the title as written, and the page once", async () => {
  const guide = await tourGuide();
  const album = valueOfOutcome(
    await restAlbums.create(guide.token, validAlbum({ title: PATTERNS, description: PATTERNS })),
  );

  const page = await request('GET', `/showcase/album/${album.id}`);

  expect(page.status).toBe(200);
  expect(page.text).toContain(`<title>${escaped(PATTERNS)} | Serendib Trails</title>`);
  expect(page.text).toContain(`<meta name="description" content="${escaped(PATTERNS)}" />`);
  expect(page.text.match(/<!doctype html>/gi)).toHaveLength(1);
  expect(page.text.match(/<\/html>/g)).toHaveLength(1);
  expect(page.text.match(/<div id="root">/g)).toHaveLength(1);
});

test('the sitemap holds a caption as written, and each part once', async () => {
  const guide = await tourGuide();
  const album = valueOfOutcome(await restAlbums.create(guide.token, validAlbum()));
  await restAlbums.upload(guide.token, album.id, [{ bytes: await png() }], [PATTERNS]);

  const sitemap = await request('GET', '/sitemap.xml');

  expect(sitemap.status).toBe(200);
  expect(sitemap.text).toContain(`<image:title>${escaped(PATTERNS)}</image:title>`);
  expect(sitemap.text.match(/<urlset/g)).toHaveLength(1);
  expect(sitemap.text.match(/<\/urlset>/g)).toHaveLength(1);
  expect(sitemap.text.trimEnd().endsWith('</urlset>')).toBe(true);
});

/** As the server escapes text for HTML and XML (named references; `'` has none in HTML 4). */
function escaped(text: string): string {
  const references: Record<string, string> = {
    '&': '&amp;',
    '<': '&lt;',
    '>': '&gt;',
    '"': '&quot;',
    "'": '&#39;',
  };
  return text.replace(/[&<>"']/g, (character) => references[character]);
}
