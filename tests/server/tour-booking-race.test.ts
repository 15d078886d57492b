import { valueOf } from './support/guides';
import { serverBeside } from './support/server-beside';
import { bookingOf, onlyGuide, tokenOf, TOUR_BOOKINGS_TRANSPORTS } from './support/tour-bookings';

/** A second app instance on the same database: both take bookings at the same moment. */
const beside = serverBeside({});
const [REST, GRAPHQL] = TOUR_BOOKINGS_TRANSPORTS;
const REQUESTS = 20;

test('20 bookings at once on two instances for the last free guide: one hold, 19 refusals', async () => {
  const guide = await onlyGuide();
  const asked = () => bookingOf('highlights-3', '2028-02-15', { guideLanguage: guide.language });

  // Half on each instance, each instance over both transports.
  const answers = await Promise.all(
    Array.from({ length: REQUESTS }, (_, i) => {
      const transport = i % 4 < 2 ? REST : GRAPHQL;
      return transport.book(asked(), i % 2 ? { base: beside().baseUrl } : {});
    }),
  );

  const held = answers.filter((answer) => answer.ok);
  const refused = answers.filter((answer) => !answer.ok);
  expect(held).toHaveLength(1);
  expect(refused).toHaveLength(REQUESTS - 1);
  expect(new Set(refused.map((answer) => !answer.ok && String(answer.refusal)))).toEqual(
    new Set(['409', 'TOUR_NO_GUIDE_FREE']),
  );

  // The hold released, the day is free again: the next booking of it gets the guide.
  const [{ value }] = held as { value: { manageUrl: string } }[];
  valueOf(await REST.cancel(tokenOf(value.manageUrl), { base: beside().baseUrl }));
  expect((await GRAPHQL.book(asked())).ok).toBe(true);
});
