import { Trans, useLingui } from '@lingui/react';
import {
  FEEDBACK_COMMENT_MIN_LENGTH,
  type FeedbackField,
} from '@lanka-tours/shared/feedback-rules';
import { useEffect, useRef, type FormEvent, type Ref, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { FeedbackFormValues } from '../form-values';
import type { TimedMessage } from '../../../lib/useTimedMessage';
import { useTranslateSharedMessage } from '../../../lib/translate-shared-message';
import '../../../styles/forms.css';
import { revealProblem } from '../reveal-problem';
import type { DraftErrors } from '../useFeedbackDraft';
import { ImagePicker } from './ImagePicker';
import { StarRatingInput } from './StarRatingInput';
import { UploadProgress } from './UploadProgress';

interface FeedbackFormProps {
  ref?: Ref<HTMLFormElement>;
  values: FeedbackFormValues;
  errors: DraftErrors;
  email: string | null;
  editing: boolean;
  message: TimedMessage | null;
  /** Said above the fields: the tour a review link invites the visitor to review. */
  notice?: ReactNode;
  progress: number | null;
  onChange<Field extends keyof FeedbackFormValues>(
    field: Field,
    value: FeedbackFormValues[Field],
  ): void;
  onSubmit(): void;
  onCancel(): void;
}

function fieldProps(name: FeedbackField, errors: DraftErrors) {
  const error = errors[name];
  return {
    id: `feedback-${name}`,
    className: `form-control ${error ? 'is-invalid' : ''}`,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `feedback-${name}-error` : undefined,
  };
}

function FieldError({ name, errors }: { name: FeedbackField; errors: DraftErrors }) {
  const translate = useTranslateSharedMessage();
  const error = errors[name];
  return error ? (
    <div id={`feedback-${name}-error`} className="invalid-feedback">
      {translate(error)}
    </div>
  ) : null;
}

/** 'Leave Your Feedback', or 'Edit Your Feedback'; disabled with a log-in notice when signed out. */
export function FeedbackForm(props: FeedbackFormProps) {
  const { ref, values, errors, email, editing, message, progress, onChange, onSubmit, onCancel } =
    props;
  const { i18n } = useLingui();
  const translate = useTranslateSharedMessage();
  const signedOut = email === null;
  // The comment's length against the minimum, as the shared rules count it.
  const length = values.comment.trim().length;
  const missing = FEEDBACK_COMMENT_MIN_LENGTH - length;
  const messageRef = useRef<HTMLDivElement>(null);

  // Each refused submit shows its message anew: the field to fix takes focus, the message stays in view.
  useEffect(() => {
    if (message?.type === 'error' && messageRef.current) revealProblem(messageRef.current);
  }, [message]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <form id="feedback-form" ref={ref} className="form-card" onSubmit={submit} noValidate>
      <h3 className="form-card-title">
        {editing ? i18n._('Edit Your Feedback') : i18n._('Leave Your Feedback')}
      </h3>
      {!editing && props.notice}
      {signedOut && (
        <div className="alert alert-info" role="note">
          <Trans
            id="Please <0>log in</0> to leave your feedback."
            components={{ 0: <Link to="/login" /> }}
          />
        </div>
      )}
      {message && (
        <div
          ref={messageRef}
          id="feedback-form-message"
          className={`alert ${message.type === 'error' ? 'alert-danger' : 'alert-success'}`}
          role={message.type === 'error' ? 'alert' : 'status'}
        >
          {translate(message.text)}
        </div>
      )}
      <fieldset disabled={signedOut}>
        <div className="mb-3">
          <label htmlFor="feedback-fullName" className="form-label">
            {i18n._('Full name')}
          </label>
          <input
            {...fieldProps('fullName', errors)}
            autoComplete="name"
            value={values.fullName}
            onChange={(event) => onChange('fullName', event.target.value)}
          />
          <FieldError name="fullName" errors={errors} />
        </div>
        <div className="mb-3">
          <label htmlFor="feedback-email" className="form-label">
            {i18n._('Email')}
          </label>
          <input
            id="feedback-email"
            className="form-control"
            type="email"
            value={email ?? ''}
            readOnly
          />
        </div>
        <StarRatingInput
          value={values.rating}
          onChange={(rating) => onChange('rating', rating)}
          error={errors.rating}
        />
        <div className="mb-3">
          <label htmlFor="feedback-comment" className="form-label">
            {i18n._('Your feedback')}
          </label>
          <textarea
            {...fieldProps('comment', errors)}
            rows={4}
            value={values.comment}
            onChange={(event) => onChange('comment', event.target.value)}
          />
          <FieldError name="comment" errors={errors} />
          <div className="form-text" aria-live="polite">
            {i18n._('{length} / {min} characters minimum', {
              length,
              min: FEEDBACK_COMMENT_MIN_LENGTH,
            })}{' '}
            {missing > 0 && (
              <span className="text-danger-emphasis">
                {i18n._('(Need {missing} more characters)', { missing })}
              </span>
            )}
          </div>
        </div>
        <div className="mb-3">
          <label htmlFor="feedback-location" className="form-label">
            <Trans
              id="Location <0>(optional)</0>"
              components={{ 0: <span className="text-body-secondary" /> }}
            />
          </label>
          <input
            {...fieldProps('location', errors)}
            placeholder={i18n._('e.g. Kandy, Sri Lanka')}
            value={values.location}
            onChange={(event) => onChange('location', event.target.value)}
          />
          <FieldError name="location" errors={errors} />
        </div>
        <ImagePicker images={values.images} onChange={(images) => onChange('images', images)} />
        <UploadProgress progress={progress} />
        <div className="d-flex gap-2">
          <button type="submit" className="btn btn-primary">
            {editing ? i18n._('Update Feedback') : i18n._('Submit Feedback')}
          </button>
          {editing && (
            <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>
              {i18n._('Cancel')}
            </button>
          )}
        </div>
      </fieldset>
    </form>
  );
}
