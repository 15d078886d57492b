import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { OutboxStatus } from '../mail';
import type { BookingEmailRole, BookingEmailState } from './booking-inbox.service';
import { Booking } from './booking.entity';

const BookingEmailRoleEnum = { notification: 'notification', autoReply: 'autoReply' } as const;
registerEnumType(BookingEmailRoleEnum, {
  name: 'BookingEmailRole',
  description: "The business's notification, or the visitor's auto-reply.",
});

const EmailDeliveryStatusEnum = {
  queued: 'queued',
  sending: 'sending',
  sent: 'sent',
  failed: 'failed',
} as const satisfies Record<OutboxStatus, OutboxStatus>;
registerEnumType(EmailDeliveryStatusEnum, { name: 'EmailDeliveryStatus' });

@ObjectType({ description: "One of an enquiry's emails and where its delivery stands." })
export class BookingEmail implements Omit<BookingEmailState, 'kind'> {
  @Field(() => ID)
  id: string;

  @Field(() => BookingEmailRoleEnum)
  role: BookingEmailRole;

  @Field()
  toAddress: string;

  @Field(() => EmailDeliveryStatusEnum)
  status: OutboxStatus;

  @Field(() => Int)
  attempts: number;

  @Field(() => String, { nullable: true, description: "The mail server's last refusal." })
  lastError: string | null;

  @Field()
  createdAt: Date;

  @Field(() => Date, { nullable: true })
  sentAt: Date | null;

  @Field({ nullable: true, description: 'Outside production without SMTP: the email preview.' })
  previewUrl?: string;
}

@ObjectType({ description: 'A page of the enquiry inbox, newest first.' })
export class BookingPage {
  @Field(() => [Booking])
  items: Booking[];

  @Field(() => Int, { description: 'All enquiries that match the filter.' })
  total: number;
}

@ObjectType()
export class RequestGuidePayload {
  @Field({ description: 'The thank-you text of the specification.' })
  message: string;

  @Field({ description: 'The reference number, e.g. LK-2026-000123.' })
  reference: string;

  @Field(() => Booking)
  booking: Booking;
}
