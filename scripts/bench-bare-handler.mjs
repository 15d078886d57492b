// The comparison point of `npm run bench`: node:http and pg alone, answering GET /api/feedback
// with the same JSON as the app (the same joins, the same shape), and nothing else.
import http from 'node:http';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const pg = require('pg');
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });

const LIST = `
  SELECT f.id, f.user_id, f.full_name, u.email, f.rating, f.comment, f.location, f.created_at,
         f.updated_at, m.id AS media_id, m.variant_widths
  FROM feedback f
  JOIN users u ON u.id = f.user_id
  LEFT JOIN feedback_images fi ON fi.feedback_id = f.id
  LEFT JOIN media m ON m.id = fi.media_id
  WHERE f.id IN (SELECT id FROM feedback ORDER BY created_at DESC, id DESC LIMIT 100)
  ORDER BY f.created_at DESC, f.id DESC, fi.position`;

async function list() {
  const { rows } = await pool.query(LIST);
  const byId = new Map();
  for (const row of rows) {
    let item = byId.get(row.id);
    if (!item) {
      item = {
        _id: row.id,
        userId: row.user_id,
        fullName: row.full_name,
        email: row.email,
        rating: row.rating,
        comment: row.comment,
        location: row.location ?? '',
        images: [],
        createdAt: row.created_at.toISOString(),
        updatedAt: row.updated_at.toISOString(),
      };
      byId.set(row.id, item);
    }
    if (row.media_id) item.images.push(`/media/${row.media_id}/${row.variant_widths.at(-1)}.webp`);
  }
  return { feedback: [...byId.values()] };
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
