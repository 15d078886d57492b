import { FEEDBACK_MESSAGES } from '@lanka-tours/shared/feedback-rules';
import { useCallback, useState } from 'react';
import {
  useCreateFeedbackMutation,
  useDeleteFeedbackMutation,
  useUpdateFeedbackMutation,
  type FeedbackCard_FeedbackFragment,
  type FeedbackInput,
} from '../../graphql/generated';
import { serverMessage } from '../../lib/server-errors';
import type { UploadContext } from '../../lib/upload-link';
import { adjustedSummary, optimisticFeedback, updateList } from './feedback-cache';
import { releasePreviews, type FeedbackFormValues } from './form-values';

function inputOf(values: FeedbackFormValues): FeedbackInput {
  return {
    fullName: values.fullName.trim(),
    rating: values.rating,
    comment: values.comment.trim(),
    location: values.location.trim() || null,
  };
}

/**
 * Create, update and delete, each shown at once through an optimistic result in the Apollo cache
 * and rolled back by Apollo if the server refuses. `progress` is the upload's share sent, 0 to 1.
 */
export function useFeedbackActions(author: { id: string; email: string } | null) {
  const [progress, setProgress] = useState<number | null>(null);
  const [createFeedback] = useCreateFeedbackMutation();
  const [updateFeedback] = useUpdateFeedbackMutation();
  const [deleteFeedback] = useDeleteFeedbackMutation();

  /** Resolves with the success message; on failure the previews stay for the restored form. */
  const save = useCallback(
    async (
      values: FeedbackFormValues,
      editing: FeedbackCard_FeedbackFragment | null,
      reviewToken?: string | null,
    ) => {
      if (!author) throw new Error(FEEDBACK_MESSAGES.authenticationRequired);
      const files = values.images.flatMap((image) => (image.kind === 'new' ? [image.file] : []));
      const optimistic = optimisticFeedback(values, author, editing);
      const context: UploadContext = {
        onUploadProgress: (loaded, total) => setProgress(total ? loaded / total : 0),
      };
      setProgress(files.length ? 0 : null);
      try {
        if (editing) {
          await updateFeedback({
            variables: {
              id: editing.id,
              input: inputOf(values),
              keepImageIds: values.images.flatMap((i) => (i.kind === 'stored' ? [i.image.id] : [])),
              images: files,
            },
            context,
            optimisticResponse: { updateFeedback: optimistic },
            update: (cache, { data }) =>
              updateList(cache, (list) => ({
                ...list,
                feedbackSummary: adjustedSummary(
                  list.feedbackSummary,
                  data?.updateFeedback.rating ?? 0,
                  editing.rating,
                ),
              })),
          });
          releasePreviews(values.images);
          return FEEDBACK_MESSAGES.updated;
        }
        await createFeedback({
          variables: { input: inputOf(values), images: files, reviewToken },
          context,
          optimisticResponse: { createFeedback: optimistic },
          update: (cache, { data }) => {
            const created = data?.createFeedback;
            if (!created) return;
            updateList(cache, (list) => ({
              feedbacks: [created, ...list.feedbacks.filter((f) => f.id !== created.id)],
              feedbackSummary: adjustedSummary(list.feedbackSummary, created.rating, 0),
            }));
          },
        });
        releasePreviews(values.images);
        return FEEDBACK_MESSAGES.submitted;
      } catch (error) {
        throw new Error(serverMessage(error) ?? FEEDBACK_MESSAGES.processFailed, { cause: error });
      } finally {
        setProgress(null);
      }
    },
    [author, createFeedback, updateFeedback],
  );

  const remove = useCallback(
    async (feedback: FeedbackCard_FeedbackFragment) => {
      try {
        await deleteFeedback({
          variables: { id: feedback.id },
          optimisticResponse: { deleteFeedback: feedback.id },
          update: (cache) => {
            updateList(cache, (list) => ({
              feedbacks: list.feedbacks.filter((f) => f.id !== feedback.id),
              feedbackSummary: adjustedSummary(list.feedbackSummary, 0, feedback.rating),
            }));
          },
        });
        return FEEDBACK_MESSAGES.deleted;
      } catch (error) {
        throw new Error(FEEDBACK_MESSAGES.deleteFailed, { cause: error });
      }
    },
    [deleteFeedback],
  );

  return { save, remove, progress };
}
