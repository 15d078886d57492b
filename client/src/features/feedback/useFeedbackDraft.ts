import { feedbackProblems, type FeedbackProblems } from '@lanka-tours/shared/feedback-rules';
import { useCallback, useState } from 'react';
import type { FeedbackCard_FeedbackFragment } from '../../graphql/generated';
import { emptyValues, releasePreviews, valuesOf, type FeedbackFormValues } from './form-values';

export type DraftErrors = FeedbackProblems['fields'];

/** The form's state: create mode by default, edit mode while `editing` is set. */
export function useFeedbackDraft(userName: string) {
  const [editing, setEditing] = useState<FeedbackCard_FeedbackFragment | null>(null);
  const [values, setValues] = useState(() => emptyValues(userName));
  const [errors, setErrors] = useState<DraftErrors>({});
  const [nameShown, setNameShown] = useState(userName);

  // The name comes from the account, which may finish loading after the form appears.
  if (nameShown !== userName) {
    setNameShown(userName);
    if (!editing) setValues((current) => ({ ...current, fullName: current.fullName || userName }));
  }

  const change = useCallback(
    <Field extends keyof FeedbackFormValues>(field: Field, value: FeedbackFormValues[Field]) => {
      setValues((current) => ({ ...current, [field]: value }));
      setErrors((current) => ({ ...current, [field]: undefined }));
    },
    [],
  );

  /** Back to create mode with name and email from the user; unsent previews are released. */
  const reset = useCallback(
    (release = true) => {
      if (release) releasePreviews(values.images);
      setEditing(null);
      setValues(emptyValues(userName));
      setErrors({});
    },
    [userName, values.images],
  );

  const edit = useCallback(
    (feedback: FeedbackCard_FeedbackFragment) => {
      releasePreviews(values.images);
      setEditing(feedback);
      setValues(valuesOf(feedback));
      setErrors({});
    },
    [values.images],
  );

  /** Puts a refused submission back, so nothing typed is lost. */
  const restore = useCallback(
    (previous: FeedbackFormValues, wasEditing: FeedbackCard_FeedbackFragment | null) => {
      setEditing(wasEditing);
      setValues(previous);
    },
    [],
  );

  /** The form-level message, or undefined when the values can be sent. */
  const check = useCallback((): string | undefined => {
    const problems = feedbackProblems(values);
    setErrors(problems.fields);
    return problems.message;
  }, [values]);

  return { editing, values, errors, change, reset, edit, restore, check };
}
