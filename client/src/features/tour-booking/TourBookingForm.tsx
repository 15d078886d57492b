import { companyToday } from '@lanka-tours/shared/company-days';
import { SITE_LANGUAGES } from '@lanka-tours/shared/site-languages';
import { LARGEST_PRICED_PARTY, type TourPrices } from '@lanka-tours/shared/tour-prices';
import { Trans, useLingui } from '@lingui/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { FormAlert } from '../../components/form/FormAlert';
import { PrivacyNote } from '../../components/form/PrivacyNote';
import { SubmitButton } from '../../components/form/SubmitButton';
import { useLanguageName } from '../../lib/language-names';
import '../../styles/forms.css';
import { BookingHeld } from './components/BookingHeld';
import { PriceLines } from './components/PriceLines';
import { StartDayCalendar } from './components/StartDayCalendar';
import { TravellerDetails } from './components/TravellerDetails';
import './tour-booking.css';
import { useTourAvailability } from './useTourAvailability';
import { useTourBooking } from './useTourBooking';

const PARTY_SIZES = Array.from({ length: LARGEST_PRICED_PARTY }, (_, index) => index + 1);

/** A tour booked on its page: the day, the party, the price, who they are; then the deposit. */
export function TourBookingForm({ tourId, prices }: { tourId: string; prices: TourPrices }) {
  const { i18n } = useLingui();
  const languageName = useLanguageName();
  const [today] = useState(companyToday);
  const [version, setVersion] = useState(0);
  const { values, change, errors, failure, busy, held, formRef, honeypotRef, submit } =
    useTourBooking(tourId, () => setVersion((count) => count + 1));
  const { month, browse, availability } = useTourAvailability(
    { tourId, ...values },
    today.slice(0, 7),
    version,
  );

  if (held) return <BookingHeld booking={held} />;
  return (
    <form
      ref={formRef}
      className="tour-booking-form"
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <div className="row g-3 mb-3">
        <div className="col-sm-6">
          <label htmlFor="tour-travellers" className="form-label">
            {i18n._('Travellers')}
          </label>
          <select
            id="tour-travellers"
            name="travellers"
            className="form-select"
            value={values.travellers}
            onChange={(event) => change('travellers', Number(event.target.value))}
          >
            {PARTY_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
          <div className="form-text">
            <Trans
              id="{max} or more travellers? <0>Ask us for a quote</0>."
              values={{ max: LARGEST_PRICED_PARTY + 1 }}
              components={{ 0: <Link to="/contact" /> }}
            />
          </div>
        </div>
        <div className="col-sm-6">
          <label htmlFor="tour-guide-language" className="form-label">
            {i18n._('Guide speaking')}
          </label>
          <select
            id="tour-guide-language"
            name="guideLanguage"
            className="form-select"
            value={values.guideLanguage}
            onChange={(event) => change('guideLanguage', event.target.value)}
          >
            <option value="">{i18n._('Any language')}</option>
            {SITE_LANGUAGES.map((code) => (
              <option key={code} value={code}>
                {languageName(code)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <StartDayCalendar
        month={month}
        firstMonth={today.slice(0, 7)}
        onMonth={browse}
        availability={availability}
        selected={values.startDate}
        onSelect={(day) => change('startDate', day)}
        error={errors.startDate}
      />
      <PriceLines prices={prices} {...values} today={today} />
      <TravellerDetails
        values={values}
        errors={errors}
        onChange={change}
        honeypotRef={honeypotRef}
      />
      {failure && <FormAlert type="error">{failure}</FormAlert>}
      <PrivacyNote>
        {i18n._(
          'We use these details to hold your guide, run your tour and answer you, as our privacy notice says.',
        )}
      </PrivacyNote>
      <SubmitButton
        busy={busy}
        busyLabel={i18n._('Holding your guide...')}
        className="btn btn-primary btn-lg page-btn"
      >
        {i18n._('Book and pay the deposit')}
      </SubmitButton>
    </form>
  );
}
