import { Router, type Request } from 'express';
import { z } from 'zod';
import type { QuoteDraft } from '@lanka-tours/shared/quote-rules';
import { AppError } from '../../common/errors';
import { on } from '../../rest/api-contract';
import { ENQUIRY_QUOTE_API, QUOTE_API, QUOTE_FIELDS } from './quotes.contract';
import type { CompanyQuote, QuoteService } from './quotes.service';

const DRAFT = z.object(QUOTE_FIELDS);

/** The body of a quote; one whose values are not of their types is refused whole. */
function draftOf(req: Request): QuoteDraft {
  const parsed = DRAFT.safeParse(req.body);
  if (!parsed.success) throw new AppError('BAD_USER_INPUT');
  return { ...parsed.data, planId: parsed.data.planId ?? null };
}

const restQuote = (quote: CompanyQuote) => ({
  ...quote,
  createdAt: quote.createdAt.toISOString(),
  acceptedAt: quote.acceptedAt?.toISOString() ?? null,
});

/** `/api/bookings/:id/quotes`, as GraphQL's Booking.quotes and sendQuote. */
export function enquiryQuoteRoutes(quotes: QuoteService): Router {
  const router = Router();
  on(router, ENQUIRY_QUOTE_API.list, async (req, res) => {
    const list = await quotes.quotesOf(res.locals.viewer, req.params.id);
    res.json({ quotes: list.map(restQuote) });
  });
  on(router, ENQUIRY_QUOTE_API.send, async (req, res) => {
    // Who asks is known before the body is read: a visitor is refused 401/403, not 400.
    res.locals.viewer.requireAdmin();
    const quote = await quotes.send(res.locals.viewer, req.params.id, draftOf(req));
    res.status(201).json({ quote: restQuote(quote) });
  });
  return router;
}

/** `/api/quotes/:token`, as GraphQL's quote and acceptQuote. */
export function quoteRoutes(quotes: QuoteService): Router {
  const router = Router();
  on(router, QUOTE_API.open, async (req, res) => {
    res.json({ quote: await quotes.open(req.params.token) });
  });
  on(router, QUOTE_API.accept, async (req, res) => {
    const { booking, manageUrl } = await quotes.accept(req.params.token);
    res.json({ ...booking, manageUrl });
  });
  return router;
}
