import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import {
  Column,
  CreateDateColumn,
  Entity,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { EMAIL_MAX_LENGTH } from '@lanka-tours/shared/email-address';
import {
  BOOKING_NAME_MAX_LENGTH,
  BOOKING_PHONE_MAX_LENGTH,
  BOOKING_STATUSES,
  type BookingStatus,
} from '@lanka-tours/shared/booking-options';

/** The statuses as a GraphQL enum whose values are the stored words ('new', 'contacted' …). */
export const BookingStatusEnum = Object.fromEntries(
  BOOKING_STATUSES.map((status) => [status, status]),
) as { [Status in BookingStatus]: Status };

registerEnumType(BookingStatusEnum, {
  name: 'BookingStatus',
  description:
    'Where an enquiry stands: new, contacted, quoted, accepted, booked, confirmed, declined or cancelled.',
  valuesConfig: {
    new: { description: 'Received; no tour guide has answered yet.' },
    contacted: { description: 'A tour guide has written or called back.' },
    quoted: { description: 'A quote has been sent; the traveller has not accepted it yet.' },
    accepted: { description: 'The traveller accepted a quote; its deposit is not paid yet.' },
    booked: { description: "The accepted quote's deposit is paid: the tour is booked." },
    confirmed: { description: 'The tour is agreed.' },
    declined: { description: 'The business cannot take the tour.' },
    cancelled: { description: 'The visitor called it off.' },
  },
});

@ObjectType('Booking', { description: 'A request for a tour guide, stored before it is emailed.' })
@Entity('bookings')
export class Booking {
  @Field(() => ID, { description: 'The enquiry id (a UUID).' })
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field({ description: 'What the visitor quotes, e.g. LK-2026-000123.' })
  @Column({ type: 'varchar', length: 24 })
  reference: string;

  /** Sent by each form instance: the same key never makes a second booking. Optional. */
  @Column({ name: 'idempotency_key', type: 'varchar', length: 100, nullable: true })
  idempotencyKey: string | null;

  /** The id of the form ticket the request came with: each ticket makes one booking. */
  @Column({ name: 'form_ticket_id', type: 'varchar', length: 32, nullable: true })
  formTicketId: string | null;

  /** SHA-256 of the request's details, to tell a repeat from a different request on one key. */
  @Column({ name: 'request_hash', type: 'char', length: 64 })
  requestHash: string;

  /** The account of a signed-in visitor; null for anyone else. */
  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  userId: string | null;

  @Field({ description: `The visitor's name, at most ${BOOKING_NAME_MAX_LENGTH} characters.` })
  @Column({ type: 'varchar', length: BOOKING_NAME_MAX_LENGTH })
  name: string;

  @Field({ description: 'Where the answer goes; the auto-reply is sent there too.' })
  @Column({ type: 'varchar', length: EMAIL_MAX_LENGTH })
  email: string;

  @Field({
    description: `As the visitor wrote it, at most ${BOOKING_PHONE_MAX_LENGTH} characters.`,
  })
  @Column({ type: 'varchar', length: BOOKING_PHONE_MAX_LENGTH })
  phone: string;

  @Field({ description: 'The day the tour starts: YYYY-MM-DD.' })
  @Column({ name: 'tour_date', type: 'date' })
  tourDate: string;

  @Field({ description: 'How many travel: 1-2, 3-5, 6-10 or 11+.' })
  @Column({ name: 'group_size', type: 'varchar', length: 16 })
  groupSize: string;

  @Field({ description: 'How long: 1 day, 2-3 days, 4-7 days, 8-13 days or 14+ days.' })
  @Column({ type: 'varchar', length: 16 })
  duration: string;

  @Field({ description: "One of the booking form's destinations." })
  @Column({ type: 'varchar', length: 64 })
  destination: string;

  @Field({ description: 'Empty when the visitor wrote none.' })
  @Column({ type: 'text', default: '' })
  message: string;

  @Field({ description: "The language the visitor wrote in: their quotes' language." })
  @Column({ type: 'varchar', length: 5, default: 'en' })
  language: string;

  @Field(() => BookingStatusEnum, {
    description: 'Set by the tour guides, and by its quotes; new at first.',
  })
  @Column({ type: 'varchar', length: 16, default: 'new' })
  status: BookingStatus;

  @Column({ name: 'notification_message_id', type: 'uuid', nullable: true })
  notificationMessageId: string | null;

  @Column({ name: 'auto_reply_message_id', type: 'uuid', nullable: true })
  autoReplyMessageId: string | null;

  @Field({
    description: "No auto-reply was queued: the visitor's address had reached its daily limit.",
  })
  @Column({ name: 'auto_reply_skipped', type: 'boolean', default: false })
  autoReplySkipped: boolean;

  @Field(() => Date, {
    nullable: true,
    description:
      'When its personal details (name, email, phone, message) were erased, ENQUIRY_RETENTION_MONTHS after the tour date; null while they are kept.',
  })
  @Column({ name: 'anonymised_at', type: 'timestamptz', nullable: true })
  anonymisedAt: Date | null;

  @Field({ description: 'When the visitor sent it.' })
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Field({ description: 'When it last changed (its status, say).' })
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
