import type { ErrorCode } from '@lanka-tours/shared/error-codes';
import { endSession } from './session-storage';

const SIGNED_OUT: ErrorCode = 'UNAUTHENTICATED';

interface ErrorWithCode {
  extensions?: Record<string, unknown>;
}

/** The server has rejected the session: forget the token; the auth state follows. */
export function endRejectedSession(errors: readonly ErrorWithCode[] | undefined): void {
  if (errors?.some((error) => error.extensions?.code === SIGNED_OUT)) endSession();
}
