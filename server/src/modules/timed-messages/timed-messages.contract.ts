import { z } from 'zod';
import { isoTime, operation } from '../../rest/api-contract';
import {
  BODY_DESCRIPTION,
  DAYS_DESCRIPTION,
  KIND_DESCRIPTION,
  PICKUP_DESCRIPTION,
  SUBJECT_DESCRIPTION,
  TIME_DESCRIPTION,
} from './timed-messages.types';

const RestWording = z.object({
  language: z.string().meta({ description: 'en, de, fr, ru or zh.' }),
  subject: z.string().meta({ description: SUBJECT_DESCRIPTION }),
  body: z.string().meta({ description: BODY_DESCRIPTION }),
});

const RestTimedMessage = z
  .object({
    kind: z.string().meta({ description: KIND_DESCRIPTION }),
    enabled: z.boolean(),
    days: z.number().int().meta({ description: DAYS_DESCRIPTION }),
    time: z.string().meta({ description: TIME_DESCRIPTION }),
    pickupTime: z.string().nullable().meta({ description: PICKUP_DESCRIPTION }),
    placeholders: z.array(z.string()),
    wordings: z.array(
      RestWording.extend({
        own: z
          .boolean()
          .meta({ description: "Whether the company wrote it, or it is the site's." }),
        default: RestWording.omit({ language: true }).meta({
          description: "The site's own wording in the language, which the company's replaces.",
        }),
      }),
    ),
    updatedAt: isoTime,
  })
  .meta({ description: "A message a confirmed booking's traveller gets by itself." });

/** The body of a change, as the route reads it (the service checks each value). */
export const TIMED_MESSAGE_CHANGE = {
  enabled: z.boolean().meta({ description: 'Whether it goes at all.' }),
  days: z.number().int().meta({ description: DAYS_DESCRIPTION }),
  time: z.string().meta({ description: TIME_DESCRIPTION }),
  pickupTime: z.string().nullable().optional().meta({ description: PICKUP_DESCRIPTION }),
  wordings: z.array(RestWording).meta({
    description:
      'Its wording in the languages given; one left out, or given as its default, reads the default.',
  }),
};

/** Answers' parts named once in the document's components. */
export const TIMED_MESSAGE_SCHEMAS = { TimedMessage: RestTimedMessage };

/** `/api/timed-messages`: the timed messages' settings (GraphQL timedMessageSettings). */
export const TIMED_MESSAGE_API = {
  list: operation({
    method: 'get',
    path: '/',
    summary: 'Each timed message, when it goes and its wording in every language',
    access: 'tour-guide',
    answer: {
      status: 200,
      description: 'The three messages.',
      body: z.object({ timedMessages: z.array(RestTimedMessage) }),
    },
  }),
  update: operation({
    method: 'put',
    path: '/:message',
    summary: "Set a timed message; every confirmed booking's message still to come moves with it",
    access: 'tour-guide',
    params: { message: z.string().meta({ description: KIND_DESCRIPTION }) },
    json: TIMED_MESSAGE_CHANGE,
    answer: {
      status: 200,
      description: 'The message as set.',
      body: z.object({ timedMessage: RestTimedMessage }),
    },
    errors: ['BAD_USER_INPUT', 'NOT_FOUND'],
  }),
};
