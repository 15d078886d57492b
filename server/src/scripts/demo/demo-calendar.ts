import type { Viewer } from '../../common/request-context';
import type { FormTickets } from '../../modules/booking';
import type { Services } from '../../services';

const DAY_MS = 24 * 3600 * 1000;
const dayAhead = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

/** The company's guides, with days off counted from the day the demo runs. */
const DEMO_GUIDES = [
  { name: 'Nimal Perera', languages: ['en', 'de', 'si'], daysOff: [20, 24] },
  { name: 'Kamala Silva', languages: ['en', 'fr', 'si'], daysOff: null },
  { name: 'Ruwan Fernando', languages: ['en', 'ru', 'zh'], daysOff: [8, 10] },
  { name: 'Dilani Jayasuriya', languages: ['en', 'de', 'ta'], daysOff: null },
] as const;

/**
 * Tours booked online from the day the demo runs: one whose transfer arrived, two held for one,
 * and one cancelled.
 */
const DEMO_TOUR_BOOKINGS = [
  {
    tourId: 'classic-5',
    daysAhead: 30,
    travellers: 4,
    guideLanguage: 'de',
    name: 'Jonas Becker',
    email: 'jonas.becker@example.com',
    phone: '+49 170 1234567',
    language: 'de',
    outcome: 'deposit received',
  },
  {
    tourId: 'highlights-3',
    daysAhead: 12,
    travellers: 2,
    guideLanguage: null,
    name: 'Emma Wilson',
    email: 'emma.wilson@example.com',
    phone: '+44 7700 900123',
    language: 'en',
    outcome: 'held',
  },
  {
    tourId: 'hill-train-3',
    daysAhead: 18,
    travellers: 3,
    guideLanguage: 'ru',
    name: 'Olga Smirnova',
    email: 'olga.smirnova@example.com',
    phone: '+7 912 345 6789',
    language: 'ru',
    outcome: 'held',
  },
  {
    tourId: 'south-coast-3',
    daysAhead: 45,
    travellers: 2,
    guideLanguage: 'fr',
    name: 'Claire Martin',
    email: 'claire.martin@example.com',
    phone: '+33 6 12 34 56 78',
    language: 'fr',
    outcome: 'cancelled',
  },
] as const;

/**
 * The guides' calendar of the demo: guides with days off, and tours booked as travellers book
 * them (held while the deposit is transferred; one confirmed by the guide who recorded its
 * transfer; one cancelled by its traveller's link). Each part
 * that is there already is left as it is. Returns how many guides and bookings it added.
 */
export async function seedCalendar(
  services: Services,
  guide: Viewer,
  tickets: FormTickets,
): Promise<{ guides: number; tourBookings: number }> {
  const known = new Set((await services.guides.guides(guide)).map(({ name }) => name));
  const added = { guides: 0, tourBookings: 0 };
  for (const { name, languages, daysOff } of DEMO_GUIDES) {
    if (known.has(name)) continue;
    const { id } = await services.guides.addGuide(guide, { name, languages });
    if (daysOff)
      await services.guides.addDaysOff(guide, id, dayAhead(daysOff[0]), dayAhead(daysOff[1]));
    added.guides += 1;
  }
  const [{ count }] = (await services.dataSource.query(
    `SELECT count(*)::int AS "count" FROM "tour_bookings" WHERE "email" = ANY ($1)`,
    [DEMO_TOUR_BOOKINGS.map(({ email }) => email)],
  )) as { count: number }[];
  if (count) return added;
  for (const { daysAhead, outcome, ...booking } of DEMO_TOUR_BOOKINGS) {
    const held = await services.tourBookings.book(
      { ...booking, startDate: dayAhead(daysAhead), formTicket: tickets.issue(Date.now() - 5000) },
      '127.0.0.1',
    );
    const token = held.manageUrl.slice(held.manageUrl.lastIndexOf('/') + 1);
    if (outcome === 'cancelled') await services.tourBookings.cancel(token);
    if (outcome === 'deposit received') {
      await services.tourDeposits.recordBankTransfer(guide, held.booking.reference);
    }
    added.tourBookings += 1;
  }
  return added;
}
