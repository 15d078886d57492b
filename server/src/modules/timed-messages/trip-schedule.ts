import type { EntityManager } from 'typeorm';
import { companyMoment, companyToday, dayAfter } from '@lanka-tours/shared/company-days';
import {
  TIMED_MESSAGE_KINDS,
  TIMED_MESSAGE_RULES,
  type TimedMessageKind,
  type TimedMessageTiming,
} from '@lanka-tours/shared/timed-messages';
import { queueMessage, unqueueMessage } from './message-queue';
import { readSettings, type TimedMessageSetting } from './timed-message-settings';

/** The days of a booking its messages are counted from (YYYY-MM-DD). */
export interface TripDays {
  balanceDueOn: string;
  startDate: string;
  endDate: string;
}

/** The moment a message is due for a trip, by its timing. */
export function dueAt(kind: TimedMessageKind, timing: TimedMessageTiming, trip: TripDays): Date {
  const rule = TIMED_MESSAGE_RULES[kind];
  const day = dayAfter(trip[rule.anchor], rule.before ? -timing.days : timing.days);
  return companyMoment(day, timing.time);
}

/**
 * When a message goes, scheduled now; undefined when it does not. A switched-off message does
 * not go. One whose moment has passed does not either, except the day-before message while the
 * tour is still ahead: it goes at once, so a traveller who booked late learns their guide too.
 */
function whenToSend(setting: TimedMessageSetting, trip: TripDays): Date | undefined {
  if (!setting.enabled) return undefined;
  const now = new Date();
  const at = dueAt(setting.kind, setting, trip);
  if (at > now) return at;
  return setting.kind === 'day-before' && trip.startDate > companyToday() ? now : undefined;
}

interface TripRow {
  id: string;
  balance_due_on: string;
  start_date: string;
  end_date: string;
}

const TRIP_DAYS = `"id",
  to_char("balance_due_on", 'YYYY-MM-DD') AS "balance_due_on",
  to_char("start_date", 'YYYY-MM-DD') AS "start_date",
  to_char("start_date" + "tour_days" - 1, 'YYYY-MM-DD') AS "end_date"`;

const daysOf = (row: TripRow): TripDays => ({
  balanceDueOn: row.balance_due_on,
  startDate: row.start_date,
  endDate: row.end_date,
});

async function schedule(
  manager: EntityManager,
  setting: TimedMessageSetting,
  row: TripRow,
): Promise<void> {
  const job = { kind: setting.kind, bookingId: row.id };
  const at = whenToSend(setting, daysOf(row));
  if (at) await queueMessage(manager, job, at);
  else await unqueueMessage(manager, job);
}

/**
 * A booking's timed messages on the queue: scheduled when it is confirmed, taken off when it is
 * cancelled, and moved when the company changes when one goes. Each runs in the caller's
 * transaction, so the queue changes only with the booking.
 */
export const tripMessages = {
  async confirmed(manager: EntityManager, bookingId: string): Promise<void> {
    const [row] = (await manager.query(`SELECT ${TRIP_DAYS} FROM "tour_bookings" WHERE "id" = $1`, [
      bookingId,
    ])) as TripRow[];
    for (const setting of await readSettings(manager)) await schedule(manager, setting, row);
  },

  async cancelled(manager: EntityManager, bookingId: string): Promise<void> {
    for (const kind of TIMED_MESSAGE_KINDS) await unqueueMessage(manager, { kind, bookingId });
  },

  /** Every confirmed booking's message of the setting's kind, not yet sent, at its new time. */
  async settingChanged(manager: EntityManager, setting: TimedMessageSetting): Promise<void> {
    const rows = (await manager.query(
      `SELECT ${TRIP_DAYS} FROM "tour_bookings" b
        WHERE "status" = 'confirmed' AND "start_date" + "tour_days" + $2::int >= $1::date
          AND NOT EXISTS (SELECT 1 FROM "timed_messages_sent" s
                           WHERE s."booking_id" = b."id" AND s."kind" = $3)`,
      [companyToday(), setting.days, setting.kind],
    )) as TripRow[];
    for (const row of rows) await schedule(manager, setting, row);
  },
};

export type TripMessages = typeof tripMessages;
