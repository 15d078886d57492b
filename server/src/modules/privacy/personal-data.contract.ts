import { z } from 'zod';
import { isoTime, operation } from '../../rest/api-contract';

const Rows = z.array(z.record(z.string(), z.unknown()));

const PersonalDataAnswer = z
  .object({
    exportedAt: isoTime,
    controller: z.object({ name: z.string(), email: z.string(), privacyNotice: z.string() }),
    account: z.record(z.string(), z.unknown()).meta({
      description:
        'id, name, email, country, language, times, and whether security questions are set.',
    }),
    reviews: Rows,
    enquiries: Rows.meta({ description: 'The guide requests sent while signed in.' }),
  })
  .meta({ description: 'Everything the site holds about the account.' });

/** `/api/auth/my-data`: the account holder's data download. */
export const PERSONAL_DATA_API = {
  myData: operation({
    method: 'get',
    path: '/my-data',
    summary: 'Download what the site holds about the account',
    access: 'signed-in',
    answer: {
      status: 200,
      description: 'A JSON file (Content-Disposition: attachment; my-data-YYYY-MM-DD.json).',
      body: PersonalDataAnswer,
    },
    errors: ['RATE_LIMITED'],
  }),
};
