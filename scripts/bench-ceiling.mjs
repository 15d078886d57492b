// The ceiling of `node scripts/bench.mjs`: node:http answering a Buffer prepared once, the app's own answer
// to GET /api/feedback (SOURCE_URL), brotli-compressed once (at the app's level) for a client that
// accepts it, and nothing else: what no server of this machine can beat.
import http from 'node:http';
import zlib from 'node:zlib';

const answer = await fetch(process.env.SOURCE_URL);
if (answer.status !== 200) throw new Error(`${process.env.SOURCE_URL} answered ${answer.status}`);
const body = Buffer.from(await answer.arrayBuffer());
const brotli = zlib.brotliCompressSync(body, {
  params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 },
});
const type = 'application/json; charset=utf-8';

http
  .createServer((req, res) => {
    const compressed = /\bbr\b/.test(req.headers['accept-encoding'] ?? '');
    const bytes = compressed ? brotli : body;
    res.writeHead(200, {
      'content-type': type,
      'content-length': bytes.length,
      ...(compressed && { 'content-encoding': 'br' }),
    });
    res.end(bytes);
  })
  .listen(Number(process.env.PORT), '127.0.0.1', () => {
    console.log(
      `Ceiling listening on ${process.env.PORT} (${body.length} bytes, br ${brotli.length})`,
    );
  });
