import { useLingui } from '@lingui/react';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import type { Destination, DestinationDetails } from '../destination-list';
import { Markdown } from '../../../components/Markdown';
import { langOf } from '../../../content/useSiteContent';
import { useTranslateMessage } from '../../../lib/translate-message';
import { practicalTexts, splitTitled } from '../destination-text';
import { DestinationFacts } from './DestinationFacts';
import { ContentText } from '../../../components/ContentText';
import { PICTURE_SIZES } from '../../../components/picture-sizes';
import { SafeImage } from '../../../components/SafeImage';

interface DetailProps {
  destination: Destination;
  details: DestinationDetails;
}

export function DestinationDetailTabs({ destination, details }: DetailProps) {
  const { i18n } = useLingui();
  return (
    <Tabs
      id={`destination-${destination.id}-tabs`}
      defaultActiveKey="overview"
      className="mb-3"
      mountOnEnter
      unmountOnExit
    >
      <Tab eventKey="overview" title={i18n._('Overview')}>
        <DestinationFacts destination={destination} />
        <ContentText as="p" className="fw-semibold" of={details} field="locationDetails" />
        <Markdown text={details.fullDescription} lang={langOf(details, 'fullDescription')} />
      </Tab>
      <Tab eventKey="attractions" title={i18n._('Attractions')}>
        <ol className="attraction-list list-unstyled">
          {details.attractions.map((attraction, index) => (
            <li key={attraction.name} className="attraction">
              <SafeImage
                sizes={PICTURE_SIZES.thumbnail}
                {...attraction.image}
                lang={langOf(attraction.image, 'alt')}
              />
              <div>
                <h3 className="h6">
                  <span className="attraction-number">{index + 1}.</span>{' '}
                  <ContentText of={attraction} field="name" />
                </h3>
                <ContentText as="p" className="mb-0" of={attraction} field="description" />
              </div>
            </li>
          ))}
        </ol>
      </Tab>
      <Tab eventKey="activities" title={i18n._('Activities')}>
        <ul className="activity-list">
          {details.activities.map((activity, index, activities) => {
            const { title, text } = splitTitled(activity);
            return (
              <li key={activity} lang={langOf(activities, index)}>
                {title && <strong>{title}: </strong>}
                {text}
              </li>
            );
          })}
        </ul>
        <h3 className="h5 mt-4">{i18n._('Why Visit')}</h3>
        <ContentText as="p" of={details} field="conclusion" />
      </Tab>
      <Tab eventKey="practical" title={i18n._('Practical Info')}>
        <PracticalInfo destination={destination} details={details} />
      </Tab>
    </Tabs>
  );
}

function PracticalInfo({ destination, details }: DetailProps) {
  const { i18n } = useLingui();
  const translate = useTranslateMessage();
  const { bestTimeToVisit, entryFees } = practicalTexts(destination);
  const info = details.practicalInfo;
  return (
    <dl className="practical-info">
      <dt>{i18n._('Accommodation')}</dt>
      <ContentText as="dd" of={details} field="accommodation" />
      <dt>{i18n._('Best Time to Visit')}</dt>
      <dd>{translate(bestTimeToVisit)}</dd>
      <dt>{i18n._('Entry Fees')}</dt>
      <dd>{translate(entryFees)}</dd>
      {info && (
        <>
          <dt>{i18n._('Time Needed')}</dt>
          <ContentText as="dd" of={info} field="timeNeeded" />
          <dt>{i18n._('Tips')}</dt>
          <dd>
            <ul>
              {info.tips.map((tip, index, tips) => (
                <li key={tip} lang={langOf(tips, index)}>
                  {tip}
                </li>
              ))}
            </ul>
          </dd>
          <dt>{i18n._('Getting There')}</dt>
          <dd>
            <ul>
              {info.transportation.map((way) => (
                <li key={way.type}>
                  <strong lang={langOf(way, 'type')}>{way.type}:</strong>{' '}
                  <ContentText of={way} field="details" />
                </li>
              ))}
            </ul>
          </dd>
        </>
      )}
    </dl>
  );
}
