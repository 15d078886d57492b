import { randomUUID } from 'node:crypto';
import { graphqlAnswer, restAnswer, type Answer, type Caller } from './support/answers';
import { contentEditor, REFUSED_CALLERS } from './support/content';
import {
  dayAfter,
  GUIDES_TRANSPORTS,
  todayInSriLanka,
  unusedLanguage,
  valueOf,
} from './support/guides';
import {
  bookingOf,
  endHold,
  refusalOver,
  THREE_DAYS,
  TOUR_BOOKINGS_TRANSPORTS,
  type CompanyTourBooking,
} from './support/tour-bookings';

// Which guide leads which tour: the guides free to take a booking over, moving it to one, a day's
// manifest and the guides' month, for tour guides only, on both transports.

interface FreeGuide {
  id: string;
  name: string;
  languages: string[];
}

interface ManifestEntry extends CompanyTourBooking {
  guideId: string | null;
  dayOfTour: number;
}

interface GuideMonth extends FreeGuide {
  spans: {
    from: string;
    to: string;
    kind: 'tour' | 'day-off';
    reference: string | null;
    status: string | null;
    travellers: number | null;
    tourTitle: string | null;
  }[];
}

interface AssignmentsTransport {
  name: 'REST' | 'GraphQL';
  freeGuides(reference: string, caller?: Caller): Promise<Answer<FreeGuide[]>>;
  move(reference: string, guideId: string, caller?: Caller): Promise<Answer<ManifestEntry>>;
  manifest(date: string, caller?: Caller): Promise<Answer<ManifestEntry[]>>;
  month(month: string, caller?: Caller): Promise<Answer<GuideMonth[]>>;
}

const COMPANY_BOOKING = `reference status startDate endDate travellers name phone email message
  guideLanguage guideId guideName`;

const TRANSPORTS: AssignmentsTransport[] = [
  {
    name: 'REST',
    freeGuides: (reference, caller) =>
      restAnswer('GET', `/tour-bookings/${reference}/free-guides`, 'guides', caller),
    move: (reference, guideId, caller) =>
      restAnswer('POST', `/tour-bookings/${reference}/guide`, 'booking', caller, { guideId }),
    manifest: (date, caller) =>
      restAnswer('GET', `/tour-bookings/manifest?date=${date}`, 'bookings', caller),
    month: (month, caller) =>
      restAnswer('GET', `/tour-bookings/guides-month?month=${month}`, 'guides', caller),
  },
  {
    name: 'GraphQL',
    freeGuides: (reference, caller) =>
      graphqlAnswer(
        `query ($reference: String!) {
          freeGuidesForTourBooking(reference: $reference) { id name languages } }`,
        { reference },
        caller,
      ),
    move: (reference, guideId, caller) =>
      graphqlAnswer(
        `mutation ($reference: String!, $guideId: ID!) {
          moveTourBookingToGuide(reference: $reference, guideId: $guideId) {
            ${COMPANY_BOOKING} } }`,
        { reference, guideId },
        caller,
      ),
    manifest: (date, caller) =>
      graphqlAnswer(
        `query ($date: String!) { tourDayManifest(date: $date) { ${COMPANY_BOOKING} dayOfTour } }`,
        { date },
        caller,
      ),
    month: (month, caller) =>
      graphqlAnswer(
        `query ($month: String!) { guidesMonth(month: $month) { id name languages
          spans { from to kind reference status travellers tourTitle } } }`,
        { month },
        caller,
      ),
  },
];

const company = async (): Promise<Caller> => ({ token: (await contentEditor()).token });

/** Guides of a language of their own: only they can take this test's bookings. */
async function guidesSpeaking(language: string, names: string[]): Promise<FreeGuide[]> {
  const { token } = await contentEditor();
  const added = [];
  for (const name of names) {
    added.push(valueOf(await GUIDES_TRANSPORTS[0].add(token, { name, languages: [language] })));
  }
  return added;
}

/** A day of a test's own, within the two years ahead, off the peak season (April to November). */
function someDay(): string {
  const year = 2027 + Math.floor(Math.random() * 2);
  const month = 4 + Math.floor(Math.random() * 8);
  const day = 1 + Math.floor(Math.random() * 20);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * A day of the next fortnight: the company's list of tours to come shows the soonest 500, and the
 * external database keeps every earlier run's bookings, most of them at `someDay`s.
 */
const soonDay = () => dayAfter(todayInSriLanka(), 3 + Math.floor(Math.random() * 12));

const [rest] = TOUR_BOOKINGS_TRANSPORTS;

describe.each(TRANSPORTS)('over $name', (transport) => {
  test("a booking moves to another guide free on all its days who speaks the party's language", async () => {
    const language = await unusedLanguage();
    const [first, second, away] = await guidesSpeaking(language, [
      'Ruwan Perera',
      'Chaminda Silva',
      'Nadeesha Fernando',
    ]);
    const elsewhere = (await guidesSpeaking(await unusedLanguage(), ['Kamal Dias']))[0];
    const start = soonDay();
    const { token } = await contentEditor();
    valueOf(
      await GUIDES_TRANSPORTS[0].addDaysOff(token, away.id, dayAfter(start, 2), dayAfter(start, 2)),
    );
    const { booking } = valueOf(
      await rest.book(bookingOf(THREE_DAYS, start, { guideLanguage: language })),
    );
    const caller = await company();
    const [listed] = valueOf(await transport.manifest(start, caller)).filter(
      ({ reference }) => reference === booking.reference,
    );
    const other = [first, second].find(({ id }) => id !== listed.guideId)!;

    expect(valueOf(await transport.freeGuides(booking.reference, caller))).toEqual([
      { id: other.id, name: other.name, languages: [language] },
    ]);
    const moved = valueOf(await transport.move(booking.reference, other.id, caller));

    expect(moved).toMatchObject({
      reference: booking.reference,
      status: 'held',
      guideId: other.id,
      guideName: other.name,
    });
    const upcoming = valueOf(await rest.upcoming(caller)).find(
      ({ reference }) => reference === booking.reference,
    );
    expect(upcoming?.guideName).toBe(other.name);
    expect(
      valueOf(await transport.freeGuides(booking.reference, caller)).map(({ id }) => id),
    ).toEqual([listed.guideId]);
    const refusals = await Promise.all([
      transport.move(booking.reference, away.id, caller),
      transport.move(booking.reference, elsewhere.id, caller),
      transport.move(booking.reference, randomUUID(), caller),
    ]);
    expect(refusals.map((answer) => !answer.ok && answer.refusal)).toEqual([
      transport.name === 'REST' ? 409 : 'TOUR_GUIDE_NOT_FREE',
      transport.name === 'REST' ? 409 : 'TOUR_GUIDE_LANGUAGE',
      transport.name === 'REST' ? 404 : 'NOT_FOUND',
    ]);
    expect(refusals.map((answer) => !answer.ok && answer.message)).toEqual([
      'This guide is not free on every day of the tour.',
      'This guide does not lead tours in the language the party asked for.',
      'No guide has this id.',
    ]);
  });

  test('two bookings moved at once to the one free guide: one moves, the other is refused', async () => {
    const language = await unusedLanguage();
    await guidesSpeaking(language, ['Asanka Kumara', 'Dilshan Ratnayake', 'Isuru Jayasuriya']);
    const start = someDay();
    const ask = () => rest.book(bookingOf(THREE_DAYS, start, { guideLanguage: language }));
    const booked = [valueOf(await ask()).booking, valueOf(await ask()).booking];
    const caller = await company();
    const [free, ...more] = valueOf(await transport.freeGuides(booked[0].reference, caller));
    expect(more).toEqual([]);

    const answers = await Promise.all(
      booked.map(({ reference }) => transport.move(reference, free.id, caller)),
    );

    expect(answers.filter(({ ok }) => ok)).toHaveLength(1);
    expect(answers.flatMap((answer) => (answer.ok ? [] : [answer.refusal]))).toEqual([
      transport.name === 'REST' ? 409 : 'TOUR_GUIDE_NOT_FREE',
    ]);
  });

  test('a booking past its hold holds no guide to move', async () => {
    const language = await unusedLanguage();
    const [, other] = await guidesSpeaking(language, ['Pradeep Gunawardena', 'Sanjeewa Herath']);
    const { booking } = valueOf(
      await rest.book(bookingOf(THREE_DAYS, someDay(), { guideLanguage: language })),
    );
    await endHold(booking.reference);

    const answer = await transport.move(booking.reference, other.id, await company());

    expect(answer).toMatchObject({
      ok: false,
      refusal: transport.name === 'REST' ? 409 : 'TOUR_BOOKING_HOLDS_NO_GUIDE',
    });
  });

  test("a day's manifest lists each party on tour that day, with the day of its tour", async () => {
    const language = await unusedLanguage();
    await guidesSpeaking(language, ['Lasantha Wickramasinghe', 'Thilini Rajapaksa']);
    const start = someDay();
    const wanted = (
      await Promise.all([
        rest.book(
          bookingOf(THREE_DAYS, start, {
            guideLanguage: language,
            travellers: 4,
            message: 'Pickup at the Cinnamon Grand, 7:30',
          }),
        ),
        rest.book(bookingOf(THREE_DAYS, dayAfter(start, 1), { guideLanguage: language })),
      ])
    ).map((answer) => valueOf(answer).booking);
    const caller = await company();

    const ours = (date: string) =>
      transport.manifest(date, caller).then((answer) =>
        valueOf(answer)
          .filter(({ reference }) => wanted.some((booking) => booking.reference === reference))
          .map(({ reference, dayOfTour, travellers, message, guideName }) => ({
            reference,
            dayOfTour,
            travellers,
            message,
            guided: guideName !== null,
          })),
      );

    expect(await ours(start)).toEqual([
      {
        reference: wanted[0].reference,
        dayOfTour: 1,
        travellers: 4,
        message: 'Pickup at the Cinnamon Grand, 7:30',
        guided: true,
      },
    ]);
    expect((await ours(dayAfter(start, 2))).map(({ dayOfTour }) => dayOfTour)).toEqual([3, 2]);
    expect(await ours(dayAfter(start, 4))).toEqual([]);
    await endHold(wanted[1].reference);
    expect((await ours(dayAfter(start, 2))).map(({ reference }) => reference)).toEqual([
      wanted[0].reference,
    ]);
  });

  test("the guides' month shows each guide's tours and days off that meet it", async () => {
    const language = await unusedLanguage();
    const [guide] = await guidesSpeaking(language, ['Malsha Senanayake']);
    const start = someDay();
    const { token } = await contentEditor();
    valueOf(
      await GUIDES_TRANSPORTS[0].addDaysOff(
        token,
        guide.id,
        dayAfter(start, 5),
        dayAfter(start, 6),
      ),
    );
    const { booking } = valueOf(
      await rest.book(bookingOf(THREE_DAYS, start, { guideLanguage: language, travellers: 3 })),
    );

    const month = valueOf(await transport.month(start.slice(0, 7), await company()));
    const before = valueOf(await transport.month('2028-01', await company()));

    expect(month.find(({ id }) => id === guide.id)?.spans).toEqual([
      {
        from: start,
        to: dayAfter(start, 2),
        kind: 'tour',
        reference: booking.reference,
        status: 'held',
        travellers: 3,
        tourTitle: booking.tourTitle,
      },
      {
        from: dayAfter(start, 5),
        to: dayAfter(start, 6),
        kind: 'day-off',
        reference: null,
        status: null,
        travellers: null,
        tourTitle: null,
      },
    ]);
    expect(before.find(({ id }) => id === guide.id)?.spans).toEqual([]);
  });

  test('a day or a month that is none is refused under its field', async () => {
    const caller = await company();
    const answers = [
      await transport.manifest('2029-02-30', caller),
      await transport.month('2029-13', caller),
    ];

    expect(answers.map((answer) => !answer.ok && answer.fields)).toEqual([
      { date: 'Give a date as YYYY-MM-DD.' },
      { month: 'Give a month as YYYY-MM.' },
    ]);
  });

  test.each(REFUSED_CALLERS)('is for no one but a tour guide: not $name', async (who) => {
    const caller = { token: await who.token() };
    const refusal = refusalOver(transport, who.expected);
    const answers = await Promise.all([
      transport.freeGuides('TB-2026-000001', caller),
      transport.move('TB-2026-000001', randomUUID(), caller),
      transport.manifest('2029-05-01', caller),
      transport.month('2029-05', caller),
    ]);

    expect(answers.map((answer) => !answer.ok && answer.refusal)).toEqual([
      refusal,
      refusal,
      refusal,
      refusal,
    ]);
  });
});
