import type { EntityManager } from 'typeorm';
import type { BookingLifecycle } from '../tour-bookings';

/** Sets the status of the enquiry a booking was quoted for; a booking of no quote changes none. */
function quotedEnquiryIs(status: 'booked' | 'cancelled') {
  return async (manager: EntityManager, bookingId: string): Promise<void> => {
    await manager.query(
      `UPDATE "bookings" e SET "status" = $2, "updated_at" = now()
       FROM "quotes" q WHERE q."tour_booking_id" = $1 AND e."id" = q."enquiry_id"`,
      [bookingId, status],
    );
  };
}

/**
 * The enquiry a quote was written for follows the booking the quote made: booked once its deposit
 * is paid, cancelled with it.
 */
export const enquiryFollowsQuote: BookingLifecycle = {
  confirmed: quotedEnquiryIs('booked'),
  cancelled: quotedEnquiryIs('cancelled'),
};
