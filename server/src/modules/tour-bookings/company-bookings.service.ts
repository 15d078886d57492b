import type { DataSource, EntityManager } from 'typeorm';
import { COMPANY_TIME_ZONE } from '@lanka-tours/shared/brand';
import { isValidDate } from '@lanka-tours/shared/album-rules';
import { daysBetween } from '@lanka-tours/shared/company-days';
import { pickupProblems, type Pickup } from '@lanka-tours/shared/timed-messages';
import { AppError } from '../../common/errors';
import { isUuid } from '../../common/ids';
import { refuseProblems } from '../../common/refuse-problems';
import type { Viewer } from '../../common/request-context';
import { isExclusionViolation, returningRows } from '../../common/sql';
import { GUIDE_MESSAGES } from '../guides';
import { freeGuideFor } from './guide-holds';
import { guidesMonth, type GuideMonth } from './guides-month';
import type { BookingLifecycle } from './booking-lifecycle';
import type { BookingPayments } from './booking-payments';
import { bookingsCsv } from './bookings-csv';
import {
  lockedByReference,
  TOUR_BOOKING_COLUMNS,
  type CompanyTourBooking,
  type TourBooking,
  type TourBookingRow,
} from './tour-booking';
import type { TourBookingEmailSettings } from './tour-booking-emails';
import { cancelAndRefund } from './tour-cancellation';

/** The most bookings one read lists: far more than a season's. */
const LISTED_AT_MOST = 500;
/** The most an export holds: years of bookings. */
const EXPORTED_AT_MOST = 20_000;

/** A guide who could lead a booking instead of its own. */
export interface FreeGuide {
  id: string;
  name: string;
  languages: string[];
}

/** A booking on a day of its tour, for that day's manifest. */
export interface ManifestEntry extends CompanyTourBooking {
  /** Which day of the tour the day is: 1 for its first. */
  dayOfTour: number;
}

/** A booking that holds a guide now: held and not past its hold, or confirmed. */
const HOLDS_A_GUIDE = `"status" = 'confirmed' OR ("status" = 'held' AND "hold_expires_at" > now())`;

/** The guides free on every day of a tour, speaking its party's language when one was asked. */
const FREE_GUIDES = `
  SELECT g."id", g."name", g."languages" FROM "guides" g
  WHERE ${freeGuideFor('$1', '$2', '$3')}
  ORDER BY g."name", g."id"`;

const monthProblem = { month: /*i18n*/ { id: 'Give a month as YYYY-MM.' } };

/** The company's tour bookings: tour guides only (anyone else 401/403). */
export class CompanyBookingsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly payments: BookingPayments,
    private readonly settings: TourBookingEmailSettings,
    private readonly lifecycle: BookingLifecycle,
  ) {}

  /**
   * A tour guide cancels a booking (tour guides only): its guide is free at once, and what was
   * paid comes back by the cancellation policy (through the provider, where it can).
   */
  async cancel(viewer: Viewer, reference: string): Promise<TourBooking> {
    const guide = viewer.requireAdmin();
    return cancelAndRefund(
      (manager) => lockedByReference(manager, reference),
      { by: 'company', userId: guide.id },
      {
        dataSource: this.dataSource,
        payments: this.payments,
        settings: this.settings,
        lifecycle: this.lifecycle,
      },
    );
  }

  /**
   * The guides free to lead a booking instead of its own: free on every day of the tour and
   * speaking the party's language when one was asked (its own guide is busy with it).
   */
  async freeGuides(viewer: Viewer, reference: string): Promise<FreeGuide[]> {
    viewer.requireAdmin();
    const row = await lockedByReference(this.dataSource.manager, reference, false);
    return this.dataSource.query(FREE_GUIDES, [row.start_date, row.tour_days, row.guide_language]);
  }

  /**
   * A booking's tour goes to another guide, who must be free on all its days (PostgreSQL's
   * exclusion constraint decides, as for every hold) and speak the language the party asked for.
   * A hold keeps its end; a booking that holds no guide (cancelled, its hold over) is refused.
   */
  async moveToGuide(
    viewer: Viewer,
    reference: string,
    guideId: string,
  ): Promise<CompanyTourBooking> {
    viewer.requireAdmin();
    const id = await this.dataSource.transaction(async (manager) => {
      const row = await lockedByReference(manager, reference);
      const guide = await guideOf(manager, guideId);
      if (row.guide_language && !guide.languages.includes(row.guide_language)) {
        throw new AppError('TOUR_GUIDE_LANGUAGE');
      }
      try {
        const moved = await returningRows(
          manager,
          `UPDATE "guide_busy_days" SET "guide_id" = $2
           WHERE "booking_id" = $1 AND "active" && tstzrange(now(), NULL) RETURNING "id"`,
          [row.id, guide.id],
        );
        if (!moved.length) throw new AppError('TOUR_BOOKING_HOLDS_NO_GUIDE');
      } catch (error) {
        if (isExclusionViolation(error)) throw new AppError('TOUR_GUIDE_NOT_FREE');
        throw error;
      }
      return row.id;
    });
    const [booking] = await this.listed(`"id" = $2`, [id]);
    return booking;
  }

  /**
   * Sets when and where a booking's guide picks the party up (empty clears either), which the
   * day-before message then gives. Tour guides only.
   */
  async setPickup(viewer: Viewer, reference: string, pickup: Pickup): Promise<CompanyTourBooking> {
    viewer.requireAdmin();
    const set = { time: pickup.time?.trim() || null, place: pickup.place?.trim() || null };
    refuseProblems(pickupProblems(set));
    const row = await lockedByReference(this.dataSource.manager, reference, false);
    await this.dataSource.query(
      `UPDATE "tour_bookings" SET "pickup_time" = $2, "pickup_place" = $3, "updated_at" = now()
       WHERE "id" = $1`,
      [row.id, set.time, set.place],
    );
    const [booking] = await this.listed(`"id" = $2`, [row.id]);
    return booking;
  }

  /** The bookings on a day (YYYY-MM-DD) that hold a guide, for the day's printable manifest. */
  async dayManifest(viewer: Viewer, date: string): Promise<ManifestEntry[]> {
    viewer.requireAdmin();
    if (!isValidDate(date)) refuseProblems({ date: GUIDE_MESSAGES.dateInvalid });
    const bookings = await this.listed(
      `(${HOLDS_A_GUIDE}) AND "start_date" <= $2::date AND "start_date" + "tour_days" > $2::date`,
      [date],
    );
    return bookings.map((booking) => ({
      ...booking,
      dayOfTour: daysBetween(booking.startDate, date) + 1,
    }));
  }

  /** Each guide's tours and days off in a month (YYYY-MM), for the company's calendar. */
  async guidesMonth(viewer: Viewer, month: string): Promise<GuideMonth[]> {
    const you = viewer.requireAdmin();
    const firstDay = `${month}-01`;
    if (!/^\d{4}-\d{2}$/.test(month) || !isValidDate(firstDay)) refuseProblems(monthProblem);
    return guidesMonth(this.dataSource, firstDay, you.id);
  }

  /** Every booking of a tour that has not ended yet, the soonest first, with its guide. */
  upcoming(viewer: Viewer): Promise<CompanyTourBooking[]> {
    viewer.requireAdmin();
    return this.listed(
      `"start_date" + "tour_days" > (now() AT TIME ZONE '${COMPANY_TIME_ZONE}')::date`,
    );
  }

  /** Every booking, past ones too, as CSV for a spreadsheet, the soonest first. */
  async csv(viewer: Viewer): Promise<string> {
    viewer.requireAdmin();
    return bookingsCsv(await this.listed('TRUE', [], EXPORTED_AT_MOST));
  }

  /** The bookings `where` keeps (its values from `$2` on), the soonest first. */
  private async listed(
    where: string,
    values: unknown[] = [],
    most = LISTED_AT_MOST,
  ): Promise<CompanyTourBooking[]> {
    const rows = (await this.dataSource.query(
      `SELECT b.*, g."id" AS "guide_id", g."name" AS "guide_name"
       FROM (SELECT ${TOUR_BOOKING_COLUMNS} FROM "tour_bookings" WHERE ${where}) b
       LEFT JOIN "guide_busy_days" d ON d."booking_id" = b."id"
         AND d."active" && tstzrange(now(), NULL)
       LEFT JOIN "guides" g ON g."id" = d."guide_id"
       ORDER BY b."start_date", b."reference"
       LIMIT $1`,
      [most, ...values],
    )) as (TourBookingRow & { guide_id: string | null; guide_name: string | null })[];
    return rows.map((row) => ({
      ...this.payments.view(row),
      guideId: row.guide_id,
      guideName: row.guide_name,
      pickupTime: row.pickup_time,
      pickupPlace: row.pickup_place,
    }));
  }
}

/** A guide by id, for a booking to go to; NOT_FOUND when there is none. */
async function guideOf(manager: EntityManager, id: string): Promise<FreeGuide> {
  const [guide] = isUuid(id)
    ? ((await manager.query(`SELECT "id", "name", "languages" FROM "guides" WHERE "id" = $1`, [
        id,
      ])) as FreeGuide[])
    : [];
  if (!guide) throw new AppError('NOT_FOUND', GUIDE_MESSAGES.guideNotFound);
  return guide;
}
