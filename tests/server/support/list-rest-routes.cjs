// Prints, as JSON, every route the built REST router registers: `get /api/tour-albums/:id`, …
// Run as a process of its own: the server's build loads ES modules that jest cannot require.
const path = require('node:path');

const { restRouter } = require(path.resolve(__dirname, '../../../server/dist/rest-router.js'));

/**
 * Stands in for the services while the routers are built: registering a route keeps a service
 * and calls none of it, and a call would throw.
 */
const untouched = new Proxy(() => undefined, {
  get: () => untouched,
  apply: () => {
    throw new Error('A service was called while the routes were registered');
  },
});

function walk(stack, prefix) {
  return stack.flatMap((layer) => {
    if (layer.route) {
      const methods = Object.keys(layer.route.methods).filter((m) => layer.route.methods[m]);
      return methods.map((method) => `${method} ${prefix}${layer.route.path}`);
    }
    const mounted = typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : '';
    return layer.handle.stack ? walk(layer.handle.stack, prefix + mounted) : [];
  });
}

console.log(JSON.stringify(walk(restRouter(untouched, untouched).stack, '/api')));
