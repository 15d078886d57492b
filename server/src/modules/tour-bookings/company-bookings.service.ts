import type { DataSource } from 'typeorm';
import { COMPANY_TIME_ZONE } from '@lanka-tours/shared/brand';
import type { Viewer } from '../../common/request-context';
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

/** The company's tour bookings: tour guides only (anyone else 401/403). */
export class CompanyBookingsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly payments: BookingPayments,
    private readonly settings: TourBookingEmailSettings,
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
      { dataSource: this.dataSource, payments: this.payments, settings: this.settings },
    );
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
    return bookingsCsv(await this.listed('TRUE', EXPORTED_AT_MOST));
  }

  /** The bookings `where` keeps, the soonest first. */
  private async listed(where: string, most = LISTED_AT_MOST): Promise<CompanyTourBooking[]> {
    const rows = (await this.dataSource.query(
      `SELECT b.*, g."name" AS "guide_name"
       FROM (SELECT ${TOUR_BOOKING_COLUMNS} FROM "tour_bookings" WHERE ${where}) b
       LEFT JOIN "guide_busy_days" d ON d."booking_id" = b."id"
         AND d."active" && tstzrange(now(), NULL)
       LEFT JOIN "guides" g ON g."id" = d."guide_id"
       ORDER BY b."start_date", b."reference"
       LIMIT $1`,
      [most],
    )) as (TourBookingRow & { guide_name: string | null })[];
    return rows.map((row) => ({ ...this.payments.view(row), guideName: row.guide_name }));
  }
}
