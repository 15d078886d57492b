import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../common/request-context';
import type { CompanyBookingsService } from './company-bookings.service';
import {
  FreeGuideView,
  GuideMonthView,
  ManifestEntryView,
  TourPickupInput,
} from './guide-assignments.types';
import { CompanyTourBookingView } from './tour-bookings.types';

const REFERENCE = { description: 'The booking: TB-2026-000123.' };

/** Which guide leads which tour, day by day and month by month (tour guides only). */
@Resolver()
export class GuideAssignmentsResolver {
  constructor(private readonly company: CompanyBookingsService) {}

  @Query(() => [FreeGuideView], {
    description:
      'The guides free to lead a booking instead of its own: free on every day of the tour, ' +
      "speaking the party's language when one was asked. Tour guides only.",
  })
  freeGuidesForTourBooking(
    @Ctx() { viewer }: RequestContext,
    @Arg('reference', REFERENCE) reference: string,
  ): Promise<FreeGuideView[]> {
    return this.company.freeGuides(viewer, reference);
  }

  @Mutation(() => CompanyTourBookingView, {
    description:
      "Gives a booking's tour to another guide: TOUR_GUIDE_NOT_FREE unless free on every day, " +
      "TOUR_GUIDE_LANGUAGE unless speaking the party's language, TOUR_BOOKING_HOLDS_NO_GUIDE " +
      'for a booking cancelled or past its hold. Tour guides only.',
  })
  moveTourBookingToGuide(
    @Ctx() { viewer }: RequestContext,
    @Arg('reference', REFERENCE) reference: string,
    @Arg('guideId', () => ID, { description: 'The guide (Guide.id).' }) guideId: string,
  ): Promise<CompanyTourBookingView> {
    return this.company.moveToGuide(viewer, reference, guideId);
  }

  @Mutation(() => CompanyTourBookingView, {
    description:
      'Sets when and where the guide picks the party up, which the day-before message gives. ' +
      'Tour guides only.',
  })
  setTourBookingPickup(
    @Ctx() { viewer }: RequestContext,
    @Arg('reference', REFERENCE) reference: string,
    @Arg('input', () => TourPickupInput, { description: 'The pickup.' }) input: TourPickupInput,
  ): Promise<CompanyTourBookingView> {
    return this.company.setPickup(viewer, reference, input);
  }

  @Query(() => [ManifestEntryView], {
    description:
      "A day's manifest: every booking on tour that day that holds a guide, by its first day. " +
      'Tour guides only.',
  })
  tourDayManifest(
    @Ctx() { viewer }: RequestContext,
    @Arg('date', { description: 'The day, YYYY-MM-DD.' }) date: string,
  ): Promise<ManifestEntryView[]> {
    return this.company.dayManifest(viewer, date);
  }

  @Query(() => [GuideMonthView], {
    description: "Each guide's tours and days off in a month, by name. Tour guides only.",
  })
  guidesMonth(
    @Ctx() { viewer }: RequestContext,
    @Arg('month', { description: 'The month, YYYY-MM.' }) month: string,
  ): Promise<GuideMonthView[]> {
    return this.company.guidesMonth(viewer, month);
  }
}
