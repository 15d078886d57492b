import type { Queryable } from '../../common/sql';

/** Days a guide is busy: a tour (held or booked) or days off, both ends counted. */
export interface GuideSpan {
  /** YYYY-MM-DD. */
  from: string;
  to: string;
  kind: 'tour' | 'day-off';
  /** The tour's booking; null for days off. */
  reference: string | null;
  status: 'held' | 'confirmed' | null;
  travellers: number | null;
  tourTitle: string | null;
}

/** A guide's month: who, what they speak, and the spans that meet the month, the earliest first. */
export interface GuideMonth {
  id: string;
  name: string;
  languages: string[];
  /** Whether the guide signs in with the account asking. */
  isYou: boolean;
  spans: GuideSpan[];
}

/**
 * Every guide with the tours and days off that keep them busy in the month from `$1`, as the
 * account `$2` sees them.
 */
const GUIDES_MONTH = `
  SELECT g."id", g."name", g."languages", coalesce(g."account_id" = $2, false) AS "isYou",
    coalesce(json_agg(json_build_object(
        'from', to_char(lower(d."days"), 'YYYY-MM-DD'),
        'to', to_char(upper(d."days") - 1, 'YYYY-MM-DD'),
        'kind', d."reason", 'reference', b."reference", 'status', b."status",
        'travellers', b."travellers", 'tourTitle', b."tour_title"
      ) ORDER BY lower(d."days")) FILTER (WHERE d."id" IS NOT NULL), '[]') AS "spans"
  FROM "guides" g
  LEFT JOIN "guide_busy_days" d ON d."guide_id" = g."id"
    AND d."days" && daterange($1::date, ($1::date + interval '1 month')::date)
    AND d."active" && tstzrange(now(), NULL)
  LEFT JOIN "tour_bookings" b ON b."id" = d."booking_id"
  GROUP BY g."id"
  ORDER BY g."name", g."id"`;

/** The guides' month starting on `firstDay` (YYYY-MM-01): what keeps each busy, by day. */
export function guidesMonth(
  db: Queryable,
  firstDay: string,
  viewerId: string,
): Promise<GuideMonth[]> {
  return db.query(GUIDES_MONTH, [firstDay, viewerId]) as Promise<GuideMonth[]>;
}
