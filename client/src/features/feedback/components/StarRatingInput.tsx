const LABELS = ['1 star', '2 stars', '3 stars', '4 stars', '5 stars'];

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
  return (
    <fieldset className="mb-3" aria-describedby={error ? 'feedback-rating-error' : undefined}>
      <legend className="form-label fs-6 mb-1">Rating</legend>
      <div
        className={`star-rating-input ${error ? 'is-invalid' : ''}`}
        role="radiogroup"
        aria-label="Rating"
        aria-invalid={error ? true : undefined}
      >
        {LABELS.map((label, index) => {
          const star = index + 1;
          return (
            <label key={star} className={star <= value ? 'is-on' : ''}>
              <input
                type="radio"
                name="feedback-rating"
                className="visually-hidden"
                value={star}
                checked={value === star}
                onChange={() => onChange(star)}
                aria-label={label}
              />
              <span aria-hidden="true">★</span>
            </label>
          );
        })}
      </div>
      {error && (
        <div id="feedback-rating-error" className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </fieldset>
  );
}
