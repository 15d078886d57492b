import { endSession } from './session-storage';

interface ErrorWithCode {
  extensions?: Record<string, unknown>;
}

/** The server has rejected the session: forget the token; the auth state follows. */
export function endRejectedSession(errors: readonly ErrorWithCode[] | undefined): void {
  if (errors?.some((error) => error.extensions?.code === 'UNAUTHENTICATED')) endSession();
}
