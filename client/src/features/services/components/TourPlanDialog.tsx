import { Trans, useLingui } from '@lingui/react';
import Modal from 'react-bootstrap/Modal';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { Link } from 'react-router-dom';
import { Dialog } from '../../../components/Dialog';
import { langOf } from '../../../content/useSiteContent';
import { dayLabel, groupByDay, type DayPlan, type TourOption } from '../itinerary';
import { CheckDatesLink } from './CheckDatesLink';
import { Itinerary } from './Itinerary';
import { useShare } from '../useShare';
import { ContentText } from '../../../components/ContentText';
import { PICTURE_SIZES } from '../../../components/picture-sizes';
import { SafeImage } from '../../../components/SafeImage';
import { formatMoney } from '@lanka-tours/shared/money';
import { BASE_CURRENCY, fromPrice } from '@lanka-tours/shared/tour-prices';

export interface ChosenPlan {
  plan: DayPlan;
  option: TourOption;
}

interface TourPlanDialogProps {
  chosen: ChosenPlan | null;
  onClose: () => void;
}

export function TourPlanDialog({ chosen, onClose }: TourPlanDialogProps) {
  const { i18n } = useLingui();
  const { share, copied } = useShare();
  return (
    <Dialog
      titleId="tour-dialog-title"
      title={chosen && <ContentText of={chosen.option} field="title" />}
      subtitle={chosen && `${dayLabel(chosen.plan.days, i18n)} · ${chosen.option.subtitle}`}
      show={chosen !== null}
      onHide={onClose}
      size="lg"
      closeLabel={i18n._('Close dialog')}
    >
      {chosen && (
        <>
          <Modal.Body>
            <Tabs
              id={`tour-${chosen.option.id}-tabs`}
              defaultActiveKey="overview"
              className="mb-3"
              mountOnEnter
              unmountOnExit
            >
              <Tab eventKey="overview" title={i18n._('Overview')}>
                <Overview {...chosen} />
              </Tab>
              <Tab eventKey="itinerary" title={i18n._('Itinerary')}>
                <Itinerary option={chosen.option} />
              </Tab>
            </Tabs>
            <p role="status" className="share-status mb-0">
              {copied && (
                <span className="alert alert-success d-inline-block py-1 px-3 mb-0">
                  {i18n._('Link copied to clipboard!')}
                </span>
              )}
            </p>
          </Modal.Body>
          <Modal.Footer>
            <button
              type="button"
              className="btn btn-outline-primary"
              onClick={() => void share(chosen.option.title, chosen.option.subtitle)}
            >
              {i18n._('Share')}
            </button>
            {chosen.option.prices && (
              <CheckDatesLink option={chosen.option} className="btn btn-outline-primary" />
            )}
            <Link to="/contact" className="btn btn-primary">
              {i18n._('Book This Tour')}
            </Link>
          </Modal.Footer>
        </>
      )}
    </Dialog>
  );
}

function Overview({ plan, option }: ChosenPlan) {
  const { i18n } = useLingui();
  const stops = groupByDay(option.highlights).filter((day) => day.heading !== null);
  return (
    <>
      <SafeImage
        sizes={PICTURE_SIZES.dialog}
        className="img-fluid rounded mb-3 tour-dialog-image"
        {...option.image}
        lang={langOf(option.image, 'alt')}
        priority
      />
      <p>
        {i18n._(
          'A {days, plural, one {# day} other {# days}} private tour with your own guide and driver: {theme}.',
          // German nouns keep their capital inside a sentence.
          {
            days: plan.days,
            theme: i18n.locale === 'de' ? option.subtitle : option.subtitle.toLowerCase(),
          },
        )}
      </p>
      {option.prices && (
        <p className="tour-price">
          <Trans
            id="From <0>{price}</0> per person"
            values={{ price: formatMoney(fromPrice(option.prices), BASE_CURRENCY, i18n.locale) }}
            components={{ 0: <strong /> }}
          />
        </p>
      )}
      {stops.length > 0 && (
        <p>
          <Trans
            id="<0>Route:</0> {route}"
            values={{ route: stops.map((day) => day.heading).join(' · ') }}
            components={{ 0: <strong /> }}
          />
        </p>
      )}
      <p className="mb-0">
        {i18n._(
          'Every plan can be adjusted to your dates, pace and interests. Hotels, transport and entrance tickets are arranged for you.',
        )}
      </p>
    </>
  );
}
