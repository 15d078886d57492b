/**
 * Thrown when the server cannot start (a port in use, a data folder held by another app): its
 * message says why and what the operator can do, so it is printed as it is, without a stack.
 */
export class StartupError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'StartupError';
  }
}
