import { logger } from './logger';
import { ACCOUNT_MESSAGES } from '@lanka-tours/shared/account-rules';
import { FEEDBACK_MESSAGES } from '@lanka-tours/shared/feedback-rules';
import { BOOKING_MESSAGES } from '@lanka-tours/shared/booking-options';
import { contentMessages } from '@lanka-tours/shared/content/messages';
import type { FieldErrors } from '@lanka-tours/shared/field-errors';
import { SESSION_MESSAGES } from '@lanka-tours/shared/session-messages';
import type { ErrorCode } from '@lanka-tours/shared/error-codes';
import { isConnectionFailure, warnDatabaseUnavailable } from './connection-failure';
import { english, translate, translateFields, type Translatable } from './i18n';

interface ErrorDefinition {
  status: number;
  message: string;
  /** The REST body's `status` field, where the specification's clients read one. */
  reason?: string;
  /** Sent as Retry-After (REST, and GraphQL when Apollo answers with the status). */
  retryAfterSeconds?: number;
}

/**
 * The one table of expected failures: each code maps once to the GraphQL `extensions.code`,
 * the REST status and the user-facing message, in English here and in the request's language
 * when it leaves (the marked ones are in the catalogs by this wording, the shared ones by theirs).
 */
export const ERROR_CODES = {
  BAD_USER_INPUT: { status: 400, message: /*i18n*/ 'Please correct the highlighted fields.' },
  INVALID_JSON: { status: 400, message: /*i18n*/ 'The request body is not valid JSON.' },
  MALFORMED_REQUEST: { status: 400, message: /*i18n*/ 'The request could not be read.' },
  CONTROL_CHARACTERS: {
    status: 400,
    message: /*i18n*/ 'The address or name asked for contains characters that are not allowed.',
  },
  INVALID_RESET_TOKEN: {
    status: 400,
    message: ACCOUNT_MESSAGES.resetInvalidToken,
    reason: 'invalid_token',
  },
  INVALID_NEW_PASSWORD: {
    status: 400,
    message: ACCOUNT_MESSAGES.resetInvalidPassword,
    reason: 'invalid_password',
  },
  SECURITY_ANSWERS_INCORRECT: { status: 400, message: ACCOUNT_MESSAGES.answersIncorrect },
  UNAUTHENTICATED: { status: 401, message: SESSION_MESSAGES.authenticationRequired },
  FEEDBACK_LOGIN_REQUIRED: { status: 401, message: FEEDBACK_MESSAGES.loginRequired },
  BOOKING_TOO_FAST: { status: 400, message: BOOKING_MESSAGES.tooFast },
  BOOKING_TICKET_INVALID: { status: 400, message: BOOKING_MESSAGES.ticketInvalid },
  BOOKING_TICKET_EXPIRED: { status: 400, message: BOOKING_MESSAGES.ticketExpired },
  BOOKING_AUTOMATED: { status: 400, message: BOOKING_MESSAGES.automated },
  IDEMPOTENCY_KEY_INVALID: { status: 400, message: BOOKING_MESSAGES.keyInvalid },
  SESSION_EXPIRED: { status: 401, message: ACCOUNT_MESSAGES.sessionExpired },
  INVALID_CREDENTIALS: { status: 401, message: /*i18n*/ 'Invalid email or password' },
  FORBIDDEN: { status: 403, message: SESSION_MESSAGES.notAGuide },
  NOT_AUTHOR: { status: 403, message: FEEDBACK_MESSAGES.notAuthor },
  CROSS_SITE_REQUEST: {
    status: 403,
    message: /*i18n*/ 'Requests from pages of other sites are not accepted.',
  },
  NOT_FOUND: { status: 404, message: /*i18n*/ 'Not found' },
  FEEDBACK_NOT_FOUND: { status: 404, message: FEEDBACK_MESSAGES.notFound },
  BOOKING_LINK_INVALID: {
    status: 404,
    message: /*i18n*/ 'This booking link is not valid. Please use the newest link we emailed you.',
  },
  REVIEW_LINK_INVALID: {
    status: 404,
    message:
      /*i18n*/ 'This link to review a tour is not valid: please use the one we emailed you after your tour.',
  },
  QUOTE_LINK_INVALID: {
    status: 404,
    message: /*i18n*/ 'This quote link is not valid. Please use the link in our latest email.',
  },
  QUOTE_EXPIRED: {
    status: 410,
    message:
      /*i18n*/ 'This quote has expired. Please write to us and we will gladly send you a new one.',
  },
  QUOTE_SUPERSEDED: {
    status: 410,
    message:
      /*i18n*/ 'This quote has been replaced by a newer one: please open the link in our latest email.',
  },
  QUOTE_BOOKED: {
    status: 409,
    message:
      /*i18n*/ 'A quote of this enquiry is booked: cancel that booking before writing a new quote.',
  },
  QUOTE_GUIDE_TAKEN: {
    status: 409,
    message:
      /*i18n*/ 'The guide of this quote is no longer free on these days. Please write to us and we will find another.',
  },
  TOUR_REVIEWED_ALREADY: {
    status: 409,
    message: /*i18n*/ 'This tour has been reviewed already: you can change that review instead.',
  },
  UPLOAD_STALLED: {
    status: 408,
    message:
      /*i18n*/ 'The upload stalled and was cancelled. Please check your connection and try again.',
  },
  UPLOAD_TOO_SLOW: {
    status: 408,
    message:
      /*i18n*/ 'The upload took too long and was cancelled. Please try again with fewer or smaller photos, or on a faster connection.',
  },
  TOO_MANY_FILES: { status: 400, message: /*i18n*/ 'Too many files in one request.' },
  FILE_TOO_LARGE: { status: 413, message: /*i18n*/ 'The file is too large.' },
  REQUEST_TOO_LARGE: { status: 413, message: /*i18n*/ 'The request body is too large.' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: /*i18n*/ 'Only image files are accepted.' },
  UNSUPPORTED_CONTENT_TYPE: {
    status: 415,
    message:
      /*i18n*/ 'Send the request body as JSON (application/json), or files as multipart/form-data.',
  },
  UNSUPPORTED_BODY_ENCODING: {
    status: 415,
    message:
      /*i18n*/ 'Send the request body in UTF-8, uncompressed or compressed with gzip, deflate or br.',
  },
  INVALID_IMAGE: { status: 422, message: /*i18n*/ 'The image could not be read.' },
  IMAGE_TOO_LARGE: { status: 422, message: /*i18n*/ 'The image has too many pixels to process.' },
  QUERY_TOO_COMPLEX: { status: 400, message: /*i18n*/ 'The query is too large or too complex.' },
  MALFORMED_UPLOAD: { status: 400, message: /*i18n*/ 'The upload could not be read.' },
  EMAIL_TAKEN: { status: 409, message: /*i18n*/ 'An account with this email already exists' },
  IDEMPOTENCY_KEY_REUSED: { status: 409, message: BOOKING_MESSAGES.keyReused },
  BOOKING_TICKET_USED: { status: 409, message: BOOKING_MESSAGES.ticketUsed },
  CONTENT_STALE: { status: 409, message: contentMessages.stale },
  GUIDE_DAYS_TAKEN: {
    status: 409,
    message: /*i18n*/ 'The guide is already busy on some of these days.',
  },
  TOUR_NO_GUIDE_FREE: {
    status: 409,
    message:
      /*i18n*/ 'No guide is free for the whole tour from this day. Please choose another day.',
  },
  TOUR_BOOKING_CANCELLED: {
    status: 409,
    message: /*i18n*/ 'This booking is cancelled: no deposit can be recorded for it.',
  },
  TOUR_GUIDE_TAKEN: {
    status: 409,
    message:
      /*i18n*/ 'The hold had ended and no guide is free for these days any more: refund the transfer or agree on other days with the traveller.',
  },
  TOUR_BOOKING_HOLDS_NO_GUIDE: {
    status: 409,
    message:
      /*i18n*/ 'This booking holds no guide now (it is cancelled, or its hold ended): there is no guide to change.',
  },
  TOUR_GUIDE_NOT_FREE: {
    status: 409,
    message: /*i18n*/ 'This guide is not free on every day of the tour.',
  },
  TOUR_GUIDE_LANGUAGE: {
    status: 409,
    message: /*i18n*/ 'This guide does not lead tours in the language the party asked for.',
  },
  PAYMENT_NOT_THE_DEPOSIT: {
    status: 409,
    message: /*i18n*/ 'The payment is not the deposit of this booking: nothing was recorded.',
  },
  PAYMENT_NOT_THE_BALANCE: {
    status: 409,
    message: /*i18n*/ 'The payment is not the balance of this booking: nothing was recorded.',
  },
  PAYMENT_NOT_VERIFIED: {
    status: 400,
    message: /*i18n*/ 'The payment notification could not be verified: nothing was recorded.',
  },
  EMAIL_NOT_FAILED: {
    status: 409,
    message: /*i18n*/ 'Only an email whose delivery failed can be resent.',
  },
  SECURITY_QUESTIONS_LOCKED: { status: 429, message: ACCOUNT_MESSAGES.questionsLocked },
  RATE_LIMITED: { status: 429, message: /*i18n*/ 'Too many requests. Please try again later.' },
  FEEDBACK_LIMIT_REACHED: {
    status: 429,
    message:
      /*i18n*/ 'You have posted as many reviews as you can in a day. Please try again later.',
  },
  TOO_MANY_UPLOADS: {
    status: 429,
    message:
      /*i18n*/ 'Your other uploads are still in progress. Please wait until they finish and try again.',
    retryAfterSeconds: 10,
  },
  SERVICE_UNAVAILABLE: {
    status: 503,
    message: /*i18n*/ 'The service is temporarily unavailable. Please try again shortly.',
  },
  DATABASE_UNAVAILABLE: {
    status: 503,
    message: /*i18n*/ 'The service is temporarily unavailable. Please try again shortly.',
    retryAfterSeconds: 5,
  },
  INTERNAL_SERVER_ERROR: {
    status: 500,
    message: /*i18n*/ 'Something went wrong. Please try again later.',
  },
} as const satisfies Record<ErrorCode, ErrorDefinition>;

export type { ErrorCode };

/**
 * GraphQL clients sign out on UNAUTHENTICATED, so an expired session shares that code; a refused
 * argument is GraphQL's usual BAD_USER_INPUT.
 */
const GRAPHQL_CODE: Partial<Record<ErrorCode, string>> = {
  CONTROL_CHARACTERS: 'BAD_USER_INPUT',
  SESSION_EXPIRED: 'UNAUTHENTICATED',
  FEEDBACK_LOGIN_REQUIRED: 'UNAUTHENTICATED',
  DATABASE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
};

/** Apollo's own field: the HTTP status (and headers) it answers with when this error reaches it. */
interface HttpExtension {
  http: { status: number; headers: Map<string, string> };
}

export class AppError extends Error {
  /** Set on RATE_LIMITED: when the client may try again (REST sends it as Retry-After). */
  retryAfterSeconds?: number;
  /**
   * Set on 503s: graphql-js copies an error's extensions onto the GraphQLError it wraps it in, and
   * Apollo then answers with this status, from a resolver or from the context alike.
   */
  readonly extensions?: HttpExtension;

  /** The message in any language; `message` holds its English wording, for the log. */
  readonly translatable: Translatable;

  constructor(
    readonly code: ErrorCode,
    translatable: Translatable = ERROR_CODES[code].message,
    readonly fields?: FieldErrors,
    options?: ErrorOptions,
  ) {
    super(english(translatable), options);
    this.translatable = translatable;
    this.name = 'AppError';
    const definition: ErrorDefinition = ERROR_CODES[code];
    this.retryAfterSeconds = definition.retryAfterSeconds;
    if (definition.status === 503) {
      const headers = new Map<string, string>();
      if (definition.retryAfterSeconds) {
        headers.set('retry-after', String(definition.retryAfterSeconds));
      }
      this.extensions = { http: { status: definition.status, headers } };
    }
  }

  get status(): number {
    return ERROR_CODES[this.code].status;
  }

  get reason(): string | undefined {
    const definition: ErrorDefinition = ERROR_CODES[this.code];
    return definition.reason;
  }

  /** The message in the language of the request being answered. */
  get localizedMessage(): string {
    return translate(this.translatable);
  }

  /** Each field's message in the language of the request being answered. */
  get localizedFields(): FieldErrors | undefined {
    return this.fields && translateFields(this.fields);
  }

  get graphqlCode(): string {
    return GRAPHQL_CODE[this.code] ?? this.code;
  }

  static rateLimited(retryAfterSeconds: number): AppError {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    const error = new AppError(
      'RATE_LIMITED',
      /*i18n*/ {
        id: 'Too many requests. Please wait {minutes, plural, one {{minutes} minute} other {{minutes} minutes}} and try again.',
        values: { minutes },
      },
    );
    error.retryAfterSeconds = retryAfterSeconds;
    return error;
  }

  /** A review over the account's daily number (FEEDBACK_PER_DAY), with the hours left to wait. */
  static feedbackLimitReached(perDay: number, retryAfterSeconds: number): AppError {
    const hours = Math.max(1, Math.ceil(retryAfterSeconds / 3600));
    const error = new AppError(
      'FEEDBACK_LIMIT_REACHED',
      /*i18n*/ {
        id: 'You can post at most {perDay, plural, one {{perDay} review} other {{perDay} reviews}} a day. Please try again in {hours, plural, one {{hours} hour} other {{hours} hours}}.',
        values: { perDay, hours },
      },
    );
    error.retryAfterSeconds = retryAfterSeconds;
    return error;
  }

  /** An upload past its size limit, named in megabytes. */
  static fileTooLarge(maxBytes: number): AppError {
    const megabytes = Math.round((maxBytes / (1024 * 1024)) * 10) / 10;
    return new AppError(
      'FILE_TOO_LARGE',
      /*i18n*/ { id: 'Each image must be at most {megabytes} MB.', values: { megabytes } },
    );
  }

  static invalidInput(fields: FieldErrors, message?: Translatable): AppError {
    const first = Object.values(fields).find(Boolean);
    return new AppError(
      'BAD_USER_INPUT',
      message ?? first ?? ERROR_CODES.BAD_USER_INPUT.message,
      fields,
    );
  }
}

/** An unreachable database answers 503; its cause stays in the log (one warning line). */
export function databaseUnavailable(cause: unknown): AppError {
  return new AppError('DATABASE_UNAVAILABLE', undefined, undefined, { cause });
}

/** A lost database connection is thrown again as the 503 error, anything else as it was. */
export function rethrowAsUnavailable(error: unknown): never {
  throw isConnectionFailure(error) ? databaseUnavailable(error) : error;
}

/**
 * Any unexpected error becomes the generic internal error, and a lost database connection the
 * 503 one; their details stay in the log.
 */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (isConnectionFailure(error)) return databaseUnavailable(error);
  return new AppError('INTERNAL_SERVER_ERROR');
}

/** What the log says of a failed request: a stack for the unexpected, a line for an outage. */
export function logFailure(where: string, error: unknown, appError: AppError): void {
  if (appError.code === 'INTERNAL_SERVER_ERROR') logUnexpected(where, error);
  if (appError.code === 'DATABASE_UNAVAILABLE') warnDatabaseUnavailable(appError.cause ?? error);
}

/**
 * Logs an unexpected error by its stack only: driver errors carry the query's parameters, which
 * may hold a password hash or personal data, and those never reach the log.
 */
export function logUnexpected(where: string, error: unknown): void {
  const stack =
    error instanceof Error ? (error.stack ?? `${error.name}: ${error.message}`) : String(error);
  const summary = stack.split('\n', 1)[0];
  logger.error(
    { event: 'error.unexpected', where, stack },
    `Unexpected ${where} error: ${summary}`,
  );
}
