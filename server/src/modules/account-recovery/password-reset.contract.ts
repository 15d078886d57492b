import { Message, MessageAnswer, operation, text } from '../../rest/api-contract';
import { PASSWORD_MAX_LENGTH } from '@lanka-tours/shared/account-rules';
import { EMAIL_MAX_LENGTH } from '@lanka-tours/shared/email-address';

/** `/api/auth`: a forgotten password, reset through an emailed link. */
export const PASSWORD_RESET_API = {
  forgotPassword: operation({
    method: 'post',
    path: '/forgot-password',
    summary: 'Email a password-reset link',
    access: 'anyone',
    json: { email: text('The account address.', { max: EMAIL_MAX_LENGTH }) },
    answer: {
      status: 200,
      description: 'The same answer whether or not an account has this address.',
      body: MessageAnswer,
    },
    errors: ['BAD_USER_INPUT', 'RATE_LIMITED'],
  }),
  resetPassword: operation({
    method: 'post',
    path: '/reset-password/:token',
    summary: "Set a new password with the emailed link's token",
    access: 'anyone',
    json: { password: text('The new password.', { max: PASSWORD_MAX_LENGTH }) },
    answer: {
      status: 200,
      description: 'Changed; every session of the account is signed out.',
      body: Message,
    },
    errors: ['INVALID_RESET_TOKEN', 'INVALID_NEW_PASSWORD'],
  }),
};
