import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import type { QuoteDraft, QuoteLine } from '@lanka-tours/shared/quote-rules';
import type { SiteLanguage } from '@lanka-tours/shared/site-languages';
import type { Quote, QuoteStatus } from './quote';
import type { CompanyQuote, TravellerQuote } from './quotes.service';

export const CENTS = 'In cents (minor units) of the currency.';
export const QUOTE_STATUS_DESCRIPTION =
  'open (it can be accepted), expired (its last day or its tour has begun), superseded (a newer quote replaced it) or accepted (it made a booking).';
export const QUOTE_TOKEN_DESCRIPTION =
  "The last part of the quote's link, emailed to the traveller.";

@ObjectType('QuoteLine', { description: 'One line of a quote: what it pays for, and its amount.' })
@InputType('QuoteLineInput', {
  description: 'One line of a quote: what it pays for, and its amount.',
})
export class QuoteLineView implements QuoteLine {
  @Field({ description: "What it pays for, in the traveller's language." })
  label: string;

  @Field(() => Int, { description: CENTS })
  amount: number;
}

@ObjectType('Quote', { description: 'A custom tour a guide quoted for an enquiry.' })
export class QuoteView implements Quote {
  @Field(() => Int, { description: "The quote's number in its enquiry: 2 revises 1." })
  number: number;

  @Field(() => String, { description: QUOTE_STATUS_DESCRIPTION })
  status: QuoteStatus;

  @Field(() => String, { description: "The traveller's language: en, de, fr, ru or zh." })
  language: SiteLanguage;

  @Field(() => String, { nullable: true, description: 'The tour plan it follows (Tour.id).' })
  planId: string | null;

  @Field({ description: "The tour's title, in the traveller's language." })
  title: string;

  @Field({ description: "The route in the guide's words; may be empty when it follows a plan." })
  route: string;

  @Field({ description: 'The first day: YYYY-MM-DD.' })
  startDate: string;

  @Field({ description: 'The last day: YYYY-MM-DD.' })
  endDate: string;

  @Field(() => Int, { description: 'How many days the tour lasts.' })
  days: number;

  @Field(() => Int, { description: 'How many travel.' })
  travellers: number;

  @Field({ description: 'The guide who leads it.' })
  guideName: string;

  @Field(() => [QuoteLineView], { description: 'What it pays for, line by line.' })
  lines: QuoteLineView[];

  @Field({ description: 'USD.' })
  currency: string;

  @Field(() => Int, { description: `The lines added up. ${CENTS}` })
  total: number;

  @Field(() => Int, { description: `Paid to book it. ${CENTS}` })
  deposit: number;

  @Field(() => Int, { description: `Paid before the tour. ${CENTS}` })
  balance: number;

  @Field({ description: 'When the balance would be due, were it booked today: YYYY-MM-DD.' })
  balanceDueOn: string;

  @Field({ description: 'The last day it can be accepted: YYYY-MM-DD.' })
  validUntil: string;

  @Field({ description: "The enquiry's reference: LK-2026-000123." })
  enquiryReference: string;

  @Field({ description: "The traveller's name." })
  name: string;
}

@ObjectType('CompanyQuote', { description: 'A quote as the company reads it.' })
export class CompanyQuoteView extends QuoteView implements CompanyQuote {
  @Field(() => ID, { description: 'The quote (a UUID).' })
  id: string;

  @Field(() => ID, {
    nullable: true,
    description: 'The guide who leads it (Guide.id); none once they have left the company.',
  })
  guideId: string | null;

  @Field({ description: 'When it was sent.' })
  createdAt: Date;

  @Field(() => Date, { nullable: true, description: 'When the traveller accepted it.' })
  acceptedAt: Date | null;

  @Field(() => String, {
    nullable: true,
    description: 'The booking an accepted quote made: TB-2026-000123.',
  })
  bookingReference: string | null;

  @Field(() => String, {
    nullable: true,
    description: "The quote email's delivery: queued, sending, sent or failed.",
  })
  emailStatus: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'Outside production without SMTP, for the person at the server: where the email can be seen.',
  })
  emailPreviewUrl: string | null;
}

@ObjectType('TravellerQuote', { description: 'A quote as its traveller opens it by its link.' })
export class TravellerQuoteView extends QuoteView implements TravellerQuote {
  @Field(() => String, {
    nullable: true,
    description: "Once accepted: the booking's own page, to pay and manage it.",
  })
  manageUrl: string | null;
}

@InputType({ description: 'A quote a guide writes on an enquiry: checked on the server.' })
export class QuoteInput implements QuoteDraft {
  @Field(() => String, {
    nullable: true,
    description: 'The tour plan the route follows (Tour.id); none for a route in free text.',
  })
  planId: string | null;

  @Field({ description: "The tour's title, in the traveller's language." })
  title: string;

  @Field({ description: 'The route in free text; required without a plan.' })
  route: string;

  @Field({ description: 'The first day: YYYY-MM-DD, after today.' })
  startDate: string;

  @Field(() => Int, { description: 'How many days the tour lasts: 1 to 30.' })
  days: number;

  @Field(() => Int, { description: 'How many travel: 1 to 40.' })
  travellers: number;

  @Field(() => ID, { description: 'The guide who leads it (Guide.id).' })
  guideId: string;

  @Field({ description: "The traveller's language: en, de, fr, ru or zh." })
  language: string;

  @Field(() => [QuoteLineView], { description: 'What it pays for; the total is their sum.' })
  lines: QuoteLineView[];

  @Field(() => Int, { description: `Paid to book it, at most the total. ${CENTS}` })
  deposit: number;

  @Field({ description: 'The last day it can be accepted: YYYY-MM-DD, today to the first day.' })
  validUntil: string;
}
