import { TestEnvironment as JsdomEnvironment } from 'jest-environment-jsdom';

/**
 * jsdom with Node's own networking globals, so the real Apollo client can make real requests.
 *
 * jsdom has no fetch, Request or Response, and its AbortSignal is not one Node's fetch accepts,
 * so the whole family comes from Node together. React Router's data routers also need
 * Request and TextEncoder.
 */
const NODE_GLOBALS = [
  'Request',
  'Response',
  'Headers',
  'AbortController',
  'AbortSignal',
  'ReadableStream',
  'TextEncoder',
  'TextDecoder',
  'structuredClone',
] as const;

export default class JsdomWithFetchEnvironment extends JsdomEnvironment {
  constructor(...args: ConstructorParameters<typeof JsdomEnvironment>) {
    super(...args);
    const testRealm = this.global as unknown as typeof globalThis;
    const testGlobals = this.global as unknown as Record<string, unknown>;
    for (const name of NODE_GLOBALS) testGlobals[name] = globalThis[name];

    const nodeFetch = globalThis.fetch;
    testGlobals.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      try {
        return await nodeFetch(input, init);
      } catch (error) {
        throw inRealm(testRealm, error);
      }
    };
  }
}

/**
 * Tests run in their own realm, where Node's TypeError and DOMException fail `instanceof`.
 * The app tells "no response" apart from other failures by those types, so rebuild them there.
 */
function inRealm(realm: typeof globalThis, error: unknown): unknown {
  if (error instanceof TypeError) return new realm.TypeError(error.message, { cause: error });
  if (error instanceof DOMException) return new realm.DOMException(error.message, error.name);
  return error;
}
