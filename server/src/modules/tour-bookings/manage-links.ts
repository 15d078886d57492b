import { createHmac, timingSafeEqual } from 'node:crypto';

/** `<booking id>.<HMAC-SHA256 of the purpose, the id and the link's version, base64url>`. */
const TOKEN = /^([0-9a-f-]{36})\.([\w-]{43})$/;
const PURPOSE = 'tour-booking-manage';

/** A booking's id and the version of its link that is valid now. */
export interface LinkedBooking {
  id: string;
  manageVersion: number;
}

/**
 * The private "manage my booking" links: signed with the server's secret, so none can be made up,
 * and revoked by raising the booking's link version, which every earlier link was signed with.
 */
export class ManageLinks {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = Buffer.from(secret, 'utf8');
  }

  token({ id, manageVersion }: LinkedBooking): string {
    return `${id}.${this.signature(id, manageVersion)}`;
  }

  /** The booking id a token names; it is valid only when `isValid` agrees for its version. */
  bookingId(token: string): string | undefined {
    return TOKEN.exec(token)?.[1];
  }

  isValid(token: string, booking: LinkedBooking): boolean {
    const given = TOKEN.exec(token)?.[2];
    if (!given || this.bookingId(token) !== booking.id) return false;
    const expected = this.signature(booking.id, booking.manageVersion);
    return timingSafeEqual(Buffer.from(expected), Buffer.from(given));
  }

  private signature(id: string, version: number): string {
    return createHmac('sha256', this.key).update(`${PURPOSE}.${id}.${version}`).digest('base64url');
  }
}
