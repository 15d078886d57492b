import { useLingui } from '@lingui/react';
import { FEEDBACK_MESSAGES } from '@lanka-tours/shared/feedback-rules';
import { LoadingSpinner } from '../../../components/Spinner';
import { useTranslateSharedMessage } from '../../../lib/translate-shared-message';
import type { FeedbackCard_FeedbackFragment } from '../../../graphql/generated';
import { isPending } from '../feedback-cache';
import { usePresence } from '../usePresence';
import { FeedbackCard } from './FeedbackCard';

interface FeedbackListProps {
  feedbacks: FeedbackCard_FeedbackFragment[] | undefined;
  loading: boolean;
  failed: boolean;
  userId: string | null;
  isGuide: boolean;
  onEdit(feedback: FeedbackCard_FeedbackFragment): void;
  onDelete(feedback: FeedbackCard_FeedbackFragment): void;
  onPreview(feedback: FeedbackCard_FeedbackFragment, index: number): void;
}

const NO_FEEDBACK: FeedbackCard_FeedbackFragment[] = [];

/** Cards animate in when they appear and out when they are deleted (feedback.css). */
export function FeedbackList({
  feedbacks,
  loading,
  failed,
  userId,
  isGuide,
  ...actions
}: FeedbackListProps) {
  const { i18n } = useLingui();
  const translate = useTranslateSharedMessage();
  const shown = usePresence(feedbacks ?? NO_FEEDBACK, isPending);
  if (loading && !feedbacks) return <LoadingSpinner label={i18n._('Loading feedback...')} />;
  if (failed && !feedbacks) {
    return (
      <div className="alert alert-danger" role="alert">
        {translate(FEEDBACK_MESSAGES.loadFailed)}
      </div>
    );
  }
  if (!shown.length)
    return <p className="text-body-secondary py-4">{i18n._('Be the first to leave feedback!')}</p>;
  return (
    <div className="feedback-list d-grid gap-3">
      {shown.map(({ item, key, leaving }) => (
        <FeedbackCard
          key={key}
          feedback={item}
          leaving={leaving}
          isAuthor={item.userId === userId}
          isGuide={isGuide}
          onEdit={() => actions.onEdit(item)}
          onDelete={() => actions.onDelete(item)}
          onPreview={(index) => actions.onPreview(item, index)}
        />
      ))}
    </div>
  );
}
