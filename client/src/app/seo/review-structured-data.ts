import type { HomeReviewsQuery } from '../../graphql/generated';
import type { JsonLd } from './structured-data';

/** The most verified travellers' reviews the home page's structured data names. */
const REVIEWS_NAMED = 10;

const rating = (value: number) => ({
  '@type': 'Rating',
  ratingValue: value,
  bestRating: 5,
  worstRating: 1,
});

/**
 * The company's rating as the home page shows it, for its structured data: the average and count
 * of the reviews visitors read there (none hidden), and the newest reviews of verified travellers
 * (written from the link emailed after their tour). Nothing when there is no review.
 */
export function companyReviews({ feedbackSummary, feedbacks }: HomeReviewsQuery): JsonLd {
  if (!feedbackSummary.count) return {};
  const verified = feedbacks.filter((review) => review.verified).slice(0, REVIEWS_NAMED);
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: feedbackSummary.average,
      reviewCount: feedbackSummary.count,
      bestRating: 5,
      worstRating: 1,
    },
    ...(verified.length && {
      review: verified.map((review) => ({
        '@type': 'Review',
        author: { '@type': 'Person', name: review.fullName },
        datePublished: review.createdAt.slice(0, 10),
        reviewBody: review.comment,
        reviewRating: rating(review.rating),
      })),
    }),
  };
}
