import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { OutboxStatus } from '../mail';
import type { BookingEmailRole, BookingEmailState } from './booking-inbox.service';
import { Booking } from './booking.entity';

const BookingEmailRoleEnum = { notification: 'notification', autoReply: 'autoReply' } as const;
registerEnumType(BookingEmailRoleEnum, {
  name: 'BookingEmailRole',
  description: "The business's notification, or the visitor's auto-reply.",
  valuesConfig: {
    notification: { description: 'The email that tells the business of the enquiry.' },
    autoReply: { description: 'The email that confirms its receipt to the visitor.' },
  },
});

const EmailDeliveryStatusEnum = {
  queued: 'queued',
  sending: 'sending',
  sent: 'sent',
  failed: 'failed',
} as const satisfies Record<OutboxStatus, OutboxStatus>;
registerEnumType(EmailDeliveryStatusEnum, {
  name: 'EmailDeliveryStatus',
  description: "Where an email's delivery stands.",
  valuesConfig: {
    queued: { description: 'Waiting to be sent (again, after a refusal).' },
    sending: { description: 'Being handed to the mail server.' },
    sent: { description: 'Accepted by the mail server.' },
    failed: { description: 'Given up: refused for good, or after the last try; it can be resent.' },
  },
});

@ObjectType({ description: "One of an enquiry's emails and where its delivery stands." })
export class BookingEmail implements Omit<BookingEmailState, 'kind'> {
  @Field(() => ID, { description: 'The email id: what resendBookingEmail takes.' })
  id: string;

  @Field(() => BookingEmailRoleEnum, { description: 'Which of the two emails it is.' })
  role: BookingEmailRole;

  @Field({ description: 'The address it is sent to.' })
  toAddress: string;

  @Field(() => EmailDeliveryStatusEnum, { description: 'Where its delivery stands.' })
  status: OutboxStatus;

  @Field(() => Int, { description: 'How many times sending it was tried.' })
  attempts: number;

  @Field(() => String, { nullable: true, description: "The mail server's last refusal." })
  lastError: string | null;

  @Field({ description: 'When it was queued.' })
  createdAt: Date;

  @Field(() => Date, {
    nullable: true,
    description: 'When the mail server took it; null until then.',
  })
  sentAt: Date | null;

  @Field({ nullable: true, description: 'Outside production without SMTP: the email preview.' })
  previewUrl?: string;
}

@ObjectType({ description: 'A page of the enquiry inbox, newest first.' })
export class BookingPage {
  @Field(() => [Booking], { description: 'The enquiries of this page.' })
  items: Booking[];

  @Field(() => Int, { description: 'All enquiries that match the filter.' })
  total: number;
}

@ObjectType({ description: 'The answer to a guide request: the booking as stored.' })
export class RequestGuidePayload {
  @Field({ description: 'The thank-you text of the specification.' })
  message: string;

  @Field({ description: 'The reference number, e.g. LK-2026-000123.' })
  reference: string;

  @Field(() => Booking, { description: 'The stored enquiry.' })
  booking: Booking;
}
