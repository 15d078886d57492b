import http from 'node:http';
import { baseUrl } from './test-env';

export interface HttpResult<Body = unknown> {
  status: number;
  headers: Headers;
  body: Body;
  text: string;
}

export interface GraphQLError {
  message: string;
  path?: (string | number)[];
  extensions?: Record<string, unknown> & { code?: string; fields?: Record<string, string> };
}

export interface GraphQLBody<Data = Record<string, unknown>> {
  data?: Data | null;
  errors?: GraphQLError[];
}

function authorization(token?: string): Record<string, string> {
  return token ? { authorization: `Bearer ${token}` } : {};
}

async function read<Body>(response: Response): Promise<HttpResult<Body>> {
  const text = await response.text();
  let body: unknown = text;
  if (response.headers.get('content-type')?.includes('application/json')) body = JSON.parse(text);
  return { status: response.status, headers: response.headers, body: body as Body, text };
}

/** A plain HTTP call; `body` is sent as it is when it is a string, as JSON otherwise. */
export async function request<Body = unknown>(
  method: string,
  path: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string>; base?: string } = {},
): Promise<HttpResult<Body>> {
  const { body, token, headers, base = baseUrl() } = options;
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(body !== undefined && { 'content-type': 'application/json' }),
      ...authorization(token),
      ...headers,
    },
    body: body === undefined || typeof body === 'string' ? body : JSON.stringify(body),
  });
  return read<Body>(response);
}

/**
 * A request that carries `body` whatever its method, as any HTTP client may send it (fetch sends
 * none with GET): its status and text.
 */
export function requestWithBody(
  method: string,
  path: string,
  body: string,
  headers: Record<string, string>,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const sent = http.request(
      `${baseUrl()}${path}`,
      { method, headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) } },
      (answer) => {
        let text = '';
        answer.setEncoding('utf8');
        answer.on('data', (chunk: string) => (text += chunk));
        answer.on('end', () => resolve({ status: answer.statusCode ?? 0, text }));
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });
}

export function rest<Body = unknown>(
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<HttpResult<Body>> {
  return request<Body>(method, path, { body, token });
}

export function graphql<Data = Record<string, unknown>>(
  query: string,
  variables?: Record<string, unknown>,
  token?: string,
  base?: string,
): Promise<HttpResult<GraphQLBody<Data>>> {
  return request<GraphQLBody<Data>>('POST', '/graphql', {
    body: { query, variables },
    token,
    base,
  });
}
