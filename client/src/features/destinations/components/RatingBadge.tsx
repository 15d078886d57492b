export function RatingBadge({ rating }: { rating: number }) {
  return (
    <span className="rating-badge" role="img" aria-label={`Rated ${rating.toFixed(1)} out of 5`}>
      ★ {rating.toFixed(1)}
    </span>
  );
}
