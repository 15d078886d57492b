import { createHmac, timingSafeEqual } from 'node:crypto';

/** `<uuid>.<HMAC-SHA256 of the purpose, the id and the version, base64url>`. */
const TOKEN = /^([0-9a-f-]{36})\.([\w-]{43})$/;

/**
 * Private addresses made of a record's id signed with the server's secret for one purpose: none
 * can be made up, and raising the record's version revokes every earlier one.
 */
export class SignedIds {
  private readonly key: Buffer;

  constructor(
    secret: string,
    private readonly purpose: string,
  ) {
    this.key = Buffer.from(secret, 'utf8');
  }

  token(id: string, version: number): string {
    return `${id}.${this.signature(id, version)}`;
  }

  /** The id a token names; it is valid only when `isValid` agrees for the record's version. */
  idOf(token: string): string | undefined {
    return TOKEN.exec(token)?.[1];
  }

  isValid(token: string, id: string, version: number): boolean {
    const given = TOKEN.exec(token)?.[2];
    if (!given || this.idOf(token) !== id) return false;
    return timingSafeEqual(Buffer.from(this.signature(id, version)), Buffer.from(given));
  }

  private signature(id: string, version: number): string {
    return createHmac('sha256', this.key)
      .update(`${this.purpose}.${id}.${version}`)
      .digest('base64url');
  }
}
