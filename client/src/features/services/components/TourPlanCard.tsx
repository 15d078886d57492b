import { useLingui } from '@lingui/react';
import { langOf } from '../../../content/useSiteContent';
import { isDayHeader, ITINERARY_PREVIEW_LINES, type TourOption } from '../itinerary';
import { ContentText } from '../../../components/ContentText';
import { PICTURE_SIZES } from '../../../components/picture-sizes';
import { SafeImage } from '../../../components/SafeImage';
import { CheckDatesLink } from './CheckDatesLink';

interface TourPlanCardProps {
  option: TourOption;
  popular: boolean;
  onViewDetails: (option: TourOption) => void;
}

export function TourPlanCard({ option, popular, onViewDetails }: TourPlanCardProps) {
  const { i18n } = useLingui();
  const preview = option.highlights.slice(0, ITINERARY_PREVIEW_LINES);
  const more = option.highlights.length - preview.length;
  return (
    <article className="page-card">
      <div className="position-relative">
        <SafeImage
          sizes={PICTURE_SIZES.card}
          className="tour-card-image"
          {...option.image}
          lang={langOf(option.image, 'alt')}
        />
        {popular && <span className="picture-badge">{i18n._('Popular')}</span>}
      </div>
      <div className="page-card-body">
        <ContentText as="h3" className="page-card-title mb-1" of={option} field="title" />
        <ContentText as="p" className="tour-subtitle" of={option} field="subtitle" />
        <ul className="tour-preview">
          {preview.map((line, index) => (
            <li
              key={line}
              className={isDayHeader(line) ? 'tour-day' : undefined}
              lang={langOf(option.highlights, index)}
            >
              {line}
            </li>
          ))}
        </ul>
        {more > 0 && (
          <p className="tour-more">
            {i18n._('{more, plural, other {+ # more highlights...}}', { more })}
          </p>
        )}
        <div className="tour-card-actions mt-auto">
          <button
            type="button"
            className="btn btn-primary page-btn"
            onClick={() => onViewDetails(option)}
            aria-label={i18n._('View Details: {title}', { title: option.title })}
          >
            {i18n._('View Details')}
          </button>
          {option.prices && (
            <CheckDatesLink option={option} className="btn btn-outline-primary page-btn" />
          )}
        </div>
      </div>
    </article>
  );
}
