import { pathInLanguage, type SiteLanguage } from '@lanka-tours/shared/site-languages';
import { PAGE_ROUTES } from '@lanka-tours/shared/site-routes';
import { SignedIds } from '../../common/signed-ids';

/**
 * The links a quote is emailed with: its id signed with the server's secret for quotes alone, so
 * none can be made up and no other link serves. A revised quote is a new quote with a new link.
 */
export class QuoteLinks {
  private readonly ids: SignedIds;

  constructor(secret: string) {
    this.ids = new SignedIds(secret, 'tour-quote');
  }

  /** The quote's page: its path, and its address in the traveller's language. */
  link(quoteId: string, language: SiteLanguage, siteUrl: string): { page: string; url: string } {
    const page = PAGE_ROUTES.quote.replace(':token', this.ids.token(quoteId, 1));
    return { page, url: siteUrl + pathInLanguage(page, language) };
  }

  /** The quote a token names, when its signature holds. */
  quoteId(token: string): string | undefined {
    const id = this.ids.idOf(token.trim());
    return id && this.ids.isValid(token.trim(), id, 1) ? id : undefined;
  }
}
