import { createSecretKey, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { User } from '../users';

interface TokenClaims {
  sub: string;
  tv: number;
}

export interface TokenSettings {
  jwtSecret: string;
  jwtExpiresIn: string;
}

const ALGORITHM = 'HS256';

/** Session tokens: HS256 JWTs naming the user and their tokenVersion, which revokes them. */
export class SessionTokens {
  /** Made once: given the secret as a string, jsonwebtoken would parse it into a key per call. */
  private readonly key: KeyObject;

  constructor(private readonly settings: TokenSettings) {
    this.key = createSecretKey(Buffer.from(settings.jwtSecret, 'utf8'));
  }

  issue(user: Pick<User, 'id' | 'tokenVersion'>): string {
    const claims: TokenClaims = { sub: user.id, tv: user.tokenVersion };
    return jwt.sign(claims, this.key, {
      algorithm: ALGORITHM,
      expiresIn: this.settings.jwtExpiresIn as jwt.SignOptions['expiresIn'],
    });
  }

  /** The claims of a well-signed, unexpired token; null for anything else. */
  read(token: string): TokenClaims | null {
    try {
      const payload = jwt.verify(token, this.key, { algorithms: [ALGORITHM] });
      if (typeof payload !== 'object' || typeof payload.sub !== 'string') return null;
      // jsonwebtoken accepts a token without an expiry; we issue none such, so it was not ours.
      if (typeof payload.exp !== 'number') return null;
      if (typeof payload.tv !== 'number') return null;
      return { sub: payload.sub, tv: payload.tv };
    } catch {
      return null;
    }
  }
}
