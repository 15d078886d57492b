import type { DataSource, EntityManager } from 'typeorm';
import { AppError } from '../../common/errors';
import { logger } from '../../common/logger';
import type { Viewer } from '../../common/request-context';
import { enqueueMail } from '../mail';
import { dueNow, type BookingPayments } from './booking-payments';
import { holdGuide, keepGuide } from './guide-holds';
import type { BookingLifecycle } from './booking-lifecycle';
import type { ManageLinks } from './manage-links';
import type { PaymentNotice, PaymentPart, PaymentProviderName } from './payment-methods';
import { lockedByReference, type TourBooking, type TourBookingRow } from './tour-booking';
import { confirmedEmail, paidInFullEmail } from './tour-booking-confirmation';
import { paymentToSettle, type TourBookingEmailSettings } from './tour-booking-emails';

/** A payment as it is recorded: which part, by whom, and under the provider's own reference. */
interface Deposit {
  provider: PaymentProviderName;
  kind: PaymentPart;
  providerReference: string;
  amount: number;
  currency: string;
  recordedBy: string | null;
}

/**
 * Deposits that reach the company: each recorded once (by the provider's own reference), which
 * confirms the booking, keeps its guide past the hold, and emails the traveller.
 */
export class TourDepositService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly links: ManageLinks,
    private readonly payments: BookingPayments,
    private readonly settings: TourBookingEmailSettings,
    private readonly lifecycle: BookingLifecycle,
  ) {}

  /**
   * A tour guide records that a booking's deposit arrived by bank transfer (tour guides only).
   * Recorded again, nothing changes. A hold that ended meanwhile keeps its guide when still free,
   * else takes another free one; with none, the company is told to refund or agree other days.
   */
  async recordBankTransfer(viewer: Viewer, reference: string): Promise<TourBooking> {
    const recorder = viewer.requireAdmin();
    return this.dataSource.transaction(async (manager) => {
      const row = await lockedByReference(manager, reference);
      if (row.status === 'cancelled') throw new AppError('TOUR_BOOKING_CANCELLED');
      if (row.status === 'confirmed') return this.payments.view(row);
      if (!(await this.guideFor(manager, row))) throw new AppError('TOUR_GUIDE_TAKEN');
      await this.record(manager, row, {
        provider: 'bank-transfer',
        providerReference: `${row.reference}:deposit`,
        kind: 'deposit',
        amount: row.deposit,
        currency: row.currency,
        recordedBy: recorder.id,
      });
      return this.confirm(manager, { ...row, paid: row.paid + row.deposit });
    });
  }

  /**
   * A payment a provider's verified notification reports: recorded once by the provider's own
   * reference, however often it is notified. It must be what the booking owes now: the deposit of
   * one not yet confirmed, which confirms it (an answer about any other amount is refused), or the
   * balance of a confirmed one, which pays it in full (the traveller is emailed either way). A
   * deposit that arrives for a cancelled booking, or after its guide went to another party, is
   * recorded and the company is told to settle it.
   */
  async recordOnline(provider: PaymentProviderName, notice: PaymentNotice): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const row = await lockedByReference(manager, notice.reference);
      if (await wasRecorded(manager, provider, notice.providerReference)) return;
      const due = dueNow(row);
      if (notice.amount !== due.amount || notice.currency !== row.currency || !due.amount) {
        logger.warn(`A ${provider} payment for ${row.reference} is not its ${due.part}: refused`);
        throw new AppError(
          due.part === 'balance' ? 'PAYMENT_NOT_THE_BALANCE' : 'PAYMENT_NOT_THE_DEPOSIT',
        );
      }
      await this.record(manager, row, { provider, ...notice, kind: due.part, recordedBy: null });
      const paid = { ...row, paid: row.paid + notice.amount };
      if (due.part === 'balance') {
        await this.emailPaidInFull(manager, paid);
        return;
      }
      if (row.status === 'held' && (await this.guideFor(manager, row))) {
        await this.confirm(manager, paid);
        return;
      }
      const booking = this.payments.view(paid);
      await enqueueMail(manager, paymentToSettle(booking, this.settings));
    });
  }

  /** Records the payment, once by the provider's reference. */
  private async record(
    manager: EntityManager,
    row: TourBookingRow,
    deposit: Deposit,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO "tour_booking_payments" ("booking_id", "provider", "provider_reference",
         "kind", "amount", "currency", "recorded_by")
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT ("provider", "provider_reference") DO NOTHING`,
      [
        row.id,
        deposit.provider,
        deposit.providerReference,
        deposit.kind,
        deposit.amount,
        deposit.currency,
        deposit.recordedBy,
      ],
    );
  }

  /** Tells the traveller their tour is paid in full. */
  private async emailPaidInFull(manager: EntityManager, row: TourBookingRow): Promise<void> {
    const link = this.links.link(
      { id: row.id, manageVersion: row.manage_version },
      row.language,
      this.settings.siteUrl,
    );
    await enqueueMail(manager, paidInFullEmail(this.payments.view(row), link, this.settings));
  }

  /** Confirms the paid booking and emails the traveller their confirmation. */
  private async confirm(manager: EntityManager, row: TourBookingRow): Promise<TourBooking> {
    await manager.query(
      `UPDATE "tour_bookings" SET "status" = 'confirmed', "confirmed_at" = now(),
         "updated_at" = now() WHERE "id" = $1`,
      [row.id],
    );
    await this.lifecycle.confirmed(manager, row.id);
    const booking = this.payments.view({ ...row, status: 'confirmed', expired: false });
    const link = this.links.link(
      { id: row.id, manageVersion: row.manage_version },
      row.language,
      this.settings.siteUrl,
    );
    await enqueueMail(manager, confirmedEmail(booking, link, this.settings));
    return booking;
  }

  /**
   * Keeps the booking's guide from now on; a hold that ended meanwhile takes another guide free
   * for every day. False when none is.
   */
  private async guideFor(manager: EntityManager, row: TourBookingRow): Promise<boolean> {
    if (await keepGuide(manager, row.id)) return true;
    const guide = await holdGuide(manager, {
      bookingId: row.id,
      startDate: row.start_date,
      days: row.tour_days,
      guideLanguage: row.guide_language,
      holdMinutes: null,
    });
    return guide !== undefined;
  }
}

/** Whether the provider's payment of that reference is recorded already. */
async function wasRecorded(
  manager: EntityManager,
  provider: PaymentProviderName,
  providerReference: string,
): Promise<boolean> {
  const rows = (await manager.query(
    `SELECT 1 FROM "tour_booking_payments" WHERE "provider" = $1 AND "provider_reference" = $2`,
    [provider, providerReference],
  )) as unknown[];
  return rows.length > 0;
}
