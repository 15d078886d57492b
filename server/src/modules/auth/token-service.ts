import jwt from 'jsonwebtoken';
import type { User } from '../users/user.entity';

interface TokenClaims {
  sub: string;
  tv: number;
}

export interface TokenSettings {
  jwtSecret: string;
  jwtExpiresIn: string;
}

const ALGORITHM = 'HS256';

export class TokenService {
  constructor(private readonly settings: TokenSettings) {}

  issue(user: Pick<User, 'id' | 'tokenVersion'>): string {
    const claims: TokenClaims = { sub: user.id, tv: user.tokenVersion };
    return jwt.sign(claims, this.settings.jwtSecret, {
      algorithm: ALGORITHM,
      expiresIn: this.settings.jwtExpiresIn as jwt.SignOptions['expiresIn'],
    });
  }

  /** The claims of a well-signed, unexpired token; null for anything else. */
  read(token: string): TokenClaims | null {
    try {
      const payload = jwt.verify(token, this.settings.jwtSecret, { algorithms: [ALGORITHM] });
      if (typeof payload !== 'object' || typeof payload.sub !== 'string') return null;
      if (typeof payload.tv !== 'number') return null;
      return { sub: payload.sub, tv: payload.tv };
    } catch {
      return null;
    }
  }
}
