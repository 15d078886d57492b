import { contentEditor, REFUSED_CALLERS } from './support/content';
import { withDatabase } from './support/database';
import {
  dayAfter,
  GUIDES_TRANSPORTS,
  todayInSriLanka,
  unusedLanguage,
  valueOf,
  type GuidesTransport,
} from './support/guides';

/** A tour of three days (tours.test.ts lists it). */
const THREE_DAYS = 'highlights-3';
const guideToken = async () => (await contentEditor()).token;

describe.each(GUIDES_TRANSPORTS)('the guides, over $name', (transport: GuidesTransport) => {
  const refusedAs = (status: number) =>
    transport.name === 'REST' ? status : status === 401 ? 'UNAUTHENTICATED' : 'FORBIDDEN';

  test.each(REFUSED_CALLERS)('are kept from $name', async ({ token, expected }) => {
    const caller = await token();
    const listed = await transport.guides(caller);
    const added = await transport.add(caller, { name: 'Nimal Perera', languages: ['en'] });

    expect(listed).toMatchObject({ ok: false, refusal: refusedAs(expected) });
    expect(added).toMatchObject({ ok: false, refusal: refusedAs(expected) });
  });

  test('a tour guide adds a guide, who is listed with the languages they speak', async () => {
    const token = await guideToken();
    const language = await unusedLanguage();
    const added = valueOf(
      await transport.add(token, {
        name: '  Nimal Perera ',
        languages: [language, 'de', language],
      }),
    );

    expect(added).toEqual({
      id: expect.any(String),
      name: 'Nimal Perera',
      languages: [language, 'de'],
      daysOff: [],
      photo: null,
      accountEmail: null,
      isYou: false,
      phone: null,
    });
    expect(valueOf(await transport.guides(token))).toContainEqual(added);
  });

  test('a guide without a name or a language is refused, each under its field', async () => {
    const refused = await transport.add(await guideToken(), { name: ' ', languages: ['German'] });

    expect(refused).toEqual({
      ok: false,
      refusal: transport.name === 'REST' ? 400 : 'BAD_USER_INPUT',
      message: "Please give the guide's name.",
      fields: {
        name: "Please give the guide's name.",
        languages: 'Give from 1 to 12 languages, each by its code (en, de, si …).',
      },
    });
  });

  test('days off that meet days the guide is already busy are refused by the database', async () => {
    const token = await guideToken();
    const guide = valueOf(await transport.add(token, { name: 'Kamala Silva', languages: ['en'] }));
    const first = valueOf(await transport.addDaysOff(token, guide.id, '2027-08-10', '2027-08-12'));
    const overlapping = await transport.addDaysOff(token, guide.id, '2027-08-12', '2027-08-13');
    const next = valueOf(await transport.addDaysOff(token, guide.id, '2027-08-13', '2027-08-13'));

    expect(first.daysOff).toEqual([
      { id: expect.any(String), from: '2027-08-10', to: '2027-08-12' },
    ]);
    expect(overlapping).toMatchObject({
      ok: false,
      refusal: transport.name === 'REST' ? 409 : 'GUIDE_DAYS_TAKEN',
      message: 'The guide is already busy on some of these days.',
    });
    expect(next.daysOff.map(({ from, to }) => [from, to])).toEqual([
      ['2027-08-10', '2027-08-12'],
      ['2027-08-13', '2027-08-13'],
    ]);
    // Written around the service, straight into the table, the overlap is refused all the same.
    const direct = await withDatabase((db) =>
      db
        .query(
          `INSERT INTO "guide_busy_days" ("guide_id", "days", "reason")
           VALUES ($1, daterange('2027-08-11', '2027-08-20'), 'day-off')`,
          [guide.id],
        )
        .then(
          () => 'written',
          (error: { code?: string }) => error.code,
        ),
    );
    expect(direct).toBe('23P01');
  });

  test('days off are taken back; days off the guide has not are not found', async () => {
    const token = await guideToken();
    const guide = valueOf(
      await transport.add(token, { name: 'Ruwan Fernando', languages: ['en'] }),
    );
    const withDays = valueOf(
      await transport.addDaysOff(token, guide.id, '2027-09-01', '2027-09-03'),
    );
    const [daysOff] = withDays.daysOff;
    const removed = valueOf(await transport.removeDaysOff(token, guide.id, daysOff.id));
    const again = await transport.removeDaysOff(token, guide.id, daysOff.id);

    expect(removed.daysOff).toEqual([]);
    expect(again).toMatchObject({
      ok: false,
      refusal: transport.name === 'REST' ? 404 : 'NOT_FOUND',
      message: 'The guide has no such days off.',
    });
  });

  test('days off with a last day before the first, or a date that is none, are refused', async () => {
    const token = await guideToken();
    const guide = valueOf(
      await transport.add(token, { name: 'Chaminda Jayasuriya', languages: ['en'] }),
    );
    const reversed = await transport.addDaysOff(token, guide.id, '2027-09-10', '2027-09-09');
    const noDate = await transport.addDaysOff(token, guide.id, '2027-02-30', '2027-03-01');

    expect(!reversed.ok && reversed.fields).toEqual({
      to: 'The last day cannot come before the first.',
    });
    expect(!noDate.ok && noDate.fields).toEqual({ from: 'Give a date as YYYY-MM-DD.' });
  });
});

describe.each(GUIDES_TRANSPORTS)('when a tour can start, over $name', (transport) => {
  async function twoGuides() {
    const token = await guideToken();
    const language = await unusedLanguage();
    const asha = valueOf(await transport.add(token, { name: 'Asha', languages: [language] }));
    const bandu = valueOf(
      await transport.add(token, { name: 'Bandu', languages: [language, 'en'] }),
    );
    return { token, language, asha, bandu };
  }

  test('a day is free while a guide who speaks the language is free for every day of the tour', async () => {
    const { token, language, asha, bandu } = await twoGuides();
    valueOf(await transport.addDaysOff(token, asha.id, '2027-07-10', '2027-07-12'));
    valueOf(await transport.addDaysOff(token, bandu.id, '2027-07-14', '2027-07-14'));

    const days = valueOf(
      await transport.availability(THREE_DAYS, {
        from: '2027-07-06',
        to: '2027-07-15',
        travellers: 4,
        guideLanguage: language,
      }),
    );

    // A three-day tour from the 8th needs the 8th to the 10th, Asha's first day off.
    expect(days.map(({ date, guidesFree }) => `${date.slice(8)}:${guidesFree}`)).toEqual([
      '06:2',
      '07:2',
      '08:1',
      '09:1',
      '10:1',
      '11:1',
      '12:0',
      '13:1',
      '14:1',
      '15:2',
    ]);
    expect(days.find(({ date }) => date === '2027-07-12')).toEqual({
      date: '2027-07-12',
      available: false,
      guidesFree: 0,
    });
    expect(days.find(({ date }) => date === '2027-07-13')?.available).toBe(true);
  });

  test('no day sooner than the lead time, nor a past one, can be booked', async () => {
    await twoGuides();
    const today = todayInSriLanka();

    const days = valueOf(
      await transport.availability(THREE_DAYS, {
        from: dayAfter(today, -1),
        to: dayAfter(today, 2),
        travellers: 2,
      }),
    );

    expect(days.map(({ available }) => available)).toEqual([false, false, false, true]);
    expect(days.slice(0, 3).map(({ guidesFree }) => guidesFree)).toEqual([0, 0, 0]);
  });

  const SPAN = { from: '2027-07-01', to: '2027-07-30', travellers: 2 };
  test.each([
    {
      refused: 'a span of 93 days',
      asked: { ...SPAN, to: '2027-10-01' },
      field: 'to',
      message: 'Ask for at most 92 days at a time.',
    },
    {
      refused: 'a span that ends before it starts',
      asked: { ...SPAN, to: '2027-06-30' },
      field: 'to',
      message: 'The last day cannot come before the first.',
    },
    {
      refused: 'a date not written YYYY-MM-DD',
      asked: { ...SPAN, from: '2027-7-1' },
      field: 'from',
      message: 'Give a date as YYYY-MM-DD.',
    },
    {
      refused: 'a party of 11',
      asked: { ...SPAN, travellers: 11 },
      field: 'travellers',
      message: 'A party of 1 to 10 travellers books online; a larger one asks for a quote.',
    },
    {
      refused: 'a language by its name',
      asked: { ...SPAN, guideLanguage: 'German' },
      field: 'guideLanguage',
      message: 'Give the language by its code (en, de, si …).',
    },
  ])('$refused is refused under its field', async ({ asked, field, message }) => {
    const answer = await transport.availability(THREE_DAYS, asked);

    expect(answer).toMatchObject({
      ok: false,
      refusal: transport.name === 'REST' ? 400 : 'BAD_USER_INPUT',
      fields: { [field]: message },
    });
  });

  test('a 92-day span is answered, one day each', async () => {
    const days = valueOf(
      await transport.availability(THREE_DAYS, {
        from: '2027-07-01',
        to: '2027-09-30',
        travellers: 1,
      }),
    );
    expect(days).toHaveLength(92);
    expect(days[91].date).toBe('2027-09-30');
  });

  test('a tour that is not booked online is not found', async () => {
    const answer = await transport.availability('no-such-tour', {
      from: '2027-07-01',
      to: '2027-07-02',
      travellers: 2,
    });
    expect(answer).toMatchObject({
      ok: false,
      refusal: transport.name === 'REST' ? 404 : 'NOT_FOUND',
      message: 'No tour has this id.',
    });
  });
});
