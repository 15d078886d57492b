import { useLingui } from '@lingui/react';
import { useState, type FormEvent } from 'react';
import {
  useHideFeedbackMutation,
  useRemoveFeedbackReplyMutation,
  useReplyToFeedbackMutation,
  useShowFeedbackMutation,
  type FeedbackCard_FeedbackFragment,
} from '../../../graphql/generated';
import { serverMessage } from '../../../lib/server-errors';

type Writing = 'reply' | 'reason' | null;

const FAILED = /*i18n*/ 'The change could not be saved. Please try again.';
/** Hiding or showing a review changes the rating everyone sees. */
const REFRESH = { refetchQueries: ['FeedbackList'] };

/**
 * A tour guide's part in a review: the company's reply written, changed or taken back, and the
 * review hidden from visitors with why, or shown again.
 */
export default function ReviewModeration({
  feedback,
}: {
  feedback: FeedbackCard_FeedbackFragment;
}) {
  const { i18n } = useLingui();
  const [writing, setWriting] = useState<Writing>(null);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [reply, replying] = useReplyToFeedbackMutation();
  const [removeReply, removing] = useRemoveFeedbackReplyMutation();
  const [hide, hiding] = useHideFeedbackMutation(REFRESH);
  const [show, showing] = useShowFeedbackMutation(REFRESH);
  const busy = replying.loading || removing.loading || hiding.loading || showing.loading;
  const fieldId = `feedback-${feedback.id}-${writing ?? 'text'}`;
  const { id } = feedback;

  const run = async (change: () => Promise<unknown>) => {
    setProblem(null);
    try {
      await change();
      setWriting(null);
    } catch (error) {
      setProblem(serverMessage(error) ?? i18n._(FAILED));
    }
  };
  const open = (what: Writing, start: string) => {
    setWriting(what);
    setText(start);
    setProblem(null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(() =>
      writing === 'reply'
        ? reply({ variables: { id, text } })
        : hide({ variables: { id, reason: text } }),
    );
  };

  return (
    <div className="feedback-moderation">
      {writing ? (
        <form onSubmit={submit} noValidate>
          <label htmlFor={fieldId} className="form-label small fw-semibold">
            {writing === 'reply'
              ? i18n._('Reply from the company, shown to everyone')
              : i18n._('Why it is hidden (for the company only)')}
          </label>
          <textarea
            id={fieldId}
            className={`form-control form-control-sm${problem ? ' is-invalid' : ''}`}
            rows={writing === 'reply' ? 3 : 2}
            value={text}
            aria-describedby={problem ? `${fieldId}-problem` : undefined}
            onChange={(event) => setText(event.target.value)}
          />
          {problem && (
            <div id={`${fieldId}-problem`} className="invalid-feedback d-block">
              {problem}
            </div>
          )}
          <div className="d-flex gap-2 mt-2">
            <button type="submit" className="btn btn-sm btn-primary" disabled={busy}>
              {writing === 'reply' ? i18n._('Post the reply') : i18n._('Hide the review')}
            </button>
            <button
              type="button"
              className="btn btn-sm btn-outline-secondary"
              onClick={() => setWriting(null)}
            >
              {i18n._('Cancel')}
            </button>
          </div>
        </form>
      ) : (
        <div className="d-flex flex-wrap gap-2">
          <button
            type="button"
            className="btn btn-sm btn-outline-primary"
            onClick={() => open('reply', feedback.reply?.text ?? '')}
          >
            {feedback.reply ? i18n._('Edit the reply') : i18n._('Reply')}
          </button>
          {feedback.reply && (
            <button
              type="button"
              className="btn btn-sm btn-outline-danger"
              disabled={busy}
              onClick={() => void run(() => removeReply({ variables: { id } }))}
            >
              {i18n._('Remove the reply')}
            </button>
          )}
          {feedback.hidden ? (
            <button
              type="button"
              className="btn btn-sm btn-outline-primary"
              disabled={busy}
              onClick={() => void run(() => show({ variables: { id } }))}
            >
              {i18n._('Show to visitors again')}
            </button>
          ) : (
            <button
              type="button"
              className="btn btn-sm btn-outline-danger"
              onClick={() => open('reason', '')}
            >
              {i18n._('Hide from visitors')}
            </button>
          )}
          {problem && (
            <div className="alert alert-danger py-1 px-2 mb-0 small" role="alert">
              {problem}
            </div>
          )}
        </div>
      )}
    </div>
  );
}
