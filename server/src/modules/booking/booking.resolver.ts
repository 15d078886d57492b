import { Arg, Args, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../common/request-context';
import { BOOKING_MESSAGES, type BookingStatus } from '../../shared/booking-options';
import type { BookingEmailState, BookingInboxService } from './booking-inbox.service';
import { Booking, BookingStatusEnum } from './booking.entity';
import { BookingListArgs, RequestGuideInput } from './booking.inputs';
import type { BookingService } from './booking.service';
import { BookingEmail, BookingPage, RequestGuidePayload } from './booking.types';

/** A booking of an inbox page carries its emails, read for the whole page at once. */
type BookingWithEmails = Booking & { emails?: BookingEmailState[] };

@Resolver(() => Booking)
export class BookingResolver {
  constructor(
    private readonly requests: BookingService,
    private readonly inbox: BookingInboxService,
  ) {}

  @Mutation(() => String, {
    description:
      'A signed ticket for a booking form being shown, to send with requestGuide as formTicket.',
  })
  bookingFormTicket(): string {
    return this.requests.issueFormTicket();
  }

  @Mutation(() => RequestGuidePayload, {
    description:
      'Stores a guide request and queues its emails; a signed-in visitor finds it under My requests.',
  })
  async requestGuide(
    @Arg('input', () => RequestGuideInput) input: RequestGuideInput,
    @Ctx() { viewer, clientIp }: RequestContext,
  ): Promise<RequestGuidePayload> {
    const { booking } = await this.requests.requestGuide(input, viewer, clientIp);
    return { message: BOOKING_MESSAGES.success, reference: booking.reference, booking };
  }

  @Query(() => [Booking], { description: "The signed-in visitor's enquiries, newest first." })
  myBookings(@Ctx() { viewer }: RequestContext): Promise<Booking[]> {
    return this.inbox.mine(viewer);
  }

  @Query(() => BookingPage, { description: 'The enquiry inbox (tour guides only).' })
  async bookings(
    @Args(() => BookingListArgs) args: BookingListArgs,
    @Ctx() { viewer }: RequestContext,
  ): Promise<BookingPage> {
    const { items, total } = await this.inbox.list(viewer, args);
    const emails = await this.inbox.emailsOf(viewer, items);
    return {
      items: items.map((item) => Object.assign(item, { emails: emails.get(item.id) })),
      total,
    };
  }

  @Mutation(() => Booking, { description: 'Tour guides only.' })
  setBookingStatus(
    @Arg('id', () => ID) id: string,
    @Arg('status', () => BookingStatusEnum) status: BookingStatus,
    @Ctx() { viewer }: RequestContext,
  ): Promise<Booking> {
    return this.inbox.setStatus(viewer, id, status);
  }

  @Mutation(() => Booking, {
    description: 'Queues a failed email of an enquiry again (tour guides only).',
  })
  resendBookingEmail(
    @Arg('bookingId', () => ID) bookingId: string,
    @Arg('emailId', () => ID) emailId: string,
    @Ctx() { viewer }: RequestContext,
  ): Promise<Booking> {
    return this.inbox.resendEmail(viewer, bookingId, emailId);
  }

  @FieldResolver(() => [BookingEmail], {
    description: 'The notification and the auto-reply with their delivery (tour guides only).',
  })
  async emails(
    @Root() booking: BookingWithEmails,
    @Ctx() { viewer }: RequestContext,
  ): Promise<BookingEmailState[]> {
    if (booking.emails) return booking.emails;
    return (await this.inbox.emailsOf(viewer, [booking])).get(booking.id) ?? [];
  }
}
