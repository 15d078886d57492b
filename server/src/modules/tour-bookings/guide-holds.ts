import type { EntityManager } from 'typeorm';
import { isExclusionViolation, returningRows } from '../../common/sql';

/** What a booking asks of a guide: the days, the language, and until when an unpaid hold lasts. */
export interface HoldAsked {
  bookingId: string;
  startDate: string;
  days: number;
  guideLanguage: string | null;
  /** Only this guide (a quoted tour's); any free guide when null or absent. */
  guideId?: string | null;
  /** How long the guide is held unpaid; null: from now on (a paid booking). */
  holdMinutes: number | null;
}

/**
 * The guides (`g`) free on every day of a tour from `start` for `days` days who speak `language`
 * when it is not null: the SQL both a hold and a change of guide choose from.
 */
export const freeGuideFor = (start: string, days: string, language: string) => `
  (${language}::text IS NULL OR ${language}::text = ANY (g."languages"))
  AND NOT EXISTS (
    SELECT 1 FROM "guide_busy_days" b
    WHERE b."guide_id" = g."id"
      AND b."days" && daterange(${start}::date, ${start}::date + ${days}::int)
      AND b."active" && tstzrange(now(), NULL))`;

/**
 * Holds one guide who speaks the language and is free on every day of the tour, picked at
 * random so that bookings made at the same moment seldom reach for the same guide. The span
 * counts from now until the hold expires. Two bookings that pick the same guide at once cannot
 * both be written: the exclusion constraint refuses the second (23P01), which then tries again.
 */
const HOLD = `
  INSERT INTO "guide_busy_days" ("guide_id", "days", "reason", "booking_id", "active")
  SELECT g."id", daterange($2::date, $2::date + $3::int), 'tour', $1,
    tstzrange(now(), CASE WHEN $5::int IS NULL THEN NULL
      ELSE now() + make_interval(mins => $5::int) END)
  FROM "guides" g
  WHERE ${freeGuideFor('$2', '$3', '$4')} AND ($6::uuid IS NULL OR g."id" = $6::uuid)
  ORDER BY random()
  LIMIT 1
  RETURNING "guide_id"`;

/** The guide held for the booking; undefined when none is free for the whole tour. */
export async function holdGuide(
  manager: EntityManager,
  asked: HoldAsked,
): Promise<string | undefined> {
  const [held] = await returningRows<{ guide_id: string }>(manager, HOLD, [
    asked.bookingId,
    asked.startDate,
    asked.days,
    asked.guideLanguage,
    asked.holdMinutes,
    asked.guideId ?? null,
  ]);
  return held?.guide_id;
}

/**
 * Keeps the booking's guide from now on, past its hold; false when the hold had expired and the
 * guide has been held for another party since (PostgreSQL refuses the overlap).
 */
export async function keepGuide(manager: EntityManager, bookingId: string): Promise<boolean> {
  await manager.query('SAVEPOINT "keep_guide"');
  try {
    await manager.query(
      `UPDATE "guide_busy_days" SET "active" = tstzrange(lower("active"), NULL)
       WHERE "booking_id" = $1`,
      [bookingId],
    );
    return true;
  } catch (error) {
    if (!isExclusionViolation(error)) throw error;
    await manager.query('ROLLBACK TO SAVEPOINT "keep_guide"');
    await manager.query(`DELETE FROM "guide_busy_days" WHERE "booking_id" = $1`, [bookingId]);
    return false;
  }
}

/** Frees the booking's guide from now on (a cancelled booking; an expired hold frees itself). */
export async function releaseGuide(manager: EntityManager, bookingId: string): Promise<void> {
  await manager.query(
    `UPDATE "guide_busy_days"
     SET "active" = tstzrange(lower("active"), greatest(lower("active"), now()))
     WHERE "booking_id" = $1 AND "active" && tstzrange(now(), NULL)`,
    [bookingId],
  );
}
