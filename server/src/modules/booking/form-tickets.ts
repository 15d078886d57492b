import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { AppError } from '../../common/errors';
import {
  BOOKING_MIN_FILL_SECONDS,
  BOOKING_TICKET_MAX_HOURS,
} from '@lanka-tours/shared/booking-options';

/**
 * `<issued at, ms since 1970>.<random id, 16 bytes>.<HMAC-SHA256 of both>`, all but the time in
 * base64url. The purpose is signed too, so no other signature made with the secret can pass.
 */
const TICKET = /^(\d{10,15})\.([\w-]{22})\.([\w-]{43})$/;
const PURPOSE = 'booking-form-ticket';
const MIN_AGE_MS = BOOKING_MIN_FILL_SECONDS * 1000;
const MAX_AGE_MS = BOOKING_TICKET_MAX_HOURS * 3600 * 1000;

/**
 * The booking form's tickets: the server signs the moment a form was shown, so the time spent on
 * it is measured by the server instead of claimed by the client. A ticket's id is stored with the
 * booking it was used for, which makes it single use (see BookingService).
 */
export class FormTickets {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = Buffer.from(secret, 'utf8');
  }

  issue(now = Date.now()): string {
    const signed = `${now}.${randomBytes(16).toString('base64url')}`;
    return `${signed}.${this.signature(signed)}`;
  }

  /** The id of a well-signed ticket that is old enough and not too old; else the reason why not. */
  check(ticket: string | null | undefined, now = Date.now()): string {
    const match = TICKET.exec(ticket ?? '');
    if (!match || !this.isSignature(`${match[1]}.${match[2]}`, match[3])) {
      throw new AppError('BOOKING_TICKET_INVALID');
    }
    const age = now - Number(match[1]);
    if (age < MIN_AGE_MS) throw new AppError('BOOKING_TOO_FAST');
    if (age > MAX_AGE_MS) throw new AppError('BOOKING_TICKET_EXPIRED');
    return match[2];
  }

  private signature(signed: string): string {
    return createHmac('sha256', this.key).update(`${PURPOSE}.${signed}`).digest('base64url');
  }

  /** Compared as text, in constant time: base64url's last character has bits no decoder reads. */
  private isSignature(signed: string, given: string): boolean {
    return timingSafeEqual(Buffer.from(this.signature(signed)), Buffer.from(given));
  }
}
