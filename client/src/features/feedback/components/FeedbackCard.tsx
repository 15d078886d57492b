import { useLingui } from '@lingui/react';
import { lazy, Suspense } from 'react';
import { longDate } from '@lanka-tours/shared/long-dates';
import { INTL_LOCALES } from '@lanka-tours/shared/site-languages';
import type { FeedbackCard_FeedbackFragment } from '../../../graphql/generated';
import { usePageLanguage } from '../../../lib/page-language';
import { isPending } from '../feedback-cache';
import { CardMenu } from './CardMenu';
import { tourMonth } from '../tour-month';
import { FeedbackReply } from './FeedbackReply';
import { Stars } from './Stars';

// A tour guide's reply and hide buttons load only for them.
const ReviewModeration = lazy(() => import('./ReviewModeration'));

/** Thumbnails are about 96 px wide; the browser picks the variant for the screen's density. */
const THUMBNAIL_SIZES = '96px';

interface FeedbackCardProps {
  feedback: FeedbackCard_FeedbackFragment;
  leaving: boolean;
  isAuthor: boolean;
  /** A tour guide reads hidden reviews too, and replies or hides. */
  isGuide: boolean;
  onEdit(): void;
  onDelete(): void;
  onPreview(index: number): void;
}

function PinIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" fill="currentColor">
      <path d="M8 0a5 5 0 0 0-5 5c0 3.5 5 11 5 11s5-7.5 5-11a5 5 0 0 0-5-5zm0 7a2 2 0 1 1 0-4 2 2 0 0 1 0 4z" />
    </svg>
  );
}

export function FeedbackCard(props: FeedbackCardProps) {
  const { feedback, leaving, isAuthor, isGuide, ...actions } = props;
  const { i18n } = useLingui();
  const locale = INTL_LOCALES[usePageLanguage()];
  const pending = isPending(feedback);
  return (
    <article
      className={`card feedback-card ${leaving ? 'is-leaving' : ''} ${pending ? 'is-pending' : ''}`}
      aria-labelledby={`feedback-${feedback.id}-author`}
      aria-busy={pending || undefined}
    >
      <div className="card-body">
        <header className="d-flex align-items-start justify-content-between gap-2">
          <div>
            <h3 className="h6 mb-1" id={`feedback-${feedback.id}-author`}>
              {feedback.fullName}
            </h3>
            <Stars rating={feedback.rating} />
          </div>
          {isAuthor && !pending && !leaving && (
            <CardMenu onEdit={actions.onEdit} onDelete={actions.onDelete} />
          )}
        </header>
        {feedback.hidden && (
          <p className="feedback-hidden-note small mb-0 mt-2">
            {i18n._('Hidden from visitors by the company.')}
            {feedback.hidden.reason &&
              ` ${i18n._('Why: {reason}', { reason: feedback.hidden.reason })}`}
          </p>
        )}
        {feedback.verified && (
          <p className="feedback-verified small mt-2 mb-0">
            <span aria-hidden="true">✓ </span>
            {i18n._('Verified traveller · {tour}, {month}', {
              tour: feedback.verified.tourTitle,
              month: tourMonth(feedback.verified.month, locale),
            })}
          </p>
        )}
        <p className="card-text mt-2 mb-2 feedback-comment">{feedback.comment}</p>
        {feedback.location && (
          <p className="small text-body-secondary mb-2 d-flex align-items-center gap-1">
            <PinIcon />
            <span className="visually-hidden">{i18n._('Location:')} </span>
            {feedback.location}
          </p>
        )}
        {feedback.images.length > 0 && (
          <ul className="list-unstyled d-flex flex-wrap gap-2 mb-2">
            {feedback.images.map((image, index) => (
              <li key={image.id}>
                <button
                  type="button"
                  className="feedback-thumb"
                  onClick={() => actions.onPreview(index)}
                  aria-label={i18n._('View photo {number} from {name}', {
                    number: index + 1,
                    name: feedback.fullName,
                  })}
                >
                  <img
                    src={image.url}
                    srcSet={image.srcset || undefined}
                    sizes={image.srcset ? THUMBNAIL_SIZES : undefined}
                    alt=""
                    loading="lazy"
                    decoding="async"
                  />
                </button>
              </li>
            ))}
          </ul>
        )}
        <p className="small text-body-secondary mb-0">
          {pending ? (
            i18n._('Posting…')
          ) : (
            <time dateTime={feedback.createdAt}>{longDate(feedback.createdAt, locale)}</time>
          )}
        </p>
        {feedback.reply && <FeedbackReply reply={feedback.reply} />}
        {isGuide && !pending && (
          <Suspense fallback={null}>
            <ReviewModeration feedback={feedback} />
          </Suspense>
        )}
      </div>
    </article>
  );
}
