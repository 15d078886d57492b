import type { DataSource } from 'typeorm';
import { AppError } from '../../common/errors';
import { isUuid } from '../../common/ids';
import { isExclusionViolation, returningRows } from '../../common/sql';
import type { Viewer } from '../../common/request-context';
import { checkGuide, checkSpan, DAYS_OFF_MAX_DAYS, GUIDE_MESSAGES } from './guide-rules';
import { refuseProblems } from '../../common/refuse-problems';

/** Days a guide does not work, both counted. */
export interface DaysOff {
  id: string;
  from: string;
  to: string;
}

/** A tour guide as the company manages them: who, what they speak, when they are off. */
export interface Guide {
  id: string;
  name: string;
  languages: string[];
  daysOff: DaysOff[];
}

const GUIDES = `
  SELECT g."id", g."name", g."languages",
    coalesce(json_agg(json_build_object(
        'id', b."id", 'from', lower(b."days"), 'to', upper(b."days") - 1
      ) ORDER BY lower(b."days")) FILTER (WHERE b."id" IS NOT NULL), '[]') AS "daysOff"
  FROM "guides" g LEFT JOIN "guide_busy_days" b ON b."guide_id" = g."id" AND b."reason" = 'day-off'`;

const notFound = () => new AppError('NOT_FOUND', GUIDE_MESSAGES.guideNotFound);

/** The company's guides and their days off: tour guides only (anyone else 401/403). */
export class GuideService {
  constructor(private readonly dataSource: DataSource) {}

  /** Every guide, by name. */
  async guides(viewer: Viewer): Promise<Guide[]> {
    viewer.requireAdmin();
    return this.dataSource.query(`${GUIDES} GROUP BY g."id" ORDER BY g."name", g."id"`);
  }

  async addGuide(viewer: Viewer, name: string, languages: readonly string[]): Promise<Guide> {
    viewer.requireAdmin();
    const { errors, guide } = checkGuide(name, languages);
    refuseProblems(errors);
    const [{ id }] = await returningRows<{ id: string }>(
      this.dataSource,
      `INSERT INTO "guides" ("name", "languages") VALUES ($1, $2) RETURNING "id"`,
      [guide.name, guide.languages],
    );
    return this.guide(id);
  }

  /** Days off from `from` to `to`; refused where they meet days the guide is already busy. */
  async addDaysOff(viewer: Viewer, guideId: string, from: string, to: string): Promise<Guide> {
    viewer.requireAdmin();
    refuseProblems(checkSpan(from, to, DAYS_OFF_MAX_DAYS, GUIDE_MESSAGES.daysOffTooLong));
    await this.guide(guideId);
    try {
      await this.dataSource.query(
        `INSERT INTO "guide_busy_days" ("guide_id", "days", "reason")
         VALUES ($1, daterange($2::date, $3::date, '[]'), 'day-off')`,
        [guideId, from, to],
      );
    } catch (error) {
      if (isExclusionViolation(error)) {
        throw new AppError('GUIDE_DAYS_TAKEN');
      }
      throw error;
    }
    return this.guide(guideId);
  }

  async removeDaysOff(viewer: Viewer, guideId: string, daysOffId: string): Promise<Guide> {
    viewer.requireAdmin();
    const removed =
      isUuid(guideId) && isUuid(daysOffId)
        ? await returningRows(
            this.dataSource,
            `DELETE FROM "guide_busy_days" WHERE "id" = $1 AND "guide_id" = $2
               AND "reason" = 'day-off' RETURNING "id"`,
            [daysOffId, guideId],
          )
        : [];
    if (!removed.length) throw new AppError('NOT_FOUND', GUIDE_MESSAGES.dayOffNotFound);
    return this.guide(guideId);
  }

  private async guide(id: string): Promise<Guide> {
    if (!isUuid(id)) throw notFound();
    const [guide] = (await this.dataSource.query(`${GUIDES} WHERE g."id" = $1 GROUP BY g."id"`, [
      id,
    ])) as Guide[];
    if (!guide) throw notFound();
    return guide;
  }
}
