import type { FeedbackListQuery } from '../../../graphql/generated';
import { Stars } from './Stars';

/** '4.8 from 57 reviews' above the list. */
export function RatingSummary({ summary }: { summary: FeedbackListQuery['feedbackSummary'] }) {
  if (!summary.count) return null;
  const reviews = summary.count === 1 ? 'review' : 'reviews';
  return (
    <p className="feedback-summary d-flex align-items-center gap-2 mb-3">
      <Stars rating={summary.average} />
      <span>
        <strong>{summary.average.toFixed(1)}</strong> from {summary.count} {reviews}
      </span>
    </p>
  );
}
