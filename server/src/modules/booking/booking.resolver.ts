import { Arg, Args, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../common/request-context';
import { BOOKING_MESSAGES, type BookingStatus } from '@lanka-tours/shared/booking-options';
import type { BookingEmailState, BookingInboxService, InboxBooking } from './booking-inbox.service';
import { Booking, BookingStatusEnum } from './booking.entity';
import { BookingListArgs, RequestGuideInput } from './booking.inputs';
import type { BookingService } from './booking.service';
import { BookingEmail, BookingPage, RequestGuidePayload } from './booking.types';
import { translate } from '../../common/i18n';

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
    @Arg('input', () => RequestGuideInput, { description: 'The booking form.' })
    input: RequestGuideInput,
    @Ctx() { viewer, clientIp }: RequestContext,
  ): Promise<RequestGuidePayload> {
    const { booking } = await this.requests.requestGuide(input, viewer, clientIp);
    return { message: translate(BOOKING_MESSAGES.success), reference: booking.reference, booking };
  }

  @Query(() => [Booking], { description: "The signed-in visitor's enquiries, newest first." })
  myBookings(@Ctx() { viewer }: RequestContext): Promise<Booking[]> {
    return this.inbox.mine(viewer);
  }

  @Query(() => BookingPage, { description: 'The enquiry inbox (tour guides only).' })
  bookings(
    @Args(() => BookingListArgs) args: BookingListArgs,
    @Ctx() { viewer }: RequestContext,
  ): Promise<BookingPage> {
    return this.inbox.page(viewer, args);
  }

  @Mutation(() => Booking, { description: 'Tour guides only.' })
  setBookingStatus(
    @Arg('id', () => ID, { description: 'The enquiry id.' }) id: string,
    @Arg('status', () => BookingStatusEnum, { description: 'Its new status.' })
    status: BookingStatus,
    @Ctx() { viewer }: RequestContext,
  ): Promise<Booking> {
    return this.inbox.setStatus(viewer, id, status);
  }

  @Mutation(() => Booking, {
    description: 'Queues a failed email of an enquiry again (tour guides only).',
  })
  resendBookingEmail(
    @Arg('bookingId', () => ID, { description: 'The enquiry id.' }) bookingId: string,
    @Arg('emailId', () => ID, { description: 'The failed email (BookingEmail.id).' })
    emailId: string,
    @Ctx() { viewer }: RequestContext,
  ): Promise<Booking> {
    return this.inbox.resendEmail(viewer, bookingId, emailId);
  }

  @FieldResolver(() => [BookingEmail], {
    description: 'The notification and the auto-reply with their delivery (tour guides only).',
  })
  async emails(
    // Inbox answers carry their emails, read for a whole page at once.
    @Root() booking: Booking | InboxBooking,
    @Ctx() { viewer }: RequestContext,
  ): Promise<BookingEmailState[]> {
    return 'emails' in booking ? booking.emails : this.inbox.emailsOf(viewer, booking);
  }
}
