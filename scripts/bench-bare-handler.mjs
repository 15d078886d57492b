// The comparison point of `node scripts/bench.mjs`: node:http and pg alone, answering GET /api/feedback
// with the same JSON as the app (the same statement, the same shape), and nothing else.
import http from 'node:http';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const pg = require('pg');
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });

const LIST = `
  SELECT f.id, f.user_id, f.full_name, u.email, f.rating, f.comment, f.location, f.created_at,
         f.updated_at,
         coalesce(json_agg(json_build_object('id', m.id, 'widths', m.variant_widths)
                           ORDER BY fi.position) FILTER (WHERE m.id IS NOT NULL), '[]') AS images
  FROM feedback f
  JOIN users u ON u.id = f.user_id
  LEFT JOIN feedback_images fi ON fi.feedback_id = f.id
  LEFT JOIN media m ON m.id = fi.media_id
  WHERE f.id IN (SELECT id FROM feedback ORDER BY created_at DESC, id DESC LIMIT 100)
  GROUP BY f.id, u.email
  ORDER BY f.created_at DESC, f.id DESC`;

async function list() {
  const { rows } = await pool.query(LIST);
  return {
    feedback: rows.map((row) => ({
      _id: row.id,
      userId: row.user_id,
      fullName: row.full_name,
      email: row.email,
      rating: row.rating,
      comment: row.comment,
      location: row.location ?? '',
      images: row.images.map((image) => `/media/${image.id}/${image.widths.at(-1)}.webp`),
      createdAt: row.created_at.toISOString(),
      updatedAt: row.updated_at.toISOString(),
    })),
  };
}

http
  .createServer(async (req, res) => {
    if (req.url !== '/api/feedback') {
      res.writeHead(404).end();
      return;
    }
    const body = JSON.stringify(await list());
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(body);
  })
  .listen(Number(process.env.PORT), '127.0.0.1', () => console.log('listening'));
