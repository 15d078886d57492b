import { PDFArray, PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import { baseUrl } from './support/test-env';

/**
 * The company letterhead in each of the site's languages, as Home offers it: named in that
 * language, and carrying the fonts that write its words, so any reader shows them.
 */
const LETTERHEADS = [
  ['en', '/letterhead.pdf', 'Serendib Trails – Our official letterhead'],
  ['de', '/letterhead.de.pdf', 'Serendib Trails – Unser offizieller Briefkopf'],
  ['fr', '/letterhead.fr.pdf', 'Serendib Trails – Notre papier à en-tête officiel'],
  ['ru', '/letterhead.ru.pdf', 'Serendib Trails – Наш официальный фирменный бланк'],
  ['zh', '/letterhead.zh.pdf', 'Serendib Trails – 我们的官方信笺'],
];

/** Each font the page writes with, by name, and whether the file carries its letters. */
function fontsOf(pdf: PDFDocument): Record<string, boolean> {
  const fonts = pdf.getPage(0).node.Resources()!.lookup(PDFName.of('Font'), PDFDict);
  const carried = (font: PDFDict): boolean => {
    const descendants = font.lookupMaybe(PDFName.of('DescendantFonts'), PDFArray);
    const described = descendants ? descendants.lookup(0, PDFDict) : font;
    const descriptor = described.lookupMaybe(PDFName.of('FontDescriptor'), PDFDict);
    return Boolean(descriptor?.has(PDFName.of('FontFile2')));
  };
  return Object.fromEntries(
    fonts.values().map((reference) => {
      const font = pdf.context.lookup(reference, PDFDict);
      const name = font.lookup(PDFName.of('BaseFont'), PDFName).decodeText();
      return [name.replace(/^[A-Z]{6}\+/, ''), carried(font)];
    }),
  );
}

test.each(LETTERHEADS)('the %s letterhead is in its language', async (language, path, title) => {
  const response = await fetch(`${baseUrl()}${path}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  const pdf = await PDFDocument.load(await response.arrayBuffer(), { updateMetadata: false });

  expect(pdf.getTitle()).toBe(title);
  expect(pdf.catalog.lookup(PDFName.of('Lang'))?.toString()).toBe(`(${language})`);
  const fonts = fontsOf(pdf);
  if (language === 'ru' || language === 'zh') {
    // The name is Latin in every language; the rest is written in a font the file carries.
    const { 'Times-Bold': times, ...others } = fonts;
    expect(times).toBe(false);
    expect(Object.values(others)).toEqual([true, true]);
  } else {
    expect(fonts).toEqual({ 'Times-Bold': false, Helvetica: false, 'Helvetica-Bold': false });
  }
});
