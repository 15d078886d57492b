import { BOOKING_MIN_FILL_SECONDS } from '@lanka-tours/shared/booking-options';
import { useCallback, useEffect, useRef } from 'react';
import { BookingFormTicketDocument } from '../../graphql/requests.generated';
import { useSendGraphql } from '../../data/useSendGraphql';

interface Ticket {
  value: string;
  /** When it arrived, by this page's clock: the server issued it before then. */
  receivedAt: number;
}

const MIN_AGE_MS = BOOKING_MIN_FILL_SECONDS * 1000;

/**
 * The server's signed ticket for one booking form, asked for when the form appears. The server
 * takes it from BOOKING_MIN_FILL_SECONDS after it issued it, so a visitor who is quicker than
 * that waits out the rest while the form reads 'Sending...', instead of being refused.
 */
export function useFormTicket() {
  const send = useSendGraphql();
  const pending = useRef<Promise<Ticket> | null>(null);

  /** Asks for a new ticket; a failed request is forgotten, so the next send asks again. */
  const renew = useCallback(() => {
    const request = send(BookingFormTicketDocument).then((data) => ({
      value: data.bookingFormTicket,
      receivedAt: performance.now(),
    }));
    pending.current = request;
    request.catch(() => {
      if (pending.current === request) pending.current = null;
    });
    return request;
  }, [send]);

  useEffect(() => {
    void renew();
  }, [renew]);

  /** A ticket the server accepts now. */
  const ready = useCallback(async (): Promise<string> => {
    const ticket = await (pending.current ?? renew());
    const wait = MIN_AGE_MS - (performance.now() - ticket.receivedAt);
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    return ticket.value;
  }, [renew]);

  return { ready, renew };
}
