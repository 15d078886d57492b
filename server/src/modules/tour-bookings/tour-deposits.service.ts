import type { DataSource, EntityManager } from 'typeorm';
import { AppError } from '../../common/errors';
import type { Viewer } from '../../common/request-context';
import { enqueueMail } from '../mail';
import { holdGuide, keepGuide } from './guide-holds';
import type { ManageLinks } from './manage-links';
import type { PaymentMethod } from './payment-methods';
import {
  TOUR_BOOKING_COLUMNS,
  tourBookingOf,
  type TourBooking,
  type TourBookingRow,
} from './tour-booking';
import { confirmedEmail } from './tour-booking-confirmation';
import type { TourBookingEmailSettings } from './tour-booking-emails';
import { TOUR_BOOKING_MESSAGES } from './tour-booking-rules';

/**
 * Deposits that reach the company: each recorded once (by the provider's own reference), which
 * confirms the booking, keeps its guide past the hold, and emails the traveller.
 */
export class TourDepositService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly links: ManageLinks,
    private readonly bankTransfer: PaymentMethod,
    private readonly settings: TourBookingEmailSettings,
  ) {}

  /**
   * A tour guide records that a booking's deposit arrived by bank transfer (tour guides only).
   * Recorded again, nothing changes. A hold that ended meanwhile keeps its guide when still free,
   * else takes another free one; with none, the company is told to refund or agree other days.
   */
  async recordBankTransfer(viewer: Viewer, reference: string): Promise<TourBooking> {
    const recorder = viewer.requireAdmin();
    return this.dataSource.transaction(async (manager) => {
      const row = await this.lockedByReference(manager, reference);
      if (row.status === 'cancelled') throw new AppError('TOUR_BOOKING_CANCELLED');
      if (row.status === 'confirmed') return this.asRead(row);
      if (!(await keepGuide(manager, row.id))) await this.holdAnother(manager, row);
      await manager.query(
        `INSERT INTO "tour_booking_payments" ("booking_id", "provider", "provider_reference",
           "kind", "amount", "currency", "recorded_by")
         VALUES ($1, 'bank-transfer', $2, 'deposit', $3, $4, $5)`,
        [row.id, `${row.reference}:deposit`, row.deposit, row.currency, recorder.id],
      );
      await manager.query(
        `UPDATE "tour_bookings" SET "status" = 'confirmed', "confirmed_at" = now(),
           "updated_at" = now() WHERE "id" = $1`,
        [row.id],
      );
      const booking = this.asRead({ ...row, status: 'confirmed', expired: false });
      const link = this.links.link(
        { id: row.id, manageVersion: row.manage_version },
        row.language,
        this.settings.siteUrl,
      );
      await enqueueMail(manager, confirmedEmail(booking, link, this.settings));
      return booking;
    });
  }

  /** The guide of an ended hold was taken: another one free for every day, from now on. */
  private async holdAnother(manager: EntityManager, row: TourBookingRow): Promise<void> {
    const guide = await holdGuide(manager, {
      bookingId: row.id,
      startDate: row.start_date,
      days: row.tour_days,
      guideLanguage: row.guide_language,
      holdMinutes: null,
    });
    if (!guide) throw new AppError('TOUR_GUIDE_TAKEN');
  }

  private async lockedByReference(
    manager: EntityManager,
    reference: string,
  ): Promise<TourBookingRow> {
    const [row] = (await manager.query(
      `SELECT ${TOUR_BOOKING_COLUMNS} FROM "tour_bookings" WHERE "reference" = $1 FOR UPDATE`,
      [reference.trim().toUpperCase()],
    )) as TourBookingRow[];
    if (!row) throw new AppError('NOT_FOUND', TOUR_BOOKING_MESSAGES.bookingNotFound);
    return row;
  }

  private asRead(row: TourBookingRow): TourBooking {
    return tourBookingOf(row, this.bankTransfer.start(row));
  }
}
