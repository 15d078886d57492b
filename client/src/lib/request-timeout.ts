/** The specification's request timeout. */
export const REQUEST_TIMEOUT_MS = 15000;

/** `fetch` that gives up after the specification's timeout, or when `init.signal` aborts. */
export function fetchWithTimeout(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
  return fetch(input, { ...init, signal });
}
