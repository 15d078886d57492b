import { z } from 'zod';
import { operation, text } from '../../rest/api-contract';
import { RestCompanyTourBooking } from './tour-bookings.contract';

const day = (which: string) => z.string().meta({ description: `The ${which} day: YYYY-MM-DD.` });
const REFERENCE = { reference: z.string().meta({ description: 'The booking: TB-2026-000123.' }) };

/** A pickup's body: either part may be null or empty, which clears it. */
export const PICKUP = {
  time: z.string().nullable().meta({ description: "HH:MM, Sri Lanka's time." }),
  place: z.string().max(1000).nullable().meta({ description: 'A hotel, a station …' }),
};

const RestFreeGuide = z
  .object({ id: z.string(), name: z.string(), languages: z.array(z.string()) })
  .meta({ description: 'A guide who could lead a booking instead of its own.' });

const RestGuideSpan = z
  .object({
    from: day('first'),
    to: day('last'),
    kind: z.enum(['tour', 'day-off']),
    reference: z
      .string()
      .nullable()
      .meta({ description: "The tour's booking; none for days off." }),
    status: z.enum(['held', 'confirmed']).nullable(),
    travellers: z.number().int().nullable(),
    tourTitle: z.string().nullable(),
  })
  .meta({ description: 'Days a guide is busy: a tour, held or booked, or days off.' });

/**
 * `/api/tour-bookings/…`: which guide leads which tour, day by day and month by month (GraphQL
 * freeGuidesForTourBooking, moveTourBookingToGuide, tourDayManifest and guidesMonth).
 */
export const GUIDE_ASSIGNMENT_API = {
  freeGuides: operation({
    method: 'get',
    path: '/:reference/free-guides',
    summary: "The guides free to lead a booking instead of its own, speaking the party's language",
    access: 'tour-guide',
    params: REFERENCE,
    answer: {
      status: 200,
      description: 'The guides, by name.',
      body: z.object({ guides: z.array(RestFreeGuide) }),
    },
    errors: ['NOT_FOUND'],
  }),
  setPickup: operation({
    method: 'put',
    path: '/:reference/pickup',
    summary: "Set when and where a booking's guide picks the party up (the day-before message)",
    access: 'tour-guide',
    params: REFERENCE,
    json: PICKUP,
    answer: {
      status: 200,
      description: 'The booking, with its pickup.',
      body: z.object({ booking: RestCompanyTourBooking }),
    },
    errors: ['BAD_USER_INPUT', 'NOT_FOUND'],
  }),
  moveToGuide: operation({
    method: 'post',
    path: '/:reference/guide',
    summary: "Give a booking's tour to another guide, free on all its days",
    access: 'tour-guide',
    params: REFERENCE,
    json: { guideId: text('The guide (Guide.id).') },
    answer: {
      status: 200,
      description: 'The booking, with its new guide.',
      body: z.object({ booking: RestCompanyTourBooking }),
    },
    errors: [
      'NOT_FOUND',
      'TOUR_GUIDE_NOT_FREE',
      'TOUR_GUIDE_LANGUAGE',
      'TOUR_BOOKING_HOLDS_NO_GUIDE',
    ],
  }),
  manifest: operation({
    method: 'get',
    path: '/manifest',
    summary: "A day's manifest: every booking on tour that day that holds a guide",
    access: 'tour-guide',
    query: { date: text('The day: YYYY-MM-DD.') },
    answer: {
      status: 200,
      description: 'The bookings, by their first day.',
      body: z.object({
        bookings: z.array(
          RestCompanyTourBooking.extend({
            dayOfTour: z.number().int().meta({ description: 'Which day of the tour: 1 first.' }),
          }),
        ),
      }),
    },
    errors: ['BAD_USER_INPUT'],
  }),
  guidesMonth: operation({
    method: 'get',
    path: '/guides-month',
    summary: "Each guide's tours and days off in a month",
    access: 'tour-guide',
    query: { month: text('The month: YYYY-MM.') },
    answer: {
      status: 200,
      description: 'The guides, by name, each with the spans that meet the month.',
      body: z.object({
        guides: z.array(
          RestFreeGuide.extend({
            isYou: z
              .boolean()
              .meta({ description: 'Whether the guide signs in with the account asking.' }),
            spans: z.array(RestGuideSpan),
          }).meta({
            description: "A guide's month: what keeps them busy on which days.",
          }),
        ),
      }),
    },
    errors: ['BAD_USER_INPUT'],
  }),
};
