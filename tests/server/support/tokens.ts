import jwt from 'jsonwebtoken';
import { bumpTokenVersion, deleteUser } from './database';
import { jwtSecret } from './test-env';
import type { Session } from './transports';

export const HOUR = 3600;
export const now = () => Math.floor(Date.now() / 1000);

function base64url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

function claimsOf(token: string): Record<string, unknown> & { exp: number } {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
}

/** The same token with other claims and the original signature. */
export function withClaims(token: string, change: Record<string, unknown>): string {
  const [header, , signature] = token.split('.');
  return [header, base64url({ ...claimsOf(token), ...change }), signature].join('.');
}

/** The same token with its expiry pushed back a year and the original signature. */
export const extendedByAYear = (token: string) =>
  withClaims(token, { exp: claimsOf(token).exp + 365 * 24 * HOUR });

export const unsigned = (claims: object) =>
  `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`;

export type TokenMaker = (session: Session) => Promise<string> | string;

/** Each bad token carries the right user and version, so only its one defect can reject it. */
export const REJECTED_TOKENS: [string, TokenMaker][] = [
  ['a token whose payload was edited (signature kept)', ({ token }) => extendedByAYear(token)],
  [
    'a token signed with another secret',
    ({ user }) => jwt.sign({ sub: user.id, tv: 0 }, 'x'.repeat(48), { expiresIn: HOUR }),
  ],
  [
    'an unsigned token (alg none)',
    ({ user }) => unsigned({ sub: user.id, tv: 0, exp: now() + HOUR }),
  ],
  [
    'an expired token',
    ({ user }) => jwt.sign({ sub: user.id, tv: 0, exp: now() - 60 }, jwtSecret()),
  ],
  [
    'a token issued before the token version was raised',
    async ({ token, user }) => {
      await bumpTokenVersion(user.id);
      return token;
    },
  ],
  [
    'a token of an account that no longer exists',
    async ({ token, user }) => {
      await deleteUser(user.id);
      return token;
    },
  ],
];
