import { SECURITY_QUESTIONS } from '@lanka-tours/shared/recovery-rules';
import type { ChangeEvent } from 'react';
import { useTranslateSharedMessage } from '../../lib/translate-shared-message';
import { FormField } from './FormField';

type AnswerName = 'favoriteCity' | 'birthYear' | 'petName';

interface BoundField {
  name: string;
  value: string;
  error?: string;
  onChange(event: ChangeEvent<HTMLInputElement>): void;
}

/** The three security questions, as both setting and checking the answers ask them. */
export function SecurityAnswerFields({
  idPrefix,
  field,
}: {
  idPrefix: string;
  /** `field` of useFormFields, for a form holding the three answers. */
  field: (name: AnswerName) => BoundField;
}) {
  const translate = useTranslateSharedMessage();
  return (
    <>
      <FormField
        id={`${idPrefix}-city`}
        label={translate(SECURITY_QUESTIONS.favoriteCity)}
        autoComplete="off"
        {...field('favoriteCity')}
      />
      <FormField
        id={`${idPrefix}-year`}
        label={translate(SECURITY_QUESTIONS.birthYear)}
        inputMode="numeric"
        autoComplete="off"
        {...field('birthYear')}
      />
      <FormField
        id={`${idPrefix}-pet`}
        label={translate(SECURITY_QUESTIONS.petName)}
        autoComplete="off"
        {...field('petName')}
      />
    </>
  );
}
