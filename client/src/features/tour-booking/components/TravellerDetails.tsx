import {
  BOOKING_MESSAGE_MAX_LENGTH,
  BOOKING_NAME_MAX_LENGTH,
  BOOKING_PHONE_MAX_LENGTH,
} from '@lanka-tours/shared/booking-options';
import { useLingui } from '@lingui/react';
import type { RefObject } from 'react';
import { FormField } from '../../../components/form/FormField';
import type { ContactField, TourBookingField } from '../useTourBooking';

interface TravellerDetailsProps {
  values: Record<ContactField, string>;
  errors: Partial<Record<TourBookingField, string>>;
  onChange: (field: ContactField, value: string) => void;
  honeypotRef: RefObject<HTMLInputElement | null>;
}

/** Who books and how the company reaches them, with the field that scripts fill in. */
export function TravellerDetails({ values, errors, onChange, honeypotRef }: TravellerDetailsProps) {
  const { i18n } = useLingui();
  const fields = [
    { field: 'name', type: 'text', label: i18n._('Full name'), max: BOOKING_NAME_MAX_LENGTH },
    { field: 'email', type: 'email', label: i18n._('Email') },
    {
      field: 'phone',
      type: 'tel',
      label: i18n._('Phone (with country code)'),
      max: BOOKING_PHONE_MAX_LENGTH,
    },
  ] as const;
  return (
    <>
      <h3 className="h5 mt-4">{i18n._('Your details')}</h3>
      {fields.map(({ field, type, label, ...limit }) => (
        <FormField
          key={field}
          id={`tour-${field}`}
          name={field}
          type={type}
          label={label}
          autoComplete={type === 'text' ? field : type}
          maxLength={'max' in limit ? limit.max : undefined}
          value={values[field]}
          error={errors[field]}
          onChange={(event) => onChange(field, event.target.value)}
        />
      ))}
      <div className="mb-3">
        <label htmlFor="tour-message" className="form-label">
          {i18n._('Pickup and wishes (optional)')}
        </label>
        <textarea
          id="tour-message"
          name="message"
          className="form-control"
          rows={3}
          maxLength={BOOKING_MESSAGE_MAX_LENGTH}
          value={values.message}
          onChange={(event) => onChange('message', event.target.value)}
        />
      </div>
      {/* People never see or reach this field; scripts that fill in every field do. */}
      <div className="booking-honeypot" aria-hidden="true">
        <label htmlFor="tour-website">{i18n._('Leave this field empty')}</label>
        <input ref={honeypotRef} id="tour-website" type="text" tabIndex={-1} />
      </div>
    </>
  );
}
