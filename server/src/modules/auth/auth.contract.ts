import { z } from 'zod';
import { MessageAnswer, operation, text } from '../../rest/api-contract';
import {
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '@lanka-tours/shared/account-rules';
import { EMAIL_MAX_LENGTH } from '@lanka-tours/shared/email-address';
import { COUNTRIES } from '@lanka-tours/shared/countries';
import { RestLanguage, RestUser } from '../users';

const password = text(
  `At least ${PASSWORD_MIN_LENGTH} characters (at most ${PASSWORD_MAX_LENGTH}).`,
  { max: PASSWORD_MAX_LENGTH },
);
const email = text('An email address.', { max: EMAIL_MAX_LENGTH });

const SignedIn = z.object({
  token: z.string().meta({ description: 'Bearer token for the Authorization header.' }),
  user: RestUser,
});

/** `/api/auth`: sign-up, sign-in and the signed-in account. */
export const AUTH_API = {
  register: operation({
    method: 'post',
    path: '/register',
    summary: 'Create an account and sign in',
    access: 'anyone',
    json: {
      name: text('Full name.', { max: NAME_MAX_LENGTH }),
      email,
      password,
      country: z.enum(COUNTRIES),
    },
    answer: { status: 201, description: 'Registered and signed in.', body: SignedIn },
    errors: ['BAD_USER_INPUT', 'EMAIL_TAKEN', 'RATE_LIMITED'],
  }),
  login: operation({
    method: 'post',
    path: '/login',
    summary: 'Sign in',
    access: 'anyone',
    json: { email, password: text('The account password.', { max: PASSWORD_MAX_LENGTH }) },
    answer: { status: 200, description: 'Signed in.', body: SignedIn },
    errors: ['BAD_USER_INPUT', 'INVALID_CREDENTIALS', 'RATE_LIMITED'],
  }),
  me: operation({
    method: 'get',
    path: '/me',
    summary: 'The signed-in account',
    access: 'signed-in',
    answer: {
      status: 200,
      description: 'The account, and its language.',
      body: z.object({ user: RestUser, language: RestLanguage }),
    },
  }),
  resendGuideAccess: operation({
    method: 'post',
    path: '/guide-access/resend',
    summary: "Email a new confirmation link for a tour guide's address",
    access: 'signed-in',
    answer: { status: 200, description: 'Sent, or nothing was waiting.', body: MessageAnswer },
    errors: ['RATE_LIMITED'],
  }),
};

export const AUTH_SCHEMAS = { User: RestUser, SignedIn };
