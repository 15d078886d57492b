import type { DataSource, EntityManager } from 'typeorm';
import { AppError } from '../../common/errors';
import { isUuid } from '../../common/ids';
import { isExclusionViolation, isUniqueViolation, returningRows } from '../../common/sql';
import type { SessionUser, Viewer } from '../../common/request-context';
import { refuseProblems } from '../../common/refuse-problems';
import { findUserByEmail } from '../users';
import { checkGuide, checkSpan, DAYS_OFF_MAX_DAYS, GUIDE_MESSAGES } from './guide-rules';
import { assertGuide, listGuides, readGuide, type Guide } from './guide-reads';

export type { DaysOff, Guide } from './guide-reads';

/** A guide's details as the company writes them. */
export interface GuideDetails {
  name: string;
  languages: readonly string[];
  /** The tour guide's account they sign in with; empty or absent for none. */
  accountEmail?: string | null;
  /** The phone travellers call them on, given in the day-before message; empty or absent for none. */
  phone?: string | null;
}

/** Whether an account holds tour-guide rights (the auth module's policy). */
export type TourGuidePolicy = (user: SessionUser) => boolean;

/** The company's guides and their days off: tour guides only (anyone else 401/403). */
export class GuideService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly isTourGuide: TourGuidePolicy,
  ) {}

  /** Every guide, by name. */
  async guides(viewer: Viewer): Promise<Guide[]> {
    const you = viewer.requireAdmin();
    return listGuides(this.dataSource.manager, you.id);
  }

  async addGuide(viewer: Viewer, details: GuideDetails): Promise<Guide> {
    const you = viewer.requireAdmin();
    const { name, languages, phone } = checkedDetails(details);
    return this.withAccount(details, async (manager, accountId) => {
      const [{ id }] = await returningRows<{ id: string }>(
        manager,
        `INSERT INTO "guides" ("name", "languages", "account_id", "phone")
         VALUES ($1, $2, $3, $4) RETURNING "id"`,
        [name, languages, accountId, phone],
      );
      return readGuide(manager, id, you.id);
    });
  }

  /** A guide's name, languages, account and phone, all as given. */
  async updateGuide(viewer: Viewer, guideId: string, details: GuideDetails): Promise<Guide> {
    const you = viewer.requireAdmin();
    await assertGuide(this.dataSource.manager, guideId);
    const { name, languages, phone } = checkedDetails(details);
    return this.withAccount(details, async (manager, accountId) => {
      await manager.query(
        `UPDATE "guides" SET "name" = $2, "languages" = $3, "account_id" = $4, "phone" = $5
          WHERE "id" = $1`,
        [guideId, name, languages, accountId, phone],
      );
      return readGuide(manager, guideId, you.id);
    });
  }

  /** Days off from `from` to `to`; refused where they meet days the guide is already busy. */
  async addDaysOff(viewer: Viewer, guideId: string, from: string, to: string): Promise<Guide> {
    const you = viewer.requireAdmin();
    refuseProblems(checkSpan(from, to, DAYS_OFF_MAX_DAYS, GUIDE_MESSAGES.daysOffTooLong));
    await assertGuide(this.dataSource.manager, guideId);
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
    return readGuide(this.dataSource.manager, guideId, you.id);
  }

  async removeDaysOff(viewer: Viewer, guideId: string, daysOffId: string): Promise<Guide> {
    const you = viewer.requireAdmin();
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
    return readGuide(this.dataSource.manager, guideId, you.id);
  }

  /**
   * Writes a guide with the account its details name: a confirmed tour guide's, or none. An
   * account already linked to another guide is refused by the database's unique constraint.
   */
  private async withAccount(
    details: GuideDetails,
    write: (manager: EntityManager, accountId: string | null) => Promise<Guide>,
  ): Promise<Guide> {
    const email = details.accountEmail?.trim() ?? '';
    try {
      return await this.dataSource.transaction(async (manager) => {
        const account = email ? await findUserByEmail(manager, email) : null;
        if (email && !(account && this.isTourGuide(account))) {
          refuseProblems({ accountEmail: GUIDE_MESSAGES.accountNotTourGuide });
        }
        return write(manager, account?.id ?? null);
      });
    } catch (error) {
      if (isUniqueViolation(error, 'UQ_guides_account')) {
        refuseProblems({ accountEmail: GUIDE_MESSAGES.accountTaken });
      }
      throw error;
    }
  }
}

function checkedDetails({ name, languages, phone }: GuideDetails) {
  const { errors, guide } = checkGuide(name, languages, phone ?? '');
  refuseProblems(errors);
  return guide;
}
