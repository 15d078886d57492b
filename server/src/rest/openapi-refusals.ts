import { ERROR_CODES, type ErrorCode } from '../common/errors';
import type { Access } from './api-contract';

/** The refusals an operation meets by who may call it. */
const ACCESS_ERRORS: Record<Access, ErrorCode[]> = {
  anyone: [],
  'signed-in': ['UNAUTHENTICATED', 'SESSION_EXPIRED'],
  'tour-guide': ['UNAUTHENTICATED', 'SESSION_EXPIRED', 'FORBIDDEN'],
};

export const ACCESS_NOTES: Record<Access, string> = {
  anyone: 'Anyone may call it; signed in (`Authorization: Bearer <token>`), it knows who asks.',
  'signed-in': 'Signed in: `Authorization: Bearer <token>` (from register or login).',
  'tour-guide': 'Tour guides only (ADMIN_EMAILS, address confirmed): 401 signed out, 403 others.',
};

/** What any operation may answer: the service down, the database away, an unexpected failure. */
const ANY_OPERATION: ErrorCode[] = ['INTERNAL_SERVER_ERROR', 'DATABASE_UNAVAILABLE'];

/**
 * A body is read before any route runs, whatever the method (a GET's too): unreadable JSON, too
 * large, in an encoding the server does not read.
 */
const ANY_BODY: ErrorCode[] = ['INVALID_JSON', 'REQUEST_TOO_LARGE', 'UNSUPPORTED_BODY_ENCODING'];

/** A changing request: a form's encoding, another site's page. */
const CHANGING: ErrorCode[] = ['UNSUPPORTED_CONTENT_TYPE', 'CROSS_SITE_REQUEST'];

/** The refusals of an operation, grouped by status, each with the codes and messages behind it. */
export function errorAnswers(codes: ErrorCode[]) {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of new Set(codes)) {
    const { status } = ERROR_CODES[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return Object.fromEntries(
    [...byStatus].map(([status, group]) => [
      String(status),
      {
        description: group.map((code) => `${code}: ${ERROR_CODES[code].message}`).join('\n\n'),
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      },
    ]),
  );
}

export function refusalsOf(access: Access, changing: boolean, extra: ErrorCode[] = []) {
  return [
    ...ACCESS_ERRORS[access],
    ...ANY_BODY,
    ...(changing ? CHANGING : []),
    ...extra,
    ...ANY_OPERATION,
  ];
}
