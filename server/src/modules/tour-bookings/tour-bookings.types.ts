import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import type { SiteLanguage } from '@lanka-tours/shared/site-languages';
import { LARGEST_PRICED_PARTY } from '@lanka-tours/shared/tour-prices';
import { VisitorFormInput } from '../booking';
import type { PaymentProviderName, PaymentStart } from './payment-methods';
import type {
  CompanyTourBooking,
  NewTourBooking,
  TourBooking,
  TourBookingStatus,
  TourRefund,
} from './tour-booking';
import type { TourBookingRequest } from './tour-booking-rules';

export const CENTS = 'In cents (minor units) of the currency.';
export const STATUS_DESCRIPTION =
  'held (a guide waits for the deposit), expired (the hold ended unpaid), confirmed or cancelled.';
export const PAYMENT_DESCRIPTION =
  'How the deposit is paid: the provider, and its page to pay on or what to do.';
export const REFUND_DESCRIPTION = "A cancelled booking's refund by the cancellation policy.";
export const REFUND_IF_CANCELLED_DESCRIPTION =
  'What cancelling now would refund of what was paid, by the cancellation policy: 14 days or more before the first day, all but the processing fee; 7 to 13 days, half; fewer, nothing.';
export const MANAGE_URL_DESCRIPTION =
  "The traveller's private page of the booking: to see it, pay and cancel. Keep it secret.";

@ObjectType({ description: PAYMENT_DESCRIPTION })
export class PaymentStartView implements PaymentStart {
  @Field(() => String, { description: 'bank-transfer, payhere or stripe.' })
  provider: PaymentProviderName;

  @Field(() => String, { nullable: true, description: "The provider's page to pay on." })
  url?: string;

  @Field(() => String, { nullable: true, description: "What to do, in the traveller's language." })
  instructions?: string;
}

@ObjectType({ description: REFUND_DESCRIPTION })
export class TourRefundView implements TourRefund {
  @Field(() => Int, { description: `What goes back. ${CENTS}` })
  amount: number;

  @Field(() => String, {
    description: 'due (the company pays it back), refunded (through the provider) or none.',
  })
  status: 'due' | 'refunded' | 'none';
}

@ObjectType({ description: 'A tour booked online, as its traveller reads it.' })
export class TourBookingView implements TourBooking {
  @Field({ description: 'What the company and the traveller name the booking by: TB-2026-000123.' })
  reference: string;

  @Field(() => String, { description: STATUS_DESCRIPTION })
  status: TourBookingStatus;

  @Field({ description: 'The tour (Tour.id).' })
  tourId: string;

  @Field({ description: "Its title when booked, in the traveller's language." })
  tourTitle: string;

  @Field(() => Int, { description: 'How many days the tour lasts.' })
  tourDays: number;

  @Field({ description: 'The first day: YYYY-MM-DD.' })
  startDate: string;

  @Field({ description: 'The last day: YYYY-MM-DD.' })
  endDate: string;

  @Field(() => Int, { description: 'How many travel: 1 to 10.' })
  travellers: number;

  @Field({ description: "The traveller's name." })
  name: string;

  @Field({ description: 'Where the booking and its link go.' })
  email: string;

  @Field({ description: 'Where the guide reaches the party.' })
  phone: string;

  @Field(() => String, { description: "The site language of the booking's emails." })
  language: SiteLanguage;

  @Field(() => String, {
    nullable: true,
    description: 'The language the guide leads in, when one was asked for.',
  })
  guideLanguage: string | null;

  @Field({ description: 'Pickup and wishes, as written; empty when none.' })
  message: string;

  @Field({ description: 'The currency of every amount: USD.' })
  currency: string;

  @Field(() => Int, { description: `The price per person. ${CENTS}` })
  perPerson: number;

  @Field(() => Int, { description: `The peak season's surcharge; 0 outside it. ${CENTS}` })
  peakSurcharge: number;

  @Field(() => Int, { description: `What the tour costs. ${CENTS}` })
  total: number;

  @Field(() => Int, { description: `Paid to confirm the booking. ${CENTS}` })
  deposit: number;

  @Field(() => Int, { description: `Paid later. ${CENTS}` })
  balance: number;

  @Field({ description: 'When the balance is due: YYYY-MM-DD.' })
  balanceDueOn: string;

  @Field({ description: 'When an unpaid hold ends and frees the guide (ISO 8601).' })
  holdExpiresAt: string;

  @Field(() => PaymentStartView, { description: PAYMENT_DESCRIPTION })
  payment: PaymentStartView;

  @Field(() => Int, { description: `What has been paid so far. ${CENTS}` })
  paid: number;

  @Field(() => Int, { description: `${REFUND_IF_CANCELLED_DESCRIPTION} ${CENTS}` })
  refundIfCancelled: number;

  @Field(() => TourRefundView, { nullable: true, description: REFUND_DESCRIPTION })
  refund: TourRefundView | null;
}

@ObjectType({ description: 'A tour booked online, as the company reads it.' })
export class CompanyTourBookingView extends TourBookingView implements CompanyTourBooking {
  @Field(() => ID, {
    nullable: true,
    description: 'The guide held or booked for it (Guide.id); none when cancelled or ended.',
  })
  guideId: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The guide held or booked for it; none for a cancelled booking or an ended hold.',
  })
  guideName: string | null;

  @Field(() => String, {
    nullable: true,
    description: "When the guide picks the party up: HH:MM, Sri Lanka's time; none until set.",
  })
  pickupTime: string | null;

  @Field(() => String, { nullable: true, description: 'Where; none until set.' })
  pickupPlace: string | null;
}

@ObjectType({ description: 'A tour just booked: a guide is held until the deposit is paid.' })
export class NewTourBookingView implements NewTourBooking {
  @Field(() => TourBookingView, { description: 'The booking, held.' })
  booking: TourBookingView;

  @Field({ description: MANAGE_URL_DESCRIPTION })
  manageUrl: string;
}

@InputType({ description: 'A tour booked by a traveller: checked on the server.' })
export class BookTourInput extends VisitorFormInput implements TourBookingRequest {
  @Field({ description: 'The tour (Tour.id).' })
  tourId: string;

  @Field({
    description: 'The first day: YYYY-MM-DD, from the lead time on (see tourAvailability).',
  })
  startDate: string;

  @Field(() => Int, { description: `The party: 1 to ${LARGEST_PRICED_PARTY} travellers.` })
  travellers: number;

  @Field(() => String, {
    nullable: true,
    description: "The emails' language (en, de, fr, ru, zh); by default the request's.",
  })
  language?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Only a guide who speaks it (a language code: en, de, ja …).',
  })
  guideLanguage?: string | null;
}
