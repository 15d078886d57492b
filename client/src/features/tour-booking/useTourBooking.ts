import { contactErrors, type ContactField } from '@lanka-tours/shared/booking-options';
import type { ErrorCode } from '@lanka-tours/shared/error-codes';
import { useLingui } from '@lingui/react';
import { useRef, useState, type FormEvent } from 'react';
import { useSendGraphql } from '../../data/useSendGraphql';
import { BookTourDocument, type BookTourMutation } from '../../graphql/requests.generated';
import { hasErrorCode } from '../../lib/server-errors';
import { translateSharedMessage } from '../../lib/translate-shared-message';
import { useFormProblems } from '../../lib/useFormProblems';
import { useValuesTypedEarly } from '../../lib/useValuesTypedEarly';
import { useFormTicket } from '../booking';

export type HeldBooking = BookTourMutation['bookTour']['booking'];
export type { ContactField };
export type TourBookingField = ContactField | 'startDate' | 'travellers' | 'guideLanguage';

const STALE_TICKET: readonly ErrorCode[] = [
  'BOOKING_TICKET_EXPIRED',
  'BOOKING_TICKET_INVALID',
  'BOOKING_TICKET_USED',
];

/** The party's choices and who they are, as the form holds them. */
export interface TourBookingValues extends Record<ContactField, string> {
  startDate: string;
  travellers: number;
  guideLanguage: string;
}

/**
 * The booking form's state and its one request: checked here with the enquiry form's rules first,
 * then by the server, whose refusals show under their fields. A day taken meanwhile is unchosen
 * and the calendar read again (`onDayTaken`). What a slow phone typed into the server-rendered
 * form before the app started is kept (`formRef`).
 */
export function useTourBooking(tourId: string, onDayTaken: () => void) {
  const { i18n } = useLingui();
  const send = useSendGraphql();
  const ticket = useFormTicket();
  const formRef = useRef<HTMLFormElement>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const problems = useFormProblems<TourBookingField>();
  const [values, setValues] = useState<TourBookingValues>({
    startDate: '',
    travellers: 2,
    guideLanguage: '',
    name: '',
    email: '',
    phone: '',
    message: '',
  });
  useValuesTypedEarly(formRef, setValues);
  const [busy, setBusy] = useState(false);
  const [held, setHeld] = useState<HeldBooking | null>(null);

  const change = <Field extends keyof TourBookingValues>(
    field: Field,
    value: TourBookingValues[Field],
  ) => setValues((current) => ({ ...current, [field]: value }));

  /** What the browser can tell before asking: a day, and the contact fields' rules. */
  function localErrors(): Partial<Record<TourBookingField, string>> {
    const errors: Partial<Record<TourBookingField, string>> = {};
    if (!values.startDate) errors.startDate = i18n._('Please choose the day your tour starts.');
    for (const [field, error] of Object.entries(contactErrors(values))) {
      if (error) errors[field as ContactField] = translateSharedMessage(i18n, error);
    }
    return errors;
  }

  const request = async () =>
    send(BookTourDocument, {
      input: {
        tourId,
        ...values,
        guideLanguage: values.guideLanguage || null,
        message: values.message.trim() || null,
        language: i18n.locale,
        formTicket: await ticket.ready(),
        website: honeypotRef.current?.value || null,
      },
    });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const errors = localErrors();
    problems.refuse(errors);
    if (Object.keys(errors).length) return;
    setBusy(true);
    try {
      // A stale ticket is replaced once, without the traveller having to do anything.
      const data = await request().catch((error: unknown) => {
        if (!STALE_TICKET.some((code) => hasErrorCode(error, code))) throw error;
        void ticket.renew();
        return request();
      });
      setHeld(data.bookTour.booking);
    } catch (error) {
      problems.show(error);
      void ticket.renew();
      if (hasErrorCode(error, 'TOUR_NO_GUIDE_FREE')) {
        change('startDate', '');
        onDayTaken();
      }
    } finally {
      setBusy(false);
    }
  }

  const { errors, failure } = problems;
  return { values, change, submit, busy, held, formRef, honeypotRef, errors, failure };
}
