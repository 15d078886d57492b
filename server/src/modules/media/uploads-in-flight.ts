import { AppError } from '../../common/errors';

/** Uploads one account may send at once: more would only wait behind its own. */
const UPLOADS_PER_USER = 2;

/**
 * Each account's uploads in flight on this instance. An account is refused past the limit, so a
 * few accounts trickling uploads cannot hold the server's connections, descriptors and disk.
 */
export class UploadsInFlight {
  private readonly counts = new Map<string, number>();

  /** Counts one upload of the user until the returned release is called (once or more). */
  admit(userId: string): () => void {
    const count = this.counts.get(userId) ?? 0;
    if (count >= UPLOADS_PER_USER) throw new AppError('TOO_MANY_UPLOADS');
    this.counts.set(userId, count + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.counts.get(userId) ?? 1) - 1;
      if (left > 0) this.counts.set(userId, left);
      else this.counts.delete(userId);
    };
  }
}
