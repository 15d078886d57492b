import {
  BOOKING_DESTINATIONS,
  BOOKING_MESSAGE_MAX_LENGTH,
  BOOKING_NAME_MAX_LENGTH,
  BOOKING_PHONE_MAX_LENGTH,
  GROUP_SIZES,
  TOUR_DURATIONS,
  BOOKING_MESSAGES,
  ENQUIRY_RETENTION_DEFAULT_MONTHS,
  bookingReceivedNote,
} from '@shared/booking-options';
import { Link } from 'react-router-dom';
import { useAuth } from '../../app/session';
import { FormAlert } from '../../components/form/FormAlert';
import { PrivacyNote } from '../../components/form/PrivacyNote';
import { SubmitButton } from '../../components/form/SubmitButton';
import '../../styles/forms.css';
import './booking.css';
import { MessageControl, SelectControl, TextControl } from './components/FormControls';
import { useBookingForm } from './useBookingForm';

/** The 'Request Your Guide' form of the Contact page. */
export function BookingForm() {
  const { user } = useAuth();
  const { formRef, honeypotRef, bounds, bind, submit, validated, status, reference, failure } =
    useBookingForm();

  return (
    <div className="form-card">
      <h3 className="form-card-title">Request Your Guide</h3>
      {user && (
        <p className="booking-note">
          Signed in as {user.name}: you will find this request under{' '}
          <Link to="/profile#my-requests">My requests</Link> on your profile.
        </p>
      )}
      <form
        ref={formRef}
        className={`row g-3${validated ? ' was-validated' : ''}`}
        noValidate
        onSubmit={submit}
        aria-label="Request Your Guide"
      >
        <TextControl
          binding={bind('name')}
          label="Full name"
          autoComplete="name"
          maxLength={BOOKING_NAME_MAX_LENGTH}
        />
        <TextControl binding={bind('email')} label="Email" type="email" autoComplete="email" />
        <TextControl
          binding={bind('phone')}
          label="Phone (with country code)"
          type="tel"
          autoComplete="tel"
          maxLength={BOOKING_PHONE_MAX_LENGTH}
        />
        <TextControl
          binding={bind('tourDate')}
          label="Tour date"
          type="date"
          min={bounds.earliest}
          max={bounds.latest}
        />
        <SelectControl
          binding={bind('groupSize')}
          label="Group size"
          placeholder="Select group size"
          options={GROUP_SIZES}
        />
        <SelectControl
          binding={bind('duration')}
          label="Tour duration"
          placeholder="Select duration"
          options={TOUR_DURATIONS}
        />
        <SelectControl
          binding={bind('destination')}
          label="Destination"
          placeholder="Select a destination"
          options={BOOKING_DESTINATIONS}
          className="col-12"
        />
        <MessageControl
          binding={bind('message')}
          label="Message (optional)"
          maxLength={BOOKING_MESSAGE_MAX_LENGTH}
        />
        {/* People never see or reach this field; scripts that fill in every field do. */}
        <div className="booking-honeypot" aria-hidden="true">
          <label htmlFor="booking-website">Leave this field empty</label>
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
              <strong className="d-block">{BOOKING_MESSAGES.success}</strong>
              {bookingReceivedNote(reference)}
            </FormAlert>
          )}
          {status === 'error' && failure && <FormAlert type="error">{failure}</FormAlert>}
          <PrivacyNote>
            We use these details to plan your tour and answer you, and erase them{' '}
            {ENQUIRY_RETENTION_DEFAULT_MONTHS} months after the tour date.
          </PrivacyNote>
          <SubmitButton
            busy={status === 'submitting'}
            busyLabel="Sending..."
            className="btn btn-primary btn-lg page-btn"
          >
            Send Request
          </SubmitButton>
        </div>
      </form>
    </div>
  );
}
