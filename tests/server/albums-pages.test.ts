import { restAlbums, tourGuide, validAlbum, valueOfOutcome } from './support/albums';
import { request } from './support/http';
import { png } from './support/images';

/** Album pages come from the database: crawlers and link previews get their head from the server. */
describe('album pages for search engines and link previews', () => {
  test("an album's page in French is canonical to itself, with its address in every language", async () => {
    const guide = await tourGuide();
    const album = valueOfOutcome(await restAlbums.create(guide.token, validAlbum()));
    const path = `/showcase/album/${album.id}`;

    const page = await request('GET', `/fr${path}`);

    expect(page.status).toBe(200);
    expect(page.text).toContain('<html lang="fr"');
    expect(page.text).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"]+/fr${path}"`));
    expect(page.text).toContain('<meta property="og:locale" content="fr_FR" />');
    const alternates = [
      ...page.text.matchAll(/hreflang="([^"]+)" href="https?:\/\/[^/]+([^"]+)"/g),
    ];
    expect(alternates.map(([, hreflang, href]) => `${hreflang} ${href}`)).toEqual([
      `en ${path}`,
      `de /de${path}`,
      `fr /fr${path}`,
      `ru /ru${path}`,
      `zh-Hans /zh${path}`,
      `x-default ${path}`,
    ]);
  });

  test("an album's page carries its title, description, canonical URL and og:image", async () => {
    const guide = await tourGuide();
    const fields = validAlbum({ title: 'Ella & the <Nine Arch> Bridge' });
    const album = valueOfOutcome(await restAlbums.create(guide.token, fields));
    const withPhoto = valueOfOutcome(
      await restAlbums.upload(guide.token, album.id, [{ bytes: await png() }], ['Dawn train']),
    );

    const page = await request('GET', `/showcase/album/${album.id}`);

    expect(page.status).toBe(200);
    expect(page.text).toContain(
      '<title>Ella &amp; the &lt;Nine Arch&gt; Bridge | Serendib Trails</title>',
    );
    expect(page.text).toContain(`content="${fields.description}"`);
    expect(page.text).toMatch(
      new RegExp(`<link rel="canonical" href="https?://[^"]+/showcase/album/${album.id}"`),
    );
    expect(page.text).toMatch(
      new RegExp(`<meta property="og:image" content="https?://[^"]+${withPhoto.coverImage}"`),
    );
    // The page itself is rendered too, so a crawler without JavaScript reads the album.
    expect(page.text).toMatch(
      /<div id="root">.*Ella &amp; the &lt;Nine Arch&gt; Bridge.*Dawn train/s,
    );
  });

  test.each(['/showcase/album/00000000-0000-4000-8000-000000000000', '/showcase/album/xyz'])(
    '%s, an album that does not exist, answers 404 and is not indexed',
    async (target) => {
      const page = await request('GET', target);

      expect(page.status).toBe(404);
      expect(page.text).toContain('<meta name="robots" content="noindex, follow" />');
      expect(page.text).not.toContain('rel="canonical"');
      // The album page itself says so.
      expect(page.text).toMatch(/<div id="root">.*Album not found/s);
    },
  );

  test('the sitemap lists every album in every language with its photos', async () => {
    const guide = await tourGuide();
    const album = valueOfOutcome(await restAlbums.create(guide.token, validAlbum()));
    const withPhoto = valueOfOutcome(
      await restAlbums.upload(guide.token, album.id, [{ bytes: await png() }], ['Lion Gate']),
    );

    const sitemap = await request('GET', '/sitemap.xml');

    expect(sitemap.status).toBe(200);
    expect(sitemap.text).toMatch(
      new RegExp(`<loc>https?://[^<]+/showcase/album/${album.id}</loc>`),
    );
    expect(sitemap.text).toContain(`${withPhoto.images[0].url}</image:loc>`);
    expect(sitemap.text).toContain('<image:title>Lion Gate</image:title>');
    expect(sitemap.text).toMatch(
      new RegExp(`<loc>https?://[^<]+/zh/showcase/album/${album.id}</loc>`),
    );
    expect(sitemap.text).toMatch(
      new RegExp(
        `<xhtml:link rel="alternate" hreflang="ru" href="[^"]+/ru/showcase/album/${album.id}"`,
      ),
    );
    expect(sitemap.text.match(/<loc>https?:\/\/[^/<]+\/showcase<\/loc>/g)).toHaveLength(1);
  });
});
