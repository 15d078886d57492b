import { formatMoney } from '@lanka-tours/shared/money';
import { BASE_CURRENCY, fromPrice } from '@lanka-tours/shared/tour-prices';
import { Trans, useLingui } from '@lingui/react';
import { Link, useParams } from 'react-router-dom';
import { MessagePage, PageHeader } from '../../components/PageHeader';
import { PICTURE_SIZES } from '../../components/picture-sizes';
import { SafeImage } from '../../components/SafeImage';
import { langOf, useBrand, useSiteContent } from '../../content/useSiteContent';
import { usePageTitle } from '../../lib/usePageTitle';
import {
  EstimateChooser,
  Estimated,
  PriceEstimateContext,
  TourBookingForm,
  useEstimateChoice,
} from '../tour-booking';
import { Itinerary } from './components/Itinerary';
import { TourPriceTable } from './components/TourPriceTable';
import { bookableTour, dayLabel } from './itinerary';
import './services.css';

/** A tour plan's option that is booked online: its days, its prices, and the booking form. */
export default function TourPage() {
  const { i18n } = useLingui();
  const { slug = '' } = useParams();
  const found = bookableTour(useSiteContent('dayPlan'), slug);
  const { estimate, choose } = useEstimateChoice(useBrand().exchangeRates);
  usePageTitle(found?.option.title ?? i18n._('Tour'));
  if (!found) return <NoSuchTour />;
  const { plan, option } = found;
  const { prices } = option;

  return (
    <PriceEstimateContext value={estimate}>
      <PageHeader eyebrow={dayLabel(plan.days, i18n)} title={option.title} lead={option.subtitle} />
      <div className="container py-5">
        <div className="row g-5">
          <div className="col-lg-7">
            <SafeImage
              sizes={PICTURE_SIZES.dialog}
              className="img-fluid rounded mb-3 tour-dialog-image"
              {...option.image}
              lang={langOf(option.image, 'alt')}
              priority
            />
            <p className="tour-price fs-5">
              <Trans
                id="From <0>{price}</0> per person"
                values={{ price: formatMoney(fromPrice(prices), BASE_CURRENCY, i18n.locale) }}
                components={{ 0: <strong /> }}
              />{' '}
              <Estimated usCents={fromPrice(prices)} />
            </p>
            <TourPriceTable prices={prices} />
            <EstimateChooser estimate={estimate} onChoose={choose} />
            <h2 className="h4 mt-4">{i18n._('Itinerary')}</h2>
            <Itinerary option={option} />
          </div>
          <div className="col-lg-5">
            <section className="form-card" aria-labelledby="tour-booking-title">
              <h2 id="tour-booking-title" className="form-card-title">
                {i18n._('Check dates & book')}
              </h2>
              <TourBookingForm tourId={option.id} prices={prices} />
            </section>
          </div>
        </div>
      </div>
    </PriceEstimateContext>
  );
}

/** An address of a tour that is not booked online (any more): the way to the tour plans. */
function NoSuchTour() {
  const { i18n } = useLingui();
  return (
    <MessagePage eyebrow={i18n._('Error 404')} title={i18n._('This tour cannot be booked online')}>
      <p>{i18n._('It may have been renamed or withdrawn. Our tour plans show every tour.')}</p>
      <Link to="/services" className="btn btn-primary btn-lg page-btn">
        {i18n._('See our tour plans')}
      </Link>
    </MessagePage>
  );
}
