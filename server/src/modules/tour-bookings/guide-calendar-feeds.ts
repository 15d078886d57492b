import type { DataSource } from 'typeorm';
import { AppError } from '../../common/errors';
import { isUuid } from '../../common/ids';
import type { Viewer } from '../../common/request-context';
import { SignedIds } from '../../common/signed-ids';
import { returningRows } from '../../common/sql';
import { calendarText, compactDay, icalText, nextDay } from './ical';
import { TOUR_BOOKING_MESSAGES } from './tour-booking-rules';

/** Below /api: the address a guide's calendar app subscribes to. */
export const GUIDE_CALENDAR_PATH = '/guide-calendars/:token';

/** A guide's busy span as the feed lists it: a tour they lead (or are held for), or days off. */
interface Span {
  id: string;
  first: string;
  last: string;
  reason: 'tour' | 'day-off';
  reference: string | null;
  tour_title: string | null;
  travellers: number | null;
  name: string | null;
  phone: string | null;
  message: string | null;
  status: 'held' | 'confirmed' | null;
}

/** Spans still to come, and those of the last 60 days (a calendar app keeps what it was given). */
const SPANS = `
  SELECT d."id", to_char(lower(d."days"), 'YYYY-MM-DD') AS "first",
    to_char(upper(d."days") - 1, 'YYYY-MM-DD') AS "last", d."reason",
    b."reference", b."tour_title", b."travellers", b."name", b."phone", b."message", b."status"
  FROM "guide_busy_days" d LEFT JOIN "tour_bookings" b ON b."id" = d."booking_id"
  WHERE d."guide_id" = $1 AND d."active" && tstzrange(now(), NULL)
    AND upper(d."days") > current_date - 60
  ORDER BY lower(d."days")`;

const notFound = () => new AppError('NOT_FOUND', TOUR_BOOKING_MESSAGES.calendarNotFound);

/** One all-day event for a span: the party to lead, or the days off. */
function eventOf(span: Span, host: string): string[] {
  const summary =
    span.reason === 'tour'
      ? `${span.tour_title} (${span.reference}), ${span.travellers} travellers${span.status === 'held' ? ', held until paid' : ''}`
      : 'Day off';
  const description =
    span.reason === 'tour'
      ? `${span.name}, ${span.phone}${span.message ? `\n${span.message}` : ''}`
      : '';
  return [
    'BEGIN:VEVENT',
    `UID:${span.id}@${host}`,
    `DTSTART;VALUE=DATE:${compactDay(span.first)}`,
    `DTEND;VALUE=DATE:${compactDay(nextDay(span.last))}`,
    `SUMMARY:${icalText(summary)}`,
    ...(description ? [`DESCRIPTION:${icalText(description)}`] : []),
    'TRANSP:OPAQUE',
    'END:VEVENT',
  ];
}

/**
 * Each guide's private calendar address for their phone's calendar app: the tours they lead, with
 * the party's name and phone, and their days off. The address is the guide's id signed with the
 * server's secret and the guide's feed version; a tour guide reads it, and makes a new one, which
 * revokes the old, from /admin/guides.
 */
export class GuideCalendarFeeds {
  private readonly ids: SignedIds;

  constructor(
    private readonly dataSource: DataSource,
    secret: string,
    private readonly publicUrl: string,
  ) {
    this.ids = new SignedIds(secret, 'guide-calendar-feed');
  }

  /** The guide's calendar address (tour guides only). */
  async address(viewer: Viewer, guideId: string): Promise<string> {
    viewer.requireAdmin();
    return this.addressOf(guideId, await this.version(guideId));
  }

  /** A new address for the guide's calendar; the one given before opens nothing any more. */
  async renew(viewer: Viewer, guideId: string): Promise<string> {
    viewer.requireAdmin();
    if (!isUuid(guideId)) throw notFound();
    const [renewed] = await returningRows<{ feed_version: number }>(
      this.dataSource,
      `UPDATE "guides" SET "feed_version" = "feed_version" + 1 WHERE "id" = $1
       RETURNING "feed_version"`,
      [guideId],
    );
    if (!renewed) throw notFound();
    return this.addressOf(guideId, renewed.feed_version);
  }

  /** The calendar an address opens, as iCalendar text; a made-up or revoked one opens none. */
  async calendar(token: string): Promise<string> {
    const id = this.ids.idOf(token);
    if (!id || !isUuid(id)) throw notFound();
    const [guide] = (await this.dataSource.query(
      `SELECT "name", "feed_version" FROM "guides" WHERE "id" = $1`,
      [id],
    )) as { name: string; feed_version: number }[];
    if (!guide || !this.ids.isValid(token, id, guide.feed_version)) throw notFound();
    const spans = (await this.dataSource.query(SPANS, [id])) as Span[];
    const host = new URL(this.publicUrl).host;
    return calendarText(
      'Guide calendars',
      spans.map((span) => eventOf(span, host)),
      guide.name,
    );
  }

  private async version(guideId: string): Promise<number> {
    if (!isUuid(guideId)) throw notFound();
    const [guide] = (await this.dataSource.query(
      `SELECT "feed_version" FROM "guides" WHERE "id" = $1`,
      [guideId],
    )) as { feed_version: number }[];
    if (!guide) throw notFound();
    return guide.feed_version;
  }

  private addressOf(guideId: string, version: number): string {
    const token = this.ids.token(guideId, version);
    return `${this.publicUrl}/api${GUIDE_CALENDAR_PATH.replace(':token', token)}`;
  }
}
