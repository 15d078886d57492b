import type { EntityManager } from 'typeorm';

/**
 * What else follows a booking's confirmation or cancellation, in the same transaction: its timed
 * messages are scheduled, or taken off the queue.
 */
export interface BookingLifecycle {
  confirmed(manager: EntityManager, bookingId: string): Promise<void>;
  cancelled(manager: EntityManager, bookingId: string): Promise<void>;
}
