import { graphqlAnswer, restAnswer, type Answer } from './support/answers';
import { contentEditor, REFUSED_CALLERS } from './support/content';
import { GUIDES_TRANSPORTS, valueOf } from './support/guides';
import { request } from './support/http';
import {
  bookingOf,
  onlyGuide,
  refusalOver,
  THREE_DAYS,
  TOUR_BOOKINGS_TRANSPORTS,
} from './support/tour-bookings';

/** Each guide's private calendar address, for their phone's calendar app. */
interface CalendarTransport {
  name: 'REST' | 'GraphQL';
  address(guideId: string, token?: string): Promise<Answer<string>>;
  renew(guideId: string, token?: string): Promise<Answer<string>>;
}

const TRANSPORTS: CalendarTransport[] = [
  {
    name: 'REST',
    address: async (guideId, token) =>
      restAnswer<string>('GET', `/guide-calendars/for/${guideId}`, 'url', { token }),
    renew: async (guideId, token) =>
      restAnswer<string>('POST', `/guide-calendars/for/${guideId}/renew`, 'url', { token }),
  },
  {
    name: 'GraphQL',
    address: (guideId, token) =>
      graphqlAnswer(
        'query ($id: ID!) { guideCalendarAddress(guideId: $id) }',
        { id: guideId },
        { token },
      ),
    renew: (guideId, token) =>
      graphqlAnswer(
        'mutation ($id: ID!) { renewGuideCalendarAddress(guideId: $id) }',
        { id: guideId },
        { token },
      ),
  },
];

const guideToken = async () => (await contentEditor()).token;
/** What a calendar app reads at an address: its status and its text, lines unfolded. */
async function opened(url: string) {
  const answer = await request('GET', new URL(url).pathname);
  return { ...answer, text: answer.text.replaceAll('\r\n ', '') };
}

describe.each(TRANSPORTS)("a guide's calendar address, over $name", (transport) => {
  test('opens the tours they lead, with the party, and their days off', async () => {
    const token = await guideToken();
    const guide = await onlyGuide();
    const [rest] = TOUR_BOOKINGS_TRANSPORTS;
    const asked = bookingOf(THREE_DAYS, '2027-12-06', {
      guideLanguage: guide.language,
      message: 'Pickup: Galle Face Hotel, Colombo',
    });
    const { booking } = valueOf(await rest.book(asked));
    valueOf(await rest.recordDeposit(booking.reference, { token }));
    valueOf(await GUIDES_TRANSPORTS[0].addDaysOff(token, guide.id, '2027-12-20', '2027-12-21'));

    const url = valueOf(await transport.address(guide.id, token));
    const calendar = await opened(url);

    expect(url).toMatch(/^http:\/\/localhost:\d+\/api\/guide-calendars\/[\w-]+\.[\w-]+$/);
    expect(calendar.status).toBe(200);
    expect(calendar.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(calendar.headers.get('cache-control')).toContain('no-store');
    expect(calendar.text).toContain('X-WR-CALNAME:Sunil Bandara');
    expect(calendar.text).toContain(
      `SUMMARY:${booking.tourTitle} (${booking.reference})\\, 2 travellers`,
    );
    expect(calendar.text).toContain(
      'DESCRIPTION:Anna Schmidt\\, +49 30 1234567\\nPickup: Galle Face Hotel\\, Colombo',
    );
    expect(calendar.text).toMatch(/DTSTART;VALUE=DATE:20271206\r\nDTEND;VALUE=DATE:20271209/);
    expect(calendar.text).toMatch(
      /DTSTART;VALUE=DATE:20271220\r\nDTEND;VALUE=DATE:20271222\r\nSUMMARY:Day off/,
    );
  });

  test('made anew, the one given before opens nothing', async () => {
    const token = await guideToken();
    const guide = await onlyGuide();
    const before = valueOf(await transport.address(guide.id, token));

    const renewed = valueOf(await transport.renew(guide.id, token));

    expect(renewed).not.toBe(before);
    expect((await opened(before)).status).toBe(404);
    expect((await opened(renewed)).status).toBe(200);
    expect(valueOf(await transport.address(guide.id, token))).toBe(renewed);
  });

  test.each(REFUSED_CALLERS)(
    'is given to no one but a tour guide: not $name',
    async ({ token, expected }) => {
      const guide = await onlyGuide();
      const caller = await token();

      for (const refused of [
        await transport.address(guide.id, caller),
        await transport.renew(guide.id, caller),
      ]) {
        expect(refused).toMatchObject({
          ok: false,
          refusal: refusalOver(transport, expected),
        });
      }
    },
  );
});

test('an address made up opens nothing', async () => {
  const guide = await onlyGuide();
  const madeUp = await request('GET', `/api/guide-calendars/${guide.id}.${'A'.repeat(43)}`);
  const garbage = await request('GET', '/api/guide-calendars/not-an-address');

  expect([madeUp.status, garbage.status]).toEqual([404, 404]);
  expect(madeUp.text).not.toContain('BEGIN:VCALENDAR');
});
