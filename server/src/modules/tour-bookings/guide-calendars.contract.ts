import { z } from 'zod';
import { operation } from '../../rest/api-contract';
import { GUIDE_CALENDAR_PATH } from './guide-calendar-feeds';

const GUIDE = { guideId: z.string().meta({ description: 'The guide (GET /api/guides).' }) };
const Address = z.object({
  url: z.string().meta({
    description: "The guide's private calendar address, for their phone's calendar app.",
  }),
});

/** `/api/guide-calendars`: each guide's private calendar of the tours they lead and days off. */
export const GUIDE_CALENDAR_API = {
  calendar: operation({
    method: 'get',
    path: GUIDE_CALENDAR_PATH.replace('/guide-calendars', ''),
    summary:
      "A guide's calendar: the tours they lead, with the party's name and phone, and days off",
    access: 'anyone',
    params: { token: z.string().meta({ description: 'The last part of the address.' }) },
    answer: {
      status: 200,
      description:
        'iCalendar (RFC 5545): an all-day event for each tour and span of days off still to come or of the last 60 days. The address is the key: a made-up or renewed one opens nothing (404).',
      body: z.string(),
      contentType: 'text/calendar',
    },
    errors: ['NOT_FOUND'],
  }),
  address: operation({
    method: 'get',
    path: '/for/:guideId',
    summary: "A guide's calendar address",
    access: 'tour-guide',
    params: GUIDE,
    answer: { status: 200, description: 'The address.', body: Address },
    errors: ['NOT_FOUND'],
  }),
  renew: operation({
    method: 'post',
    path: '/for/:guideId/renew',
    summary: 'A new calendar address for a guide: the one given before opens nothing any more',
    access: 'tour-guide',
    params: GUIDE,
    answer: { status: 200, description: 'The new address.', body: Address },
    errors: ['NOT_FOUND'],
  }),
};
