import type { EntityManager } from 'typeorm';
import { toMediaImage, type StoredImage } from '../media';
import type { FeedbackView } from './feedback.types';

/** The newest this many are listed; the summary still counts every review. */
export const FEEDBACK_LIST_LIMIT = 100;

type FeedbackRow = Omit<FeedbackView, 'images' | 'reply' | 'hidden' | 'verified'> & {
  verifiedTour: string | null;
  verifiedMonth: string | null;
  images: StoredImage[];
  reply: string | null;
  repliedAt: Date | null;
  hiddenReason: string | null;
  hiddenAt: Date | null;
};

/** Which reviews a read includes: those visitors see, or the hidden ones too. */
export type Visibility = 'visible' | 'all';

const VISIBLE = 'f.hidden_at IS NULL';

/**
 * Feedback with its author's email and its images in upload order: one statement, one row per
 * review (images aggregated by PostgreSQL), whatever the number of reviews or images.
 */
const SELECT_FEEDBACK = `
  SELECT f.id, f.user_id AS "userId", f.full_name AS "fullName", u.email, f.rating, f.comment,
         f.location, f.created_at AS "createdAt", f.updated_at AS "updatedAt", f.reply,
         f.replied_at AS "repliedAt", f.hidden_reason AS "hiddenReason", f.hidden_at AS "hiddenAt",
         f.verified_tour AS "verifiedTour", f.verified_month AS "verifiedMonth",
         coalesce(
           json_agg(
             json_build_object('id', m.id, 'width', m.width, 'height', m.height,
                               'variantWidths', m.variant_widths)
             ORDER BY fi.position
           ) FILTER (WHERE m.id IS NOT NULL),
           '[]'
         ) AS images
  FROM feedback f
  JOIN users u ON u.id = f.user_id
  LEFT JOIN feedback_images fi ON fi.feedback_id = f.id
  LEFT JOIN media m ON m.id = fi.media_id`;
const GROUP_AND_ORDER = `GROUP BY f.id, u.email ORDER BY f.created_at DESC, f.id DESC`;

async function read(manager: EntityManager, where: string, parameters: unknown[]) {
  const rows: FeedbackRow[] = await manager.query(
    `${SELECT_FEEDBACK} WHERE ${where} ${GROUP_AND_ORDER}`,
    parameters,
  );
  return rows.map(({ reply, repliedAt, hiddenReason, hiddenAt, ...rest }): FeedbackView => {
    const { verifiedTour, verifiedMonth, ...row } = rest;
    return {
      ...row,
      images: row.images.map(toMediaImage),
      reply: reply && repliedAt ? { text: reply, repliedAt } : null,
      hidden: hiddenAt ? { reason: hiddenReason, hiddenAt } : null,
      verified:
        verifiedTour && verifiedMonth ? { tourTitle: verifiedTour, month: verifiedMonth } : null,
    };
  });
}

/** The newest reviews: those visitors see, or with the hidden ones (for the tour guides). */
export function newestFeedback(
  manager: EntityManager,
  visibility: Visibility = 'visible',
): Promise<FeedbackView[]> {
  const shown = visibility === 'visible' ? `WHERE ${VISIBLE}` : '';
  return read(
    manager,
    `f.id IN (SELECT id FROM feedback f ${shown} ORDER BY created_at DESC, id DESC LIMIT $1)`,
    [FEEDBACK_LIST_LIMIT],
  );
}

/** The average and number of the reviews visitors see. */
export async function visibleSummary(manager: EntityManager) {
  const [row] = (await manager.query(
    `SELECT avg(rating)::float8 AS average, count(*) AS count FROM feedback f WHERE ${VISIBLE}`,
  )) as { average: number | null; count: string }[];
  return { average: Math.round(Number(row.average ?? 0) * 10) / 10, count: Number(row.count) };
}

export function feedbackByAuthor(manager: EntityManager, userId: string): Promise<FeedbackView[]> {
  return read(manager, 'f.user_id = $1', [userId]);
}

export async function feedbackById(
  manager: EntityManager,
  id: string,
): Promise<FeedbackView | null> {
  return (await read(manager, 'f.id = $1', [id]))[0] ?? null;
}
