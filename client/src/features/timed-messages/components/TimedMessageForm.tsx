import { useLingui } from '@lingui/react';
import {
  TIMED_MESSAGE_DAYS_MAX,
  timingProblems,
  wordingProblems,
  type TimedMessageKind,
  type TimedMessageWording,
} from '@lanka-tours/shared/timed-messages';
import { useState, type FormEvent } from 'react';
import { FormAlert } from '../../../components/form/FormAlert';
import { FormField } from '../../../components/form/FormField';
import type { TimedMessageForm_MessageFragment } from '../../../graphql/generated';
import { translateMessage } from '../../../lib/translate-message';
import { useFormProblems } from '../../../lib/useFormProblems';
import { useTimedMessage } from '../../../lib/useTimedMessage';
import { useMessageKindTexts } from '../message-kinds';
import { WordingFields } from './WordingFields';

type Wordings = Record<string, TimedMessageWording>;

interface TimedMessageFormProps {
  message: TimedMessageForm_MessageFragment;
  onSave(input: {
    enabled: boolean;
    days: number;
    time: string;
    pickupTime: string | null;
    wordings: (TimedMessageWording & { language: string })[];
  }): Promise<unknown>;
}

const wordingsOf = (message: TimedMessageForm_MessageFragment): Wordings =>
  Object.fromEntries(
    message.wordings.map(({ language, subject, body }) => [language, { subject, body }]),
  );

/** The first language a field's message names (`wordings.fr.subject`), to show it. */
const languageWithProblem = (fields: string[]) =>
  fields.map((field) => /^wordings\.(\w+)\./.exec(field)?.[1]).find(Boolean);

/** One timed message: whether it goes, when, and its wording in each language. */
export function TimedMessageForm({ message, onSave }: TimedMessageFormProps) {
  const { i18n } = useLingui();
  const kind = message.kind as TimedMessageKind;
  const texts = useMessageKindTexts(kind);
  const [enabled, setEnabled] = useState(message.enabled);
  const [days, setDays] = useState(String(message.days));
  const [time, setTime] = useState(message.time);
  const [pickupTime, setPickupTime] = useState(message.pickupTime ?? '');
  const [wordings, setWordings] = useState<Wordings>(() => wordingsOf(message));
  const [language, setLanguage] = useState(i18n.locale.slice(0, 2));
  const [saved, showSaved] = useTimedMessage();
  const { errors, failure, attempt, refuse } = useFormProblems<string>();
  const id = (field: string) => `${kind}-${field}`;
  const defaults = Object.fromEntries(message.wordings.map((one) => [one.language, one.default]));

  const problems = () => {
    const found: Record<string, string> = {};
    const timing = { enabled, days: Number(days), time, pickupTime };
    for (const [field, problem] of Object.entries(timingProblems(kind, timing))) {
      found[field] = translateMessage(i18n, problem);
    }
    for (const [code, wording] of Object.entries(wordings)) {
      for (const [field, problem] of Object.entries(wordingProblems(kind, wording))) {
        found[`wordings.${code}.${field}`] = translateMessage(i18n, problem);
      }
    }
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = problems();
    refuse(found);
    if (Object.keys(found).length) return;
    const input = {
      enabled,
      days: Number(days),
      time,
      pickupTime: message.pickupTime === null ? null : pickupTime,
      wordings: Object.entries(wordings).map(([code, { subject, body }]) => ({
        language: code,
        subject,
        body,
      })),
    };
    if (await attempt(() => onSave(input))) showSaved({ type: 'success', text: i18n._('Saved.') });
  };

  // A refusal of a wording in another language than the one shown shows that language.
  const [errorsShown, setErrorsShown] = useState(errors);
  if (errorsShown !== errors) {
    setErrorsShown(errors);
    const refused = languageWithProblem(Object.keys(errors));
    if (refused) setLanguage(refused);
  }

  return (
    <form
      className="card timed-message"
      aria-labelledby={id('title')}
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <div className="card-body row g-4">
        <div className="col-lg-4">
          <h2 id={id('title')} className="h4 card-title">
            {texts.title}
          </h2>
          <p className="text-body-secondary">{texts.what}</p>
          <div className="form-check mb-3">
            <input
              id={id('enabled')}
              className="form-check-input"
              type="checkbox"

              checked={enabled}
              onChange={(event) => setEnabled(event.target.checked)}
            />
            <label htmlFor={id('enabled')} className="form-check-label">
              {i18n._('Send this message')}
            </label>
          </div>
          <div className="timed-message-timing">
            <FormField
              id={id('days')}
              type="number"
              inputMode="numeric"
              min={0}
              max={TIMED_MESSAGE_DAYS_MAX}
              label={texts.days}
              value={days}
              error={errors.days}
              onChange={(event) => setDays(event.target.value)}
            />
            <FormField
              id={id('time')}
              type="time"
              label={i18n._('At (Sri Lanka time)')}
              value={time}
              error={errors.time}
              onChange={(event) => setTime(event.target.value)}
            />
            {message.pickupTime !== null && (
              <FormField
                id={id('pickup')}
                type="time"
                label={i18n._('Usual pickup time')}
                value={pickupTime}
                error={errors.pickupTime}
                onChange={(event) => setPickupTime(event.target.value)}
              />
            )}
          </div>
        </div>
        <div className="col-lg-8">
          <WordingFields
            idPrefix={id('wording')}
            language={language}
            onLanguage={setLanguage}
            wording={wordings[language]}
            defaultWording={defaults[language]}
            placeholders={message.placeholders}
            errors={{
              subject: errors[`wordings.${language}.subject`],
              body: errors[`wordings.${language}.body`],
            }}
            onChange={(wording) => setWordings((all) => ({ ...all, [language]: wording }))}
          />
          {failure && <FormAlert type="error">{failure}</FormAlert>}
          {saved && <FormAlert type="success">{saved.text}</FormAlert>}
          <button type="submit" className="btn btn-primary">
            {i18n._('Save')}
          </button>
        </div>
      </div>
    </form>
  );
}
