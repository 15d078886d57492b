import type { Task } from 'graphile-worker';
import type { DataSource, EntityManager } from 'typeorm';
import { TIMED_MESSAGE_KINDS, type TimedMessageKind } from '@lanka-tours/shared/timed-messages';
import { isUuid } from '../../common/ids';
import { enqueueMail } from '../mail';
import {
  TOUR_BOOKING_COLUMNS,
  type ManageLinks,
  type TourBookingEmailSettings,
  type TourBookingRow,
} from '../tour-bookings';
import { queueMessage, type TimedMessageJob } from './message-queue';
import type { ReviewInvitations } from '../feedback';
import { readSetting, type TimedMessageSetting } from './timed-message-settings';
import { tripMessageEmail, type Trip } from './trip-message-emails';
import { dueAt } from './trip-schedule';

/** The booking as its traveller reads it, with the guide who leads it. */
type TripRow = TourBookingRow & { guide_name: string | null; guide_phone: string | null };

/** The booking with its guide, locked for the message's transaction. */
async function lockedTrip(manager: EntityManager, bookingId: string): Promise<TripRow | undefined> {
  const [row] = (await manager.query(
    `SELECT b.*, g."name" AS "guide_name", g."phone" AS "guide_phone"
       FROM (SELECT ${TOUR_BOOKING_COLUMNS} FROM "tour_bookings" WHERE "id" = $1 FOR UPDATE) b
       LEFT JOIN "guide_busy_days" d ON d."booking_id" = b."id"
         AND d."active" && tstzrange(now(), NULL)
       LEFT JOIN "guides" g ON g."id" = d."guide_id"`,
    [bookingId],
  )) as TripRow[];
  return row;
}

const tripOf = (row: TripRow): Trip => ({
  id: row.id,
  reference: row.reference,
  language: row.language,
  name: row.name,
  email: row.email,
  tourTitle: row.tour_title,
  pickup: row.pickup_place ?? row.message,
  pickupTime: row.pickup_time,
  currency: row.currency,
  total: row.total,
  paid: row.paid,
  balanceDueOn: row.balance_due_on,
  startDate: row.start_date,
  endDate: row.end_date,
  guideName: row.guide_name,
  guidePhone: row.guide_phone,
});

/** A job's payload, as the queue hands it over: refused unless it names a booking and a kind. */
function jobOf(payload: unknown): TimedMessageJob {
  const job = payload as Partial<TimedMessageJob> | null;
  if (
    typeof job?.bookingId !== 'string' ||
    !isUuid(job.bookingId) ||
    !TIMED_MESSAGE_KINDS.includes(job.kind as TimedMessageKind)
  ) {
    throw new Error('A timed message job without a booking and a kind');
  }
  return job as TimedMessageJob;
}

/** Whether the message still has a reason to go: the balance one only while some is owed. */
function stillWanted(setting: TimedMessageSetting, row: TripRow): boolean {
  return setting.kind !== 'balance-due' || row.paid < row.total;
}

/** Records the message as sent, once: false when it was already (by another run, say). */
async function claim(manager: EntityManager, job: TimedMessageJob): Promise<boolean> {
  const rows = (await manager.query(
    `INSERT INTO "timed_messages_sent" ("booking_id", "kind") VALUES ($1, $2)
     ON CONFLICT DO NOTHING RETURNING "kind"`,
    [job.bookingId, job.kind],
  )) as unknown[];
  return rows.length === 1;
}

export interface TimedMessageParts {
  dataSource: DataSource;
  manageLinks: ManageLinks;
  reviewInvitations: ReviewInvitations;
  settings: TourBookingEmailSettings;
  /** The company's phone, for a day-before message whose guide has none set. */
  companyPhone: () => Promise<string>;
}

/**
 * The queue's task: one message of one booking, queued on the outbox in one transaction with
 * the record that it went, so it goes once whichever instance runs it and however often. It
 * does not go for a booking no longer confirmed, nor when switched off, nor a balance reminder
 * once the balance is paid; a job found early (its time moved later) waits for its new time.
 */
export function sendTimedMessage(parts: TimedMessageParts): Task {
  const { dataSource, manageLinks, reviewInvitations, settings } = parts;
  return async (payload) => {
    const job = jobOf(payload);
    const companyPhone = await parts.companyPhone();
    await dataSource.transaction(async (manager) => {
      const row = await lockedTrip(manager, job.bookingId);
      if (row?.status !== 'confirmed') return;
      const setting = await readSetting(manager, job.kind);
      if (!setting.enabled || !stillWanted(setting, row)) return;
      const trip = tripOf(row);
      const at = dueAt(job.kind, setting, trip);
      if (at.getTime() > Date.now()) {
        await queueMessage(manager, job, at);
        return;
      }
      if (!(await claim(manager, job))) return;
      const links = {
        managePage: manageLinks.link(
          { id: row.id, manageVersion: row.manage_version },
          row.language,
          settings.siteUrl,
        ).page,
        reviewPage: reviewInvitations.page(row.id),
        companyPhone,
      };
      const outboxId = await enqueueMail(manager, tripMessageEmail(trip, setting, links, settings));
      await manager.query(
        `UPDATE "timed_messages_sent" SET "outbox_id" = $3 WHERE "booking_id" = $1 AND "kind" = $2`,
        [job.bookingId, job.kind, outboxId],
      );
    });
  };
}
