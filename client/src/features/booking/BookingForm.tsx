import {
  BOOKING_DESTINATIONS,
  BOOKING_MESSAGE_MAX_LENGTH,
  BOOKING_NAME_MAX_LENGTH,
  BOOKING_PHONE_MAX_LENGTH,
  GROUP_SIZES,
  TOUR_DURATIONS,
  BOOKING_MESSAGES,
  ENQUIRY_RETENTION_DEFAULT_MONTHS,
} from '@lanka-tours/shared/booking-options';
import { bookingReceivedMessage } from '@lanka-tours/shared/messages/booking-messages';
import { Trans, useLingui } from '@lingui/react';
import { Link } from 'react-router-dom';
import { useAuth } from '../../app/session';
import { FormAlert } from '../../components/form/FormAlert';
import { PrivacyNote } from '../../components/form/PrivacyNote';
import { SubmitButton } from '../../components/form/SubmitButton';
import { useTranslateSharedMessage } from '../../lib/translate-shared-message';
import '../../styles/forms.css';
import './booking.css';
import { MessageControl, SelectControl, TextControl } from './components/FormControls';
import { useBookingForm } from './useBookingForm';

/** The 'Request Your Guide' form of the Contact page. */
export function BookingForm() {
  const { i18n } = useLingui();
  const translate = useTranslateSharedMessage();
  const { user } = useAuth();
  const { formRef, honeypotRef, bounds, bind, submit, validated, status, reference, failure } =
    useBookingForm();

  return (
    <div className="form-card">
      <h3 className="form-card-title">{i18n._('Request Your Guide')}</h3>
      {user && (
        <p className="booking-note">
          <Trans
            id="Signed in as {name}: you will find this request under <0>My requests</0> on your profile."
            values={{ name: user.name }}
            components={{ 0: <Link to="/profile#my-requests" /> }}
          />
        </p>
      )}
      <form
        ref={formRef}
        className={`row g-3${validated ? ' was-validated' : ''}`}
        noValidate
        onSubmit={submit}
        aria-label={i18n._('Request Your Guide')}
      >
        <TextControl
          binding={bind('name')}
          label={i18n._('Full name')}
          autoComplete="name"
          maxLength={BOOKING_NAME_MAX_LENGTH}
        />
        <TextControl
          binding={bind('email')}
          label={i18n._('Email')}
          type="email"
          autoComplete="email"
        />
        <TextControl
          binding={bind('phone')}
          label={i18n._('Phone (with country code)')}
          type="tel"
          autoComplete="tel"
          maxLength={BOOKING_PHONE_MAX_LENGTH}
        />
        <TextControl
          binding={bind('tourDate')}
          label={i18n._('Tour date')}
          type="date"
          min={bounds.earliest}
          max={bounds.latest}
        />
        <SelectControl
          binding={bind('groupSize')}
          label={i18n._('Group size')}
          placeholder={i18n._('Select group size')}
          options={GROUP_SIZES}
        />
        <SelectControl
          binding={bind('duration')}
          label={i18n._('Tour duration')}
          placeholder={i18n._('Select duration')}
          options={TOUR_DURATIONS}
        />
        <SelectControl
          binding={bind('destination')}
          label={i18n._('Destination')}
          placeholder={i18n._('Select a destination')}
          options={BOOKING_DESTINATIONS}
          className="col-12"
        />
        <MessageControl
          binding={bind('message')}
          label={i18n._('Message (optional)')}
          maxLength={BOOKING_MESSAGE_MAX_LENGTH}
        />
        {/* People never see or reach this field; scripts that fill in every field do. */}
        <div className="booking-honeypot" aria-hidden="true">
          <label htmlFor="booking-website">{i18n._('Leave this field empty')}</label>
          <input
            ref={honeypotRef}
            id="booking-website"
            name="website"
            type="text"
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </div>
        <div className="col-12">
          {status === 'success' && reference && (
            <FormAlert type="success">
              <strong className="d-block">{translate(BOOKING_MESSAGES.success)}</strong>
              {translate(bookingReceivedMessage(reference))}
            </FormAlert>
          )}
          {status === 'error' && failure && <FormAlert type="error">{failure}</FormAlert>}
          <PrivacyNote>
            {i18n._(
              'We use these details to plan your tour and answer you, and erase them {months} months after the tour date.',
              { months: ENQUIRY_RETENTION_DEFAULT_MONTHS },
            )}
          </PrivacyNote>
          <SubmitButton
            busy={status === 'submitting'}
            busyLabel={i18n._('Sending...')}
            className="btn btn-primary btn-lg page-btn"
          >
            {i18n._('Send Request')}
          </SubmitButton>
        </div>
      </form>
    </div>
  );
}
