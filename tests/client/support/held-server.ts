import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A server that answers like a proxy whose app is down (503): at once, or, `held`, only when
 * told to (`release`).
 */
export async function unavailableServer({ held = false } = {}) {
  const waiting: http.ServerResponse[] = [];
  const answer = (res: http.ServerResponse) => {
    res.writeHead(503, { 'content-type': 'text/plain', 'access-control-allow-origin': '*' });
    res.end('Service Unavailable');
  };
  const server = http.createServer((_req, res) => (held ? waiting.push(res) : answer(res)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/graphql`,
    release: () => waiting.splice(0).forEach(answer),
    // A request still held (or not yet arrived) does not keep the server open.
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** A server that takes the request in and answers only when told to. */
export const heldServer = () => unavailableServer({ held: true });
