import { contentEditor, REFUSED_CALLERS } from './support/content';
import { withDatabase } from './support/database';
import {
  draftFor,
  enquiryIn,
  enquiryStatus,
  expireQuote,
  QUOTES_TRANSPORTS,
  quoteEmails,
  quoteTokenIn,
} from './support/quotes';
import { valueOf } from './support/answers';
import { onlyGuide, refusalOver, TOUR_BOOKINGS_TRANSPORTS, tokenOf } from './support/tour-bookings';

const guideToken = async () => (await contentEditor()).token;

/**
 * The guide a booking holds, as stored (the company's list shows only the 500 soonest bookings,
 * which a database kept between runs outgrows).
 */
const heldGuideOf = (reference: string) =>
  withDatabase(async (db) => {
    const { rows } = await db.query<{ guide_id: string }>(
      `SELECT d.guide_id FROM guide_busy_days d JOIN tour_bookings t ON t.id = d.booking_id
       WHERE t.reference = $1`,
      [reference],
    );
    return rows[0]?.guide_id;
  });
const FRENCH = { acceptLanguage: 'fr' };

describe.each(QUOTES_TRANSPORTS)('$name', (transport) => {
  const bookings = TOUR_BOOKINGS_TRANSPORTS.find(({ name }) => name === transport.name)!;

  test.each(REFUSED_CALLERS)(
    'writing and reading an enquiry’s quotes is refused to $name, and nothing is sent',
    async ({ token, expected }) => {
      const enquiry = await enquiryIn('fr');
      const guide = await onlyGuide();
      const caller = { token: await token() };
      expect(await transport.send(enquiry.id, draftFor(guide.id), caller)).toMatchObject({
        refusal: refusalOver(transport, expected),
      });
      expect(await transport.list(enquiry.id, caller)).toMatchObject({
        refusal: refusalOver(transport, expected),
      });
      expect(await quoteEmails(enquiry.email)).toEqual([]);
      expect(await enquiryStatus(enquiry.id)).toBe('new');
    },
  );

  test('a quote with a deposit above its total or valid past its first day is refused under its fields', async () => {
    const enquiry = await enquiryIn('fr');
    const guide = await onlyGuide();
    const draft = draftFor(guide.id, 10, {
      deposit: 90_000,
      validUntil: draftFor('', 11).startDate,
    });
    const refused = await transport.send(enquiry.id, draft, { token: await guideToken() });
    expect(refused).toMatchObject({
      refusal: transport.name === 'REST' ? 400 : 'BAD_USER_INPUT',
      fields: {
        deposit: 'The deposit must be from 0 to the total.',
        validUntil: 'A quote is valid from today until at most the first day of the tour.',
      },
    });
    expect(await quoteEmails(enquiry.email)).toEqual([]);
  });

  test('a French traveller is emailed the quote, a revision supersedes it, and accepting books the quote’s guide', async () => {
    const token = await guideToken();
    const enquiry = await enquiryIn('fr');
    const guide = await onlyGuide();
    const first = valueOf(await transport.send(enquiry.id, draftFor(guide.id), { token }));
    expect(first).toMatchObject({ number: 1, status: 'open', total: 84000, balance: 67200 });
    expect(await enquiryStatus(enquiry.id)).toBe('quoted');
    const [firstEmail] = await quoteEmails(enquiry.email);
    expect(firstEmail.subject).toBe(
      `Votre devis pour Tea country and the south coast (${first.enquiryReference})`,
    );
    const firstLink = quoteTokenIn(firstEmail.text);
    expect(firstEmail.text).toContain(`/fr/quote/${firstLink}`);

    const revised = draftFor(guide.id, 60, { deposit: 20000 });
    const second = valueOf(await transport.send(enquiry.id, revised, { token }));
    expect(second).toMatchObject({ number: 2, status: 'open', deposit: 20000 });
    const listed = valueOf(await transport.list(enquiry.id, { token }));
    expect(listed.map(({ number, status }) => [number, status])).toEqual([
      [2, 'open'],
      [1, 'superseded'],
    ]);
    expect(await transport.accept(firstLink, FRENCH)).toMatchObject({
      refusal: transport.name === 'REST' ? 410 : 'QUOTE_SUPERSEDED',
      message:
        'Ce devis a été remplacé par un plus récent : veuillez ouvrir le lien de notre dernier e-mail.',
    });

    const link = quoteTokenIn((await quoteEmails(enquiry.email))[0].text);
    const opened = valueOf(await transport.open(link));
    expect(opened).toMatchObject({ number: 2, guideName: 'Sunil Bandara', manageUrl: null });
    const booked = valueOf(await transport.accept(link));
    expect(booked.booking).toMatchObject({
      status: 'held',
      tourId: 'custom',
      tourTitle: 'Tea country and the south coast',
      total: 84000,
      deposit: 20000,
      language: 'fr',
    });
    expect(booked.manageUrl).toContain('/fr/manage-booking/');
    expect(await enquiryStatus(enquiry.id)).toBe('accepted');
    // Accepted again (a second click), the same booking comes back.
    expect(valueOf(await transport.accept(link)).booking.reference).toBe(booked.booking.reference);
    expect(valueOf(await transport.open(link)).manageUrl).toBe(booked.manageUrl);

    expect(await heldGuideOf(booked.booking.reference)).toBe(guide.id);
    // While its booking stands, the enquiry takes no new quote.
    expect(await transport.send(enquiry.id, revised, { token })).toMatchObject({
      refusal: transport.name === 'REST' ? 409 : 'QUOTE_BOOKED',
    });
    valueOf(await bookings.recordDeposit(booked.booking.reference, { token }));
    expect(await enquiryStatus(enquiry.id)).toBe('booked');
    valueOf(await bookings.cancel(tokenOf(booked.manageUrl)));
    expect(await enquiryStatus(enquiry.id)).toBe('cancelled');
  });

  test('an expired quote is refused in French, and a quote whose guide was taken meanwhile books nothing', async () => {
    const token = await guideToken();
    const guide = await onlyGuide();
    const late = await enquiryIn('fr');
    const expiring = valueOf(await transport.send(late.id, draftFor(guide.id, 90), { token }));
    await expireQuote(expiring.id);
    const lateLink = quoteTokenIn((await quoteEmails(late.email))[0].text);
    for (const answer of [transport.open(lateLink, FRENCH), transport.accept(lateLink, FRENCH)]) {
      expect(await answer).toMatchObject({
        refusal: transport.name === 'REST' ? 410 : 'QUOTE_EXPIRED',
        message: 'Ce devis a expiré. Écrivez-nous et nous vous en enverrons volontiers un nouveau.',
      });
    }
    expect(valueOf(await transport.list(late.id, { token }))[0].status).toBe('expired');

    const [one, other] = [await enquiryIn('en'), await enquiryIn('de')];
    const same = draftFor(guide.id, 120, { language: 'en' });
    valueOf(await transport.send(one.id, same, { token }));
    valueOf(await transport.send(other.id, { ...same, language: 'de' }, { token }));
    valueOf(await transport.accept(quoteTokenIn((await quoteEmails(one.email))[0].text)));
    const taken = await transport.accept(quoteTokenIn((await quoteEmails(other.email))[0].text));
    expect(taken).toMatchObject({ refusal: transport.name === 'REST' ? 409 : 'QUOTE_GUIDE_TAKEN' });
    expect(await enquiryStatus(other.id)).toBe('quoted');
    const stored = await withDatabase(async (db) => {
      const { rows } = await db.query(
        `SELECT 1 FROM tour_bookings WHERE lower(email) = lower($1)`,
        [other.email],
      );
      return rows.length;
    });
    expect(stored).toBe(0);
  });
});
