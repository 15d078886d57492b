import { z } from 'zod';
import { Message, operation, text } from '../../rest/api-contract';
import { NAME_MAX_LENGTH } from '@lanka-tours/shared/account-rules';
import { COUNTRIES } from '@lanka-tours/shared/countries';
import { RestLanguage, RestUser } from '../users';

/** `/api/auth`: the signed-in account's profile; any field but name, country and language is ignored. */
export const ACCOUNT_API = {
  updateProfile: operation({
    method: 'put',
    path: '/update-profile',
    summary: "Change the account's name, country and language",
    access: 'signed-in',
    json: {
      name: text('Full name.', { max: NAME_MAX_LENGTH }),
      country: z.enum(COUNTRIES),
      language: RestLanguage.optional(),
    },
    answer: {
      status: 200,
      description: 'Saved.',
      body: z.object({ message: z.string(), user: RestUser, language: RestLanguage }),
    },
    errors: ['BAD_USER_INPUT'],
  }),
  deleteAccount: operation({
    method: 'delete',
    path: '/delete-account',
    summary: 'Delete the account, its reviews and their photos',
    access: 'signed-in',
    answer: { status: 200, description: 'Deleted.', body: Message },
  }),
};
