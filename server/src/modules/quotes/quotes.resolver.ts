import { Arg, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../common/request-context';
import { Booking } from '../booking';
import { NewTourBookingView } from '../tour-bookings';
import type { QuoteService } from './quotes.service';
import {
  CompanyQuoteView,
  QUOTE_TOKEN_DESCRIPTION,
  QuoteInput,
  TravellerQuoteView,
} from './quotes.types';

const TOKEN = { description: QUOTE_TOKEN_DESCRIPTION };

/** A quote by its link (anyone who holds it), and writing one (tour guides only). */
@Resolver()
export class QuotesResolver {
  constructor(private readonly quotes: QuoteService) {}

  @Query(() => TravellerQuoteView, {
    description: 'The quote a link names; QUOTE_EXPIRED or QUOTE_SUPERSEDED when it is closed.',
  })
  quote(@Arg('token', TOKEN) token: string): Promise<TravellerQuoteView> {
    return this.quotes.open(token);
  }

  @Mutation(() => NewTourBookingView, {
    description:
      "Accepts a quote: its guide is held while the deposit is paid, as an online booking's. " +
      'Accepted again, the same booking comes back.',
  })
  acceptQuote(@Arg('token', TOKEN) token: string): Promise<NewTourBookingView> {
    return this.quotes.accept(token);
  }

  @Mutation(() => CompanyQuoteView, {
    description:
      'Sends a quote on an enquiry in its language, superseding one still open; QUOTE_BOOKED ' +
      'while a quote of it is booked. Tour guides only.',
  })
  sendQuote(
    @Ctx() { viewer }: RequestContext,
    @Arg('enquiryId', () => ID, { description: 'The enquiry (Booking.id).' }) enquiryId: string,
    @Arg('input', () => QuoteInput, { description: 'The quote.' }) input: QuoteInput,
  ): Promise<CompanyQuoteView> {
    return this.quotes.send(viewer, enquiryId, input);
  }
}

/** An enquiry's quotes, in the guides' inbox. */
@Resolver(() => Booking)
export class EnquiryQuotesResolver {
  constructor(private readonly service: QuoteService) {}

  @FieldResolver(() => [CompanyQuoteView], {
    description: "The enquiry's quotes, the newest first. Tour guides only.",
  })
  quotes(@Root() enquiry: Booking, @Ctx() { viewer }: RequestContext): Promise<CompanyQuoteView[]> {
    return this.service.quotesOf(viewer, enquiry.id);
  }
}
