import { FEEDBACK_MESSAGES } from '@lanka-tours/shared/feedback-rules';
import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { useFeedbackListQuery, type FeedbackCard_FeedbackFragment } from '../../graphql/generated';
import { useAuth } from '../../app/session';
import { FeedbackForm } from './components/FeedbackForm';
import { FeedbackList } from './components/FeedbackList';
import type { PreviewTarget } from './components/ImagePreviewModal';
import { RatingSummary } from './components/RatingSummary';
import { useFeedbackActions } from './useFeedbackActions';
import { useFeedbackDraft } from './useFeedbackDraft';
import { useReviewInvitation } from './useReviewInvitation';
import { ReviewInvitationNote } from './components/ReviewInvitationNote';
import { useTimedMessage } from '../../lib/useTimedMessage';
import { useTranslateSharedMessage } from '../../lib/translate-shared-message';
import './feedback.css';

// The preview dialog (react-bootstrap's Modal) loads on the first photo a visitor opens.
const ImagePreviewModal = lazy(() =>
  import('./components/ImagePreviewModal').then((module) => ({
    default: module.ImagePreviewModal,
  })),
);

/** The inside of Home's feedback section, under its heading: the form, the rating summary and the list. */
export default function FeedbackPanel() {
  const { user } = useAuth();
  const translate = useTranslateSharedMessage();
  const list = useFeedbackListQuery();
  const author = useMemo(() => (user ? { id: user.id, email: user.email } : null), [user]);
  const { save, remove, progress } = useFeedbackActions(author);
  const draft = useFeedbackDraft(user?.name ?? '');
  const invitation = useReviewInvitation();
  const [formMessage, showFormMessage] = useTimedMessage();
  const [listMessage, showListMessage] = useTimedMessage();
  const [preview, setPreview] = useState<PreviewTarget | null>(null);
  const [previewOpened, setPreviewOpened] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  const submit = async () => {
    if (!user) {
      showFormMessage({ type: 'error', text: FEEDBACK_MESSAGES.loginRequired });
      return;
    }
    const problem = draft.check();
    if (problem) {
      showFormMessage({ type: 'error', text: problem });
      return;
    }
    const { values, editing } = draft;
    // The change shows at once in the list; the form is ready for the next one.
    draft.reset(false);
    showFormMessage(null);
    const reviewToken = editing ? null : invitation.token;
    try {
      showFormMessage({ type: 'success', text: await save(values, editing, reviewToken) });
      if (reviewToken) invitation.done();
    } catch (error) {
      draft.restore(values, editing);
      showFormMessage({ type: 'error', text: (error as Error).message });
    }
  };

  const edit = (feedback: FeedbackCard_FeedbackFragment) => {
    draft.edit(feedback);
    form.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    form.current
      ?.querySelector<HTMLInputElement>('#feedback-fullName')
      ?.focus({ preventScroll: true });
  };

  const confirmDelete = async (feedback: FeedbackCard_FeedbackFragment) => {
    if (!window.confirm(translate(FEEDBACK_MESSAGES.confirmDelete))) return;
    if (draft.editing?.id === feedback.id) draft.reset();
    try {
      showListMessage({ type: 'success', text: await remove(feedback) });
    } catch (error) {
      showListMessage({ type: 'error', text: (error as Error).message });
    }
  };

  return (
    <>
      <div className="container">
        <div className="row g-4">
          <div className="col-lg-5">
            <FeedbackForm
              ref={form}
              values={draft.values}
              errors={draft.errors}
              email={user?.email ?? null}
              editing={!!draft.editing}
              message={formMessage}
              notice={<ReviewInvitationNote invitation={invitation} />}
              progress={progress}
              onChange={draft.change}
              onSubmit={() => void submit()}
              onCancel={() => draft.reset()}
            />
          </div>
          <div className="col-lg-7">
            {list.data && <RatingSummary summary={list.data.feedbackSummary} />}
            {listMessage && (
              <div
                className={`alert ${listMessage.type === 'error' ? 'alert-danger' : 'alert-success'}`}
                role={listMessage.type === 'error' ? 'alert' : 'status'}
              >
                {translate(listMessage.text)}
              </div>
            )}
            <FeedbackList
              feedbacks={list.data?.feedbacks}
              loading={list.loading}
              failed={!!list.error}
              userId={user?.id ?? null}
              isGuide={Boolean(user?.isAdmin)}
              onEdit={edit}
              onDelete={(feedback) => void confirmDelete(feedback)}
              onPreview={(feedback, index) => {
                setPreviewOpened(true);
                setPreview({ feedback, index });
              }}
            />
          </div>
        </div>
      </div>
      {previewOpened && (
        <Suspense fallback={null}>
          <ImagePreviewModal target={preview} onClose={() => setPreview(null)} />
        </Suspense>
      )}
    </>
  );
}
