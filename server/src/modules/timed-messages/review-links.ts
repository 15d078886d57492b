import { SignedIds } from '../../common/signed-ids';

/**
 * The after-tour message's link to review a tour: the booking's id signed with the server's
 * secret for that purpose alone, so none can be made up and a manage link is no review link.
 */
export class ReviewLinks {
  private readonly ids: SignedIds;

  constructor(secret: string) {
    this.ids = new SignedIds(secret, 'tour-review');
  }

  /** The home page's reviews, opened with the booking's token. */
  page(bookingId: string): string {
    const token = this.ids.token(bookingId, 1);
    return `/?review=${encodeURIComponent(token)}#feedback-section`;
  }
}
