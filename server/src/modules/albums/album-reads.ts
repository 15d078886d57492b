import type { EntityManager } from 'typeorm';
import { toMediaImage, type StoredImage } from '../media';
import { TourAlbumView } from './album.types';

interface AlbumRow extends Omit<TourAlbumView, 'images' | 'coverImage' | 'imageCount'> {
  images: { id: string; caption: string; media: StoredImage }[];
}

/** Albums with their images in order: one statement, one row per album. */
const SELECT_ALBUMS = `
  SELECT a.id, a.title, a.description, a.location, a.date::text AS date,
         a.cover_image_id AS "coverImageId", a.created_at AS "createdAt",
         a.updated_at AS "updatedAt",
         coalesce(
           json_agg(
             json_build_object(
               'id', ai.id, 'caption', ai.caption,
               'media', json_build_object('id', m.id, 'width', m.width, 'height', m.height,
                                          'variantWidths', m.variant_widths))
             ORDER BY ai.position, ai.id
           ) FILTER (WHERE ai.id IS NOT NULL),
           '[]'
         ) AS images
  FROM tour_albums a
  LEFT JOIN album_images ai ON ai.album_id = a.id
  LEFT JOIN media m ON m.id = ai.media_id`;
const GROUP_AND_ORDER = `GROUP BY a.id ORDER BY a.date DESC, a.created_at DESC, a.id`;

async function read(manager: EntityManager, where: string, parameters: unknown[]) {
  const rows: AlbumRow[] = await manager.query(
    `${SELECT_ALBUMS} ${where} ${GROUP_AND_ORDER}`,
    parameters,
  );
  return rows.map(
    (row) =>
      new TourAlbumView({
        ...row,
        images: row.images.map((image) => ({
          id: image.id,
          caption: image.caption || null,
          image: toMediaImage(image.media),
        })),
      }),
  );
}

export function allAlbums(manager: EntityManager): Promise<TourAlbumView[]> {
  return read(manager, '', []);
}

export async function albumById(manager: EntityManager, id: string): Promise<TourAlbumView | null> {
  return (await read(manager, 'WHERE a.id = $1', [id]))[0] ?? null;
}

/** What the debug endpoint reports of the stored images. */
export async function mediaCounts(
  manager: EntityManager,
): Promise<{ images: number; files: number; sampleMedia: StoredImage | null }> {
  const [counts] = await manager.query<{ images: string; files: string }[]>(
    `SELECT (SELECT count(*) FROM media) AS images, (SELECT count(*) FROM media_variants) AS files`,
  );
  const [sample] = await manager.query<StoredImage[]>(
    `SELECT m.id, m.width, m.height, m.variant_widths AS "variantWidths"
     FROM album_images ai JOIN media m ON m.id = ai.media_id
     ORDER BY m.created_at DESC LIMIT 1`,
  );
  return {
    images: Number(counts.images),
    files: Number(counts.files),
    sampleMedia: sample ?? null,
  };
}
