import { createHmac, timingSafeEqual } from 'node:crypto';
import { pathInLanguage, type SiteLanguage } from '@lanka-tours/shared/site-languages';
import { PAGE_ROUTES } from '@lanka-tours/shared/site-routes';

/** `<booking id>.<HMAC-SHA256 of the purpose, the id and the link's version, base64url>`. */
const TOKEN = /^([0-9a-f-]{36})\.([\w-]{43})$/;
const PURPOSE = 'tour-booking-manage';

/** Where a booking's own page is: its path (linked in an email's language) and address. */
export interface ManageLink {
  page: string;
  url: string;
}

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

  /** The booking's own page: its path, and its address in the traveller's language. */
  link(booking: LinkedBooking, language: SiteLanguage, siteUrl: string): ManageLink {
    const page = PAGE_ROUTES.manageBooking.replace(':token', this.token(booking));
    return { page, url: siteUrl + pathInLanguage(page, language) };
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
