export function RatingBadge({ rating }: { rating: number }) {
  return (
    <span className="rating-badge" aria-label={`Rated ${rating.toFixed(1)} out of 5`}>
      <span aria-hidden="true">★ {rating.toFixed(1)}</span>
    </span>
  );
}
