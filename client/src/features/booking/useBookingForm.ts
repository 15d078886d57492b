import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { ErrorCode } from '@lanka-tours/shared/error-codes';
import type { FieldErrors } from '@lanka-tours/shared/field-errors';
import {
  BOOKING_MAX_YEARS_AHEAD,
  BOOKING_MESSAGES,
  bookingErrors,
  localIsoDate,
  yearsAfter,
  type BookingField,
  type TourDateBounds,
} from '@lanka-tours/shared/booking-options';
import { useEffect, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { RequestGuideDocument } from '../../graphql/requests.generated';
import { useSendGraphql } from '../../data/useSendGraphql';
import { hasErrorCode, serverFieldErrors, serverMessage } from '../../lib/server-errors';
import { translateSharedMessage } from '../../lib/translate-shared-message';
import { useValuesTypedEarly } from '../../lib/useValuesTypedEarly';
import type { ControlBinding } from './components/FormControls';
import { useFormTicket } from './useFormTicket';

export type BookingValues = Record<BookingField, string>;
export type BookingFormState = 'idle' | 'submitting' | 'success' | 'error';

const EMPTY: BookingValues = {
  name: '',
  email: '',
  phone: '',
  tourDate: '',
  groupSize: '',
  duration: '',
  destination: '',
  message: '',
};

/** The specification's message under each field. */
const FIELD_MESSAGES: Record<BookingField, string> = {
  name: BOOKING_MESSAGES.nameRequired,
  email: BOOKING_MESSAGES.emailInvalid,
  phone: BOOKING_MESSAGES.phoneRequired,
  tourDate: BOOKING_MESSAGES.dateInvalid,
  groupSize: BOOKING_MESSAGES.groupSizeRequired,
  duration: BOOKING_MESSAGES.durationRequired,
  destination: BOOKING_MESSAGES.destinationRequired,
  message: BOOKING_MESSAGES.messageTooLong,
};

/** A form instance: its idempotency key (random, works outside HTTPS too). */
function newInstance() {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return { key: Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('') };
}

/**
 * Refusals of the ticket itself, not of the request: it outlived its 24 hours (a tab left open),
 * the server's secret changed, or an earlier request of this form used it (its answer was lost,
 * and the details have changed since).
 */
const STALE_TICKET: readonly ErrorCode[] = [
  'BOOKING_TICKET_EXPIRED',
  'BOOKING_TICKET_INVALID',
  'BOOKING_TICKET_USED',
];

/** The banner's reason: the server's words, 'Network Error' when nothing came back. */
function failureReason(i18n: I18n, error: unknown): string | undefined {
  if (error instanceof TypeError || error instanceof DOMException) return i18n._('Network Error');
  return serverMessage(error);
}

/**
 * The specification's failure banner (bookingFailureMessage's wording) in the page's language; the
 * reason loses its full stop so the sentence reads on.
 */
function failureMessage(i18n: I18n, reason: string | undefined): string {
  const text =
    reason?.trim().replace(/\.+$/, '') ||
    translateSharedMessage(i18n, BOOKING_MESSAGES.unknownError);
  return i18n._('Error sending request: {reason}. Please try again or contact us directly.', {
    reason: text,
  });
}

/**
 * The booking form's state: the browser's own validity check decides (each control carries the
 * shared rule's verdict as its custom validity), then one request per form instance.
 */
export function useBookingForm() {
  const { i18n } = useLingui();
  const formRef = useRef<HTMLFormElement>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const instance = useRef(newInstance());
  const [values, setValues] = useState(EMPTY);
  useValuesTypedEarly(formRef, setValues);
  const [serverErrors, setServerErrors] = useState<FieldErrors<BookingField>>({});
  const [validated, setValidated] = useState(false);
  const [status, setStatus] = useState<BookingFormState>('idle');
  const [reference, setReference] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const ticket = useFormTicket();
  const sendGraphql = useSendGraphql();

  const bounds = useMemo<TourDateBounds>(() => {
    const earliest = localIsoDate(new Date());
    return { earliest, latest: yearsAfter(earliest, BOOKING_MAX_YEARS_AHEAD) };
  }, []);
  const errors: FieldErrors<BookingField> = bookingErrors(values, bounds);
  for (const [field, message] of Object.entries(serverErrors)) {
    if (message) errors[field as BookingField] = message;
  }

  useEffect(() => {
    for (const element of Array.from(formRef.current?.elements ?? [])) {
      const control = element as HTMLInputElement;
      if (control.name in EMPTY) {
        const error = errors[control.name as BookingField];
        control.setCustomValidity(error ? translateSharedMessage(i18n, error) : '');
      }
    }
  });

  function bind(name: BookingField): ControlBinding {
    return {
      id: `booking-${name}`,
      name,
      value: values[name],
      invalid: validated && Boolean(errors[name]),
      message: translateSharedMessage(i18n, errors[name] ?? FIELD_MESSAGES[name]),
      onChange(event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) {
        const { value } = event.target;
        setValues((current) => ({ ...current, [name]: value }));
        setServerErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
      },
    };
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === 'submitting') return;
    const form = event.currentTarget;
    if (!form.checkValidity()) {
      setValidated(true);
      form.querySelector<HTMLElement>(':invalid')?.focus();
      return;
    }
    setStatus('submitting');
    setFailure(null);
    const send = async () =>
      sendGraphql(RequestGuideDocument, {
        input: {
          ...values,
          message: values.message.trim() || null,
          idempotencyKey: instance.current.key,
          formTicket: await ticket.ready(),
          website: honeypotRef.current?.value || null,
        },
      });
    try {
      // A stale ticket is replaced once, without the visitor having to do anything.
      const data = await send().catch((error: unknown) => {
        if (!STALE_TICKET.some((code) => hasErrorCode(error, code))) throw error;
        void ticket.renew();
        return send();
      });
      setReference(data.requestGuide.reference);
      setStatus('success');
      setValues(EMPTY);
      setValidated(false);
      instance.current = newInstance();
      void ticket.renew();
    } catch (error) {
      // The same key came back with other details: what is on screen now is a new request.
      if (hasErrorCode(error, 'IDEMPOTENCY_KEY_REUSED')) instance.current.key = newInstance().key;
      const fields = serverFieldErrors<BookingField>(error);
      setServerErrors(fields);
      if (Object.keys(fields).length > 0) setValidated(true);
      setFailure(failureMessage(i18n, failureReason(i18n, error)));
      setStatus('error');
    }
  }

  return { formRef, honeypotRef, bounds, bind, submit, validated, status, reference, failure };
}
