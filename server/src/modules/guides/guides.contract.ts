import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from '@lanka-tours/shared/email-address';
import { operation, text, UPLOAD_REFUSALS } from '../../rest/api-contract';
import {
  AVAILABILITY_MAX_DAYS,
  GUIDE_LANGUAGES_MAX,
  GUIDE_NAME_MAX_LENGTH,
  GUIDE_PHONE_MAX_LENGTH,
} from './guide-rules';
import {
  ACCOUNT_EMAIL_DESCRIPTION,
  ACCOUNT_EMAIL_INPUT_DESCRIPTION,
  DAYS_OFF_DESCRIPTION,
  IS_YOU_DESCRIPTION,
  LANGUAGES_DESCRIPTION,
  PHONE_DESCRIPTION,
  PHONE_INPUT_DESCRIPTION,
} from './guides.types';

const day = (which: string) => z.string().meta({ description: `The ${which} day: YYYY-MM-DD.` });

const RestDaysOff = z
  .object({ id: z.string(), from: day('first'), to: day('last') })
  .meta({ description: DAYS_OFF_DESCRIPTION });

export const RestGuide = z
  .object({
    id: z.string(),
    name: z.string(),
    languages: z.array(z.string()).meta({ description: LANGUAGES_DESCRIPTION }),
    daysOff: z.array(RestDaysOff).meta({ description: 'The earliest first.' }),
    photo: z
      .string()
      .nullable()
      .meta({ description: "The photo's largest width (WebP), or null for none." }),
    accountEmail: z.string().nullable().meta({ description: ACCOUNT_EMAIL_DESCRIPTION }),
    isYou: z.boolean().meta({ description: IS_YOU_DESCRIPTION }),
    phone: z.string().nullable().meta({ description: PHONE_DESCRIPTION }),
  })
  .meta({ description: 'A tour guide of the company, who leads one party at a time.' });

const RestAvailableDay = z.object({
  date: day('start'),
  available: z
    .boolean()
    .meta({ description: 'Whether a guide is free for every day of the tour.' }),
  guidesFree: z
    .number()
    .int()
    .meta({ description: 'Guides free for all of its days; 0 for a day too soon or past.' }),
});

/** Answers' parts named once in the document's components. */
export const GUIDE_SCHEMAS = { Guide: RestGuide, DaysOff: RestDaysOff };

const GUIDE_ID = { id: z.string().meta({ description: 'The guide.' }) };
const GuideAnswer = z.object({ guide: RestGuide });
const SPAN = { from: day('first'), to: day('last') };
const DETAILS = {
  name: text(`Required, at most ${GUIDE_NAME_MAX_LENGTH} characters.`),
  languages: z
    .array(z.string())
    .meta({ description: `${LANGUAGES_DESCRIPTION} From 1 to ${GUIDE_LANGUAGES_MAX}.` }),
  accountEmail: text(ACCOUNT_EMAIL_INPUT_DESCRIPTION, { max: EMAIL_MAX_LENGTH, optional: true }),
  phone: text(PHONE_INPUT_DESCRIPTION, { max: GUIDE_PHONE_MAX_LENGTH, optional: true }),
};

/** `/api/guides`: the company's guides and their days off (GraphQL guides and its mutations). */
export const GUIDE_API = {
  list: operation({
    method: 'get',
    path: '/',
    summary: 'Every guide, by name, with their days off',
    access: 'tour-guide',
    answer: {
      status: 200,
      description: 'The guides.',
      body: z.object({ guides: z.array(RestGuide) }),
    },
  }),
  add: operation({
    method: 'post',
    path: '/',
    summary: 'Add a guide',
    access: 'tour-guide',
    json: DETAILS,
    answer: { status: 201, description: 'Added.', body: GuideAnswer },
    errors: ['BAD_USER_INPUT'],
  }),
  update: operation({
    method: 'put',
    path: '/:id',
    summary: "Change a guide's name, languages and account",
    access: 'tour-guide',
    params: GUIDE_ID,
    json: DETAILS,
    answer: { status: 200, description: 'The guide, changed.', body: GuideAnswer },
    errors: ['BAD_USER_INPUT', 'NOT_FOUND'],
  }),
  setPhoto: operation({
    method: 'put',
    path: '/:id/photo',
    summary: 'Give a guide a photo, in place of any earlier one (multipart)',
    access: 'tour-guide',
    params: GUIDE_ID,
    multipart: { fields: {}, files: { name: 'photo', max: 1 } },
    answer: { status: 200, description: 'The guide, with the photo.', body: GuideAnswer },
    errors: ['BAD_USER_INPUT', 'NOT_FOUND', ...UPLOAD_REFUSALS],
  }),
  removePhoto: operation({
    method: 'delete',
    path: '/:id/photo',
    summary: "Remove a guide's photo",
    access: 'tour-guide',
    params: GUIDE_ID,
    answer: { status: 200, description: 'The guide, without a photo.', body: GuideAnswer },
    errors: ['NOT_FOUND'],
  }),
  addDaysOff: operation({
    method: 'post',
    path: '/:id/days-off',
    summary: 'Give a guide days off',
    access: 'tour-guide',
    params: GUIDE_ID,
    json: SPAN,
    answer: { status: 201, description: 'The guide, with the new days off.', body: GuideAnswer },
    errors: ['BAD_USER_INPUT', 'NOT_FOUND', 'GUIDE_DAYS_TAKEN'],
  }),
  removeDaysOff: operation({
    method: 'delete',
    path: '/:id/days-off/:daysOffId',
    summary: "Take back a guide's days off",
    access: 'tour-guide',
    params: { ...GUIDE_ID, daysOffId: z.string().meta({ description: 'The days off.' }) },
    answer: { status: 200, description: 'The guide, without them.', body: GuideAnswer },
    errors: ['NOT_FOUND'],
  }),
};

/** `/api/tours/:id/availability`: when a tour can start (GraphQL tourAvailability). */
export const AVAILABILITY_API = {
  availability: operation({
    method: 'get',
    path: '/:id/availability',
    summary: 'For each day of a span, whether the tour can start then',
    access: 'anyone',
    params: { id: z.string().meta({ description: 'The tour (Tour.id).' }) },
    query: {
      from: text('The first day: YYYY-MM-DD.'),
      to: text(`The last day: YYYY-MM-DD; at most ${AVAILABILITY_MAX_DAYS} days from the first.`),
      travellers: text('The party: 1 to 10 travellers.'),
      guideLanguage: text('Only guides who speak it (a language code).', { optional: true }),
    },
    answer: {
      status: 200,
      description: 'Each day of the span, in order.',
      body: z.object({ days: z.array(RestAvailableDay) }),
    },
    errors: ['BAD_USER_INPUT', 'NOT_FOUND'],
  }),
};
