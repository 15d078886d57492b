import { useLingui } from '@lingui/react';

/** A read-only row of five stars; the label says the rating in words. */
export function Stars({ rating, className = '' }: { rating: number; className?: string }) {
  const { i18n } = useLingui();
  const rounded = Math.round(rating);
  return (
    <span
      className={`feedback-stars ${className}`}
      role="img"
      aria-label={i18n._('{rating} out of 5 stars', { rating })}
    >
      {[1, 2, 3, 4, 5].map((star) => (
        <span key={star} aria-hidden="true" className={star <= rounded ? 'is-on' : ''}>
          ★
        </span>
      ))}
    </span>
  );
}
