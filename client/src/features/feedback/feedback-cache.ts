import type { ApolloCache } from '@apollo/client';
import {
  FeedbackListDocument,
  type FeedbackCard_FeedbackFragment,
  type FeedbackListQuery,
} from '../../graphql/generated';
import type { FeedbackFormValues } from './form-values';

type Summary = FeedbackListQuery['feedbackSummary'];

/** The summary after adding (+1) or removing (-1) one rating, or changing one (0). */
export function adjustedSummary(summary: Summary, added: number, removed: number): Summary {
  const count = summary.count + (added ? 1 : 0) - (removed ? 1 : 0);
  const total = summary.average * summary.count + added - removed;
  return { ...summary, count, average: count ? Math.round((total / count) * 10) / 10 : 0 };
}

export function updateList(
  cache: ApolloCache,
  change: (data: FeedbackListQuery) => FeedbackListQuery,
): void {
  cache.updateQuery<FeedbackListQuery>({ query: FeedbackListDocument }, (data) =>
    data ? change(data) : data,
  );
}

let optimisticCount = 0;

/**
 * What the server will most likely answer, shown at once: new photos appear through their local
 * previews (object URLs) until the stored variants replace them.
 */
export function optimisticFeedback(
  values: FeedbackFormValues,
  author: { id: string; email: string },
  editing: FeedbackCard_FeedbackFragment | null,
): FeedbackCard_FeedbackFragment {
  optimisticCount += 1;
  const images = values.images.map((image, index) =>
    image.kind === 'stored'
      ? { __typename: 'MediaImage', ...image.image }
      : {
          __typename: 'MediaImage',
          id: `local-${optimisticCount}-${index}`,
          url: image.preview,
          srcset: '',
          width: 0,
          height: 0,
        },
  );
  return {
    __typename: 'Feedback',
    id: editing?.id ?? `optimistic-${optimisticCount}`,
    userId: author.id,
    email: author.email,
    fullName: values.fullName.trim(),
    rating: values.rating,
    comment: values.comment.trim(),
    location: values.location.trim() || null,
    createdAt: editing?.createdAt ?? new Date().toISOString(),
    images,
    // An edit keeps the company's reply and whether the review is hidden.
    reply: editing?.reply ?? null,
    hidden: editing?.hidden ?? null,
    // The server says whether a new review is a verified traveller's.
    verified: editing?.verified ?? null,
  } as FeedbackCard_FeedbackFragment;
}

export const isPending = (feedback: FeedbackCard_FeedbackFragment) =>
  feedback.id.startsWith('optimistic-');
