import { ArgsType, Field, InputType, Int } from 'type-graphql';
import {
  BOOKING_MESSAGE_MAX_LENGTH,
  BOOKING_NAME_MAX_LENGTH,
  BOOKING_PHONE_MAX_LENGTH,
  BOOKING_PHONE_MIN_DIGITS,
  type BookingStatus,
} from '@lanka-tours/shared/booking-options';
import type { BookingListQuery } from './booking-inbox.service';
import { BookingStatusEnum } from './booking.entity';
import type { GuideRequest } from './booking.service';

/**
 * The fields every form a visitor books with shares: who they are, how they are reached, and the
 * anti-spam signals (the enquiry form's and the tour booking's).
 */
@InputType({ description: 'What every form a visitor books with asks.' })
export class VisitorFormInput {
  @Field({ description: `Required, at most ${BOOKING_NAME_MAX_LENGTH} characters.` })
  name: string;

  @Field({ description: 'Required: where our emails go.' })
  email: string;

  @Field({
    description: `Required: at least ${BOOKING_PHONE_MIN_DIGITS} digits, at most ${BOOKING_PHONE_MAX_LENGTH} characters.`,
  })
  phone: string;

  @Field(() => String, {
    nullable: true,
    description: `Anything else to say, at most ${BOOKING_MESSAGE_MAX_LENGTH} characters; optional.`,
  })
  message?: string | null;

  @Field({
    description:
      'The ticket of bookingFormTicket, asked for when the form is shown: accepted from 3 ' +
      'seconds to 24 hours after it was issued, for one booking.',
  })
  formTicket: string;

  @Field(() => String, {
    nullable: true,
    description: 'A field hidden from people: anything in it marks the request as automated.',
  })
  website?: string | null;
}

@InputType({ description: 'The booking form: checked on the server with the rules of the form.' })
export class RequestGuideInput extends VisitorFormInput implements GuideRequest {
  @Field({ description: 'YYYY-MM-DD, from today on.' })
  tourDate: string;

  @Field({ description: 'One of 1-2, 3-5, 6-10, 11+.' })
  groupSize: string;

  @Field({ description: 'One of 1 day, 2-3 days, 4-7 days, 8-13 days, 14+ days.' })
  duration: string;

  @Field({ description: "One of the form's destinations." })
  destination: string;

  @Field(() => String, {
    nullable: true,
    description:
      'One per form instance (16 to 100 letters, digits, - or _): sending the same request ' +
      'with it again returns the same booking; a different request with it is refused. ' +
      'Without one, every request is a new booking.',
  })
  idempotencyKey?: string | null;
}

@ArgsType()
export class BookingListArgs implements BookingListQuery {
  @Field(() => BookingStatusEnum, { nullable: true, description: 'All statuses when omitted.' })
  status?: BookingStatus | null;

  @Field(() => Int, { nullable: true, description: 'Page size: 50 unless given, at most 100.' })
  limit?: number | null;

  @Field(() => Int, { nullable: true, description: 'How many enquiries to skip: 0 unless given.' })
  offset?: number | null;
}
