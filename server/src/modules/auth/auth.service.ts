import type { Repository } from 'typeorm';
import { assertValid } from '../../common/assert-valid';
import { AppError, ERROR_CODES } from '../../common/errors';
import { isUuid } from '../../common/ids';
import { emailHash, logger } from '../../common/logger';
import { bearerToken, Viewer } from '../../common/request-context';
import { noteTokenRefused, noteUser, requestLanguage } from '../../common/request-scope';
import {
  loginErrors,
  registrationErrors,
  type LoginValues,
  type RegistrationValues,
} from '@lanka-tours/shared/account-rules';
import { findUserByEmail, type User } from '../users';
import { burnPasswordCheck, hashPassword, verifyPassword } from './password-hasher';
import type { GuideAccessService } from './guide-access.service';
import type { LoginLimits } from './login-limits';
import type { SignupLimit } from './signup-limit';
import type { SessionTokens } from './session-tokens';

export interface AuthResult {
  token: string;
  user: User;
}

const UNIQUE_VIOLATION = '23505';

/** Marks the email field too, so the form can point at it. */
function emailTaken(): AppError {
  return new AppError('EMAIL_TAKEN', undefined, { email: ERROR_CODES.EMAIL_TAKEN.message });
}

export class AuthService {
  constructor(
    private readonly users: Repository<User>,
    private readonly tokens: SessionTokens,
    /** The admin policy: a listed address whose mailbox the holder has proved. */
    readonly guideAccess: GuideAccessService,
    private readonly loginLimits: LoginLimits,
    private readonly signupLimit: SignupLimit,
  ) {}

  isAdmin(user: Pick<User, 'email' | 'emailVerifiedAt'>): boolean {
    return this.guideAccess.isAdmin(user);
  }

  /** Decides, on every request, who is asking: never throws for a bad token, only records it. */
  async viewerFor(authorization: string | undefined): Promise<Viewer> {
    const token = bearerToken(authorization);
    if (!token) return new Viewer(null, false, this.guideAccess);
    try {
      const user = await this.userForToken(token);
      noteUser(user.id);
      return new Viewer(user, false, this.guideAccess);
    } catch (error) {
      if (error instanceof AppError && error.code === 'SESSION_EXPIRED') {
        noteTokenRefused();
        return new Viewer(null, true, this.guideAccess);
      }
      throw error;
    }
  }

  /** The signed-in user, as the specification's GET /me gives it: signed out is 401. */
  me(viewer: Viewer): User {
    return viewer.requireUser();
  }

  async register(values: RegistrationValues, clientIp: string): Promise<AuthResult> {
    assertValid(registrationErrors(values));
    await this.signupLimit.count(clientIp);
    const email = values.email.trim();
    if (await this.findByEmail(email)) throw emailTaken();
    const user = this.users.create({
      name: values.name.trim(),
      email,
      country: values.country,
      // The account speaks the language it was made in (Accept-Language), English by default.
      language: requestLanguage(),
      passwordHash: await hashPassword(values.password),
    });
    try {
      await this.users.insert(user);
    } catch (error) {
      // Two sign-ups with the same address at once: the unique index decides.
      if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw emailTaken();
      throw error;
    }
    const saved = await this.users.findOneByOrFail({ id: user.id });
    await this.guideAccess.offer(saved);
    return { token: this.tokens.issue(saved), user: saved };
  }

  /** Wrong passwords are limited per account and address, per address and per account (login-limits.ts). */
  async login(values: LoginValues, clientIp: string): Promise<AuthResult> {
    assertValid(loginErrors(values));
    const email = values.email.trim();
    await this.loginLimits.check(email, clientIp);
    const user = await this.findByEmail(email);
    if (!user) {
      await burnPasswordCheck(values.password);
    } else if (await verifyPassword(user.passwordHash, values.password)) {
      noteUser(user.id);
      logger.info({ event: 'login.succeeded', userId: user.id }, 'Signed in');
      await this.loginLimits.recordSuccess(email, clientIp);
      await this.guideAccess.offer(user, { throttled: true });
      return { token: this.tokens.issue(user), user };
    }
    logger.warn(
      { event: 'login.failed', ...(user ? { userId: user.id } : { emailHash: emailHash(email) }) },
      'Login failed',
    );
    // An unknown address counts too, so the limits do not tell which accounts exist.
    await this.loginLimits.recordFailure(email, clientIp);
    throw new AppError('INVALID_CREDENTIALS');
  }

  /** The user a bearer token speaks for, or SESSION_EXPIRED when it is forged, stale or revoked. */
  async userForToken(token: string): Promise<User> {
    const claims = this.tokens.read(token);
    if (!claims || !isUuid(claims.sub)) throw new AppError('SESSION_EXPIRED');
    const user = await this.users.findOneBy({ id: claims.sub });
    if (!user || user.tokenVersion !== claims.tv) throw new AppError('SESSION_EXPIRED');
    return user;
  }

  private findByEmail(email: string): Promise<User | null> {
    return findUserByEmail(this.users.manager, email);
  }
}
