import { useLingui } from '@lingui/react';
import { useTranslateSharedMessage } from '../../../lib/translate-shared-message';

const STARS = [1, 2, 3, 4, 5];

interface StarRatingInputProps {
  value: number;
  onChange(rating: number): void;
  error?: string;
}

/**
 * Five radio buttons drawn as stars: Tab reaches the group, the arrow keys change the rating, and
 * screen readers announce '4 stars, 4 of 5'.
 */
export function StarRatingInput({ value, onChange, error }: StarRatingInputProps) {
  const { i18n } = useLingui();
  const translate = useTranslateSharedMessage();
  return (
    <fieldset className="mb-3" aria-describedby={error ? 'feedback-rating-error' : undefined}>
      <legend className="form-label fs-6 mb-1">{i18n._('Rating')}</legend>
      <div
        className={`star-rating-input ${error ? 'is-invalid' : ''}`}
        role="radiogroup"
        aria-label={i18n._('Rating')}
        aria-invalid={error ? true : undefined}
      >
        {STARS.map((star) => {
          return (
            <label key={star} className={star <= value ? 'is-on' : ''}>
              <input
                type="radio"
                name="feedback-rating"
                className="visually-hidden"
                value={star}
                checked={value === star}
                onChange={() => onChange(star)}
                aria-label={i18n._('{count, plural, one {# star} other {# stars}}', {
                  count: star,
                })}
              />
              <span aria-hidden="true">★</span>
            </label>
          );
        })}
      </div>
      {error && (
        <div id="feedback-rating-error" className="invalid-feedback d-block">
          {translate(error)}
        </div>
      )}
    </fieldset>
  );
}
