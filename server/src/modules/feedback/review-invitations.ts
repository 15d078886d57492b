import type { EntityManager } from 'typeorm';
import { companyToday } from '@lanka-tours/shared/company-days';
import { AppError } from '../../common/errors';
import { SignedIds } from '../../common/signed-ids';

/** The tour a review link invites its traveller to review. */
export interface InvitedTrip {
  bookingId: string;
  tourTitle: string;
  /** YYYY-MM: the month the tour started. */
  month: string;
}

/**
 * The link a traveller is emailed after their tour, to review it: the booking's id signed with
 * the server's secret for that purpose alone, so none can be made up and no other link of the
 * booking's serves. A review written with it is a verified traveller's.
 */
export class ReviewInvitations {
  private readonly ids: SignedIds;

  constructor(secret: string) {
    this.ids = new SignedIds(secret, 'tour-review');
  }

  /** The home page's reviews, opened with the booking's token. */
  page(bookingId: string): string {
    const token = this.ids.token(bookingId, 1);
    return `/?review=${encodeURIComponent(token)}#feedback-section`;
  }

  /**
   * The tour a token invites to review: a confirmed booking's whose tour has begun its last day.
   * Anything else is refused as an invalid link.
   */
  async trip(manager: EntityManager, token: string): Promise<InvitedTrip> {
    const bookingId = this.ids.idOf(token.trim());
    if (!bookingId || !this.ids.isValid(token.trim(), bookingId, 1)) {
      throw new AppError('REVIEW_LINK_INVALID');
    }
    const [trip] = (await manager.query(
      `SELECT "id" AS "bookingId", "tour_title" AS "tourTitle",
              to_char("start_date", 'YYYY-MM') AS "month"
         FROM "tour_bookings"
        WHERE "id" = $1 AND "status" = 'confirmed' AND "start_date" + "tour_days" - 1 <= $2::date`,
      [bookingId, companyToday()],
    )) as InvitedTrip[];
    if (!trip) throw new AppError('REVIEW_LINK_INVALID');
    return trip;
  }
}
