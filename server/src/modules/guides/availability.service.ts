import type { DataSource } from 'typeorm';
import { COMPANY_TIME_ZONE } from '@lanka-tours/shared/brand';
import { LARGEST_PRICED_PARTY } from '@lanka-tours/shared/tour-prices';
import { AppError } from '../../common/errors';
import type { TourService } from '../tours';
import { AVAILABILITY_MAX_DAYS, checkSpan, GUIDE_LANGUAGE, GUIDE_MESSAGES } from './guide-rules';
import { refuseProblems, type Problems } from '../../common/refuse-problems';

/** Whether a tour can start on a day, and how many guides are free for all of its days. */
export interface AvailableDay {
  date: string;
  available: boolean;
  guidesFree: number;
}

export interface AvailabilityQuery {
  from: string;
  to: string;
  travellers: string;
  /** Only guides who speak it (a language code), when the party asks for one. */
  guideLanguage?: string;
}

/**
 * For each start day `d`, the guides free on every day of the tour (`d` to `d + days - 1`) who
 * speak the language asked for: those guides, less the ones with a busy span that meets it and
 * still counts (an expired hold does not). A day sooner than the lead time, or past, has none.
 *
 * Each busy span is turned into the start days it rules out (from `days - 1` days before its
 * first day to its last), within the days asked for: a few rows per span, where comparing every
 * start day with every span made 92 × (spans) ranges a read (4.2 ms against 1.8 ms, 50 guides).
 */
const AVAILABILITY = `
  WITH "start_days" AS (
    SELECT d::date AS "day" FROM generate_series($1::date, $2::date, interval '1 day') d
  ), "speakers" AS (
    SELECT g."id" FROM "guides" g WHERE $5::text IS NULL OR $5::text = ANY (g."languages")
  ), "busy" AS (
    SELECT DISTINCT d::date AS "day", b."guide_id"
    FROM "guide_busy_days" b
    JOIN "speakers" g ON g."id" = b."guide_id"
    CROSS JOIN LATERAL generate_series(
      greatest(lower(b."days") - $3::int + 1, $1::date),
      least(upper(b."days") - 1, $2::date), interval '1 day') d
    WHERE b."days" && daterange($1::date, $2::date + $3::int)
      AND b."active" && tstzrange(now(), NULL)
  )
  SELECT to_char(s."day", 'YYYY-MM-DD') AS "date",
    s."day" >= (now() AT TIME ZONE '${COMPANY_TIME_ZONE}')::date + $4::int AS "bookable",
    ((SELECT count(*) FROM "speakers") - count(busy."guide_id"))::int AS "guidesFree"
  FROM "start_days" s LEFT JOIN "busy" ON busy."day" = s."day"
  GROUP BY s."day"
  ORDER BY s."day"`;

function checkQuery({ from, to, travellers, guideLanguage }: AvailabilityQuery): Problems {
  const problems = checkSpan(from, to, AVAILABILITY_MAX_DAYS, GUIDE_MESSAGES.rangeTooLong);
  const party = Number(travellers);
  if (!/^\d+$/.test(travellers) || party < 1 || party > LARGEST_PRICED_PARTY) {
    problems.travellers = GUIDE_MESSAGES.partyNotPriced;
  }
  if (guideLanguage !== undefined && !GUIDE_LANGUAGE.test(guideLanguage)) {
    problems.guideLanguage = GUIDE_MESSAGES.languageInvalid;
  }
  return problems;
}

/** When a tour can start: for everyone, as the booking form's calendar shows it. */
export class AvailabilityService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly tours: TourService,
    private readonly leadDays: number,
  ) {}

  async availability(tourId: string, query: AvailabilityQuery): Promise<AvailableDay[]> {
    refuseProblems(checkQuery(query));
    const tour = await this.tours.tour(tourId, 'en');
    if (!tour) throw new AppError('NOT_FOUND', GUIDE_MESSAGES.tourNotFound);
    const rows = (await this.dataSource.query(AVAILABILITY, [
      query.from,
      query.to,
      tour.days,
      this.leadDays,
      query.guideLanguage ?? null,
    ])) as { date: string; bookable: boolean; guidesFree: number }[];
    return rows.map(({ date, bookable, guidesFree }) => {
      const free = bookable ? guidesFree : 0;
      return { date, available: free > 0, guidesFree: free };
    });
  }
}
