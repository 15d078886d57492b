import type { EntityManager } from 'typeorm';

/**
 * What else follows a booking's confirmation or cancellation, in the same transaction: its timed
 * messages are scheduled, or taken off the queue; the enquiry it was quoted for follows it.
 */
export interface BookingLifecycle {
  confirmed(manager: EntityManager, bookingId: string): Promise<void>;
  cancelled(manager: EntityManager, bookingId: string): Promise<void>;
}

/** Lifecycles that each follow a booking's confirmation and cancellation, in turn. */
export function inTurn(...lifecycles: BookingLifecycle[]): BookingLifecycle {
  return {
    async confirmed(manager, bookingId) {
      for (const lifecycle of lifecycles) await lifecycle.confirmed(manager, bookingId);
    },
    async cancelled(manager, bookingId) {
      for (const lifecycle of lifecycles) await lifecycle.cancelled(manager, bookingId);
    },
  };
}
