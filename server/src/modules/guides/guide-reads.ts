import type { EntityManager } from 'typeorm';
import { AppError } from '../../common/errors';
import { isUuid } from '../../common/ids';
import { toMediaImage, type MediaImage } from '../media';
import { GUIDE_MESSAGES } from './guide-rules';

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
  photo: MediaImage | null;
  /** The tour guide's account they sign in with, if one is linked. */
  accountEmail: string | null;
  /** Whether that account is the one asking. */
  isYou: boolean;
  /** The phone travellers call them on, if one is set. */
  phone: string | null;
}

interface GuideRow extends Omit<Guide, 'photo' | 'isYou'> {
  accountId: string | null;
  photoId: string | null;
  photoWidth: number;
  photoHeight: number;
  photoWidths: number[];
}

const GUIDES = `
  SELECT g."id", g."name", g."languages", g."phone", g."account_id" AS "accountId",
    u."email" AS "accountEmail", m."id" AS "photoId", m."width" AS "photoWidth",
    m."height" AS "photoHeight", m."variant_widths" AS "photoWidths",
    coalesce(json_agg(json_build_object(
        'id', b."id", 'from', lower(b."days"), 'to', upper(b."days") - 1
      ) ORDER BY lower(b."days")) FILTER (WHERE b."id" IS NOT NULL), '[]') AS "daysOff"
  FROM "guides" g
    LEFT JOIN "guide_busy_days" b ON b."guide_id" = g."id" AND b."reason" = 'day-off'
    LEFT JOIN "users" u ON u."id" = g."account_id"
    LEFT JOIN "guide_photos" p ON p."guide_id" = g."id"
    LEFT JOIN "media" m ON m."id" = p."media_id"`;
const GROUPED = `GROUP BY g."id", u."id", m."id"`;

function toGuide(row: GuideRow, viewerId: string): Guide {
  const { accountId, photoId, photoWidth, photoHeight, photoWidths, ...guide } = row;
  return {
    ...guide,
    photo: photoId
      ? toMediaImage({
          id: photoId,
          width: photoWidth,
          height: photoHeight,
          variantWidths: photoWidths,
        })
      : null,
    isYou: accountId === viewerId,
  };
}

/** Every guide, by name, as `viewerId` sees them. */
export async function listGuides(manager: EntityManager, viewerId: string): Promise<Guide[]> {
  const rows: GuideRow[] = await manager.query(`${GUIDES} ${GROUPED} ORDER BY g."name", g."id"`);
  return rows.map((row) => toGuide(row, viewerId));
}

const notFound = () => new AppError('NOT_FOUND', GUIDE_MESSAGES.guideNotFound);

/**
 * Refuses an id that names no guide (NOT_FOUND), reading nothing more; with `lock`, the guide's
 * row is held until the caller's transaction ends.
 */
export async function assertGuide(
  manager: EntityManager,
  id: string,
  { lock = false } = {},
): Promise<void> {
  const rows: unknown[] = isUuid(id)
    ? await manager.query(`SELECT 1 FROM "guides" WHERE "id" = $1${lock ? ' FOR UPDATE' : ''}`, [
        id,
      ])
    : [];
  if (!rows.length) throw notFound();
}

/** One guide; NOT_FOUND for an id that names none. */
export async function readGuide(
  manager: EntityManager,
  id: string,
  viewerId: string,
): Promise<Guide> {
  const [row] = isUuid(id)
    ? ((await manager.query(`${GUIDES} WHERE g."id" = $1 ${GROUPED}`, [id])) as GuideRow[])
    : [];
  if (!row) throw notFound();
  return toGuide(row, viewerId);
}
