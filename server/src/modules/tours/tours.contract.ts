import { z } from 'zod';
import { cents, operation, text } from '../../rest/api-contract';
import { TOUR_ID } from './tours.types';

const RestTour = z
  .object({
    id: z.string().meta({ description: TOUR_ID }),
    slug: z.string(),
    days: z.number().int(),
    title: z.string(),
    subtitle: z.string(),
    currency: z.literal('USD'),
    fromPrice: cents('The lowest price per person.'),
    prices: z
      .array(
        z.object({
          band: z.enum(['oneToTwo', 'threeToFive', 'sixToTen']),
          fromTravellers: z.number().int(),
          toTravellers: z.number().int(),
          perPerson: cents('The price per person.'),
        }),
      )
      .meta({ description: 'The price per person by party size; 11 or more ask for a quote.' }),
    depositPercent: z.number().int().meta({ description: 'Paid when booking, of the total.' }),
    peakSeason: z
      .object({
        surchargePercent: z.number().int(),
        months: z.array(z.string()).meta({ description: 'By their English names (January …).' }),
      })
      .nullable(),
  })
  .meta({ description: 'A tour plan option that can be booked online.' });

/** Answers' parts named once in the document's components. */
export const TOUR_SCHEMAS = { Tour: RestTour };

/** `/api/tours`: the tours booked online, with their prices (GraphQL tours). */
export const TOUR_API = {
  list: operation({
    method: 'get',
    path: '/',
    summary: 'The tours that can be booked online, with their prices',
    access: 'anyone',
    query: {
      language: text(
        "en, de, fr, ru or zh; by default the request's Accept-Language. A missing text falls " +
          'back to English.',
        { optional: true },
      ),
    },
    answer: {
      status: 200,
      description: 'The tours, in the order of the tour plans.',
      body: z.object({ tours: z.array(RestTour) }),
    },
    errors: ['BAD_USER_INPUT'],
  }),
};
