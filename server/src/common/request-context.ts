import { AppError, type ErrorCode } from './errors';

/**
 * The account a signed-in viewer carries. common/ imports no module, so this names only what the
 * admin policy reads; the users module declares its entity to be this (user.entity.ts), so a
 * viewer's user has every field of the account.
 */
export interface SessionUser {
  id: string;
  email: string;
  emailVerifiedAt: Date | null;
}

/** Tour-guide rights: a listed address whose mailbox the holder has proved (guide-access.service). */
interface AdminPolicy {
  isAdmin(user: SessionUser): boolean;
}

/**
 * Who is making a request, decided by the server from the bearer token on every request. Services
 * take it and decide; `requireUser()` and `requireAdmin()` are the only permission checks.
 */
export class Viewer {
  constructor(
    readonly user: SessionUser | null,
    /** A token was sent but is forged, expired or revoked. */
    readonly tokenRejected: boolean,
    private readonly policy: AdminPolicy,
  ) {}

  get isAdmin(): boolean {
    return this.user !== null && this.policy.isAdmin(this.user);
  }

  /** The signed-in user or null; a rejected token is an error, so the client can sign out. */
  currentUser(): SessionUser | null {
    if (this.tokenRejected) throw new AppError('SESSION_EXPIRED');
    return this.user;
  }

  /** The signed-in user; signed out is `refusal` where the specification words it its own way. */
  requireUser(refusal: ErrorCode = 'UNAUTHENTICATED'): SessionUser {
    const user = this.currentUser();
    if (!user) throw new AppError(refusal);
    return user;
  }

  /** A tour guide: signed out is 401, signed in without the rights 403. */
  requireAdmin(): SessionUser {
    const user = this.requireUser();
    if (!this.isAdmin) throw new AppError('FORBIDDEN');
    return user;
  }
}

export interface RequestContext {
  viewer: Viewer;
  /** The caller's address (behind a proxy on loopback, the one it forwarded), for rate limits. */
  clientIp: string;
}

export function bearerToken(authorization: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  return match ? match[1] : null;
}
