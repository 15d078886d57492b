import { pathInLanguage, type SiteLanguage } from '@lanka-tours/shared/site-languages';
import { PAGE_ROUTES } from '@lanka-tours/shared/site-routes';
import { SignedIds } from '../../common/signed-ids';

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
  private readonly ids: SignedIds;

  constructor(secret: string) {
    this.ids = new SignedIds(secret, 'tour-booking-manage');
  }

  token({ id, manageVersion }: LinkedBooking): string {
    return this.ids.token(id, manageVersion);
  }

  /** The booking's own page: its path, and its address in the traveller's language. */
  link(booking: LinkedBooking, language: SiteLanguage, siteUrl: string): ManageLink {
    const page = PAGE_ROUTES.manageBooking.replace(':token', this.token(booking));
    return { page, url: siteUrl + pathInLanguage(page, language) };
  }

  /** The booking id a token names; it is valid only when `isValid` agrees for its version. */
  bookingId(token: string): string | undefined {
    return this.ids.idOf(token);
  }

  isValid(token: string, booking: LinkedBooking): boolean {
    return this.ids.isValid(token, booking.id, booking.manageVersion);
  }
}
