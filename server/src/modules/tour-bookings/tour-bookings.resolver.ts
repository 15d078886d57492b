import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../common/request-context';
import type { TourBookingService } from './tour-bookings.service';
import type { TourDepositService } from './tour-deposits.service';
import type { CompanyBookingsService } from './company-bookings.service';
import {
  BookTourInput,
  CompanyTourBookingView,
  NewTourBookingView,
  TourBookingView,
} from './tour-bookings.types';

const MANAGE_TOKEN = {
  description: "The last part of the booking's manage link (NewTourBooking.manageUrl).",
};

/**
 * Booking a tour online and the traveller's own link to it (for everyone who holds the link), and
 * the deposits the company records (tour guides only).
 */
@Resolver()
export class TourBookingResolver {
  constructor(
    private readonly tourBookings: TourBookingService,
    private readonly deposits: TourDepositService,
    private readonly company: CompanyBookingsService,
  ) {}

  @Query(() => [CompanyTourBookingView], {
    description:
      'Every booking of a tour that has not ended yet, the soonest first, with its guide. ' +
      'Tour guides only.',
  })
  upcomingTourBookings(@Ctx() { viewer }: RequestContext): Promise<CompanyTourBookingView[]> {
    return this.company.upcoming(viewer);
  }

  @Mutation(() => NewTourBookingView, {
    description:
      'Holds a guide for the party while the deposit is paid; TOUR_NO_GUIDE_FREE when no ' +
      'guide is free for the whole tour.',
  })
  bookTour(
    @Arg('input', () => BookTourInput, { description: 'The booking form.' }) input: BookTourInput,
    @Ctx() { clientIp }: RequestContext,
  ): Promise<NewTourBookingView> {
    return this.tourBookings.book(input, clientIp);
  }

  @Query(() => TourBookingView, { description: 'The booking a manage link names.' })
  tourBooking(@Arg('manageToken', MANAGE_TOKEN) manageToken: string): Promise<TourBookingView> {
    return this.tourBookings.manage(manageToken);
  }

  @Mutation(() => TourBookingView, {
    description:
      'Cancels a booking by its manage link and frees its guide at once; what was paid comes ' +
      'back by the cancellation policy (refund). Cancelled again, it is as it was.',
  })
  cancelTourBooking(
    @Arg('manageToken', MANAGE_TOKEN) manageToken: string,
  ): Promise<TourBookingView> {
    return this.tourBookings.cancel(manageToken);
  }

  @Mutation(() => TourBookingView, {
    description:
      'Cancels a booking for the company and frees its guide at once; what was paid is due ' +
      'back by the cancellation policy (refund). Tour guides only.',
  })
  cancelTourBookingForCompany(
    @Ctx() { viewer }: RequestContext,
    @Arg('reference', { description: 'The booking: TB-2026-000123.' }) reference: string,
  ): Promise<TourBookingView> {
    return this.company.cancel(viewer, reference);
  }

  @Mutation(() => TourBookingView, {
    description:
      "Records that a booking's deposit arrived by bank transfer, which confirms it and emails " +
      'the traveller; recorded again, nothing changes. Tour guides only.',
  })
  recordTourDeposit(
    @Ctx() { viewer }: RequestContext,
    @Arg('reference', { description: 'The booking: TB-2026-000123.' }) reference: string,
  ): Promise<TourBookingView> {
    return this.deposits.recordBankTransfer(viewer, reference);
  }
}
