import { useLingui } from '@lingui/react';
import { EMAIL_MAX_LENGTH } from '@lanka-tours/shared/email-address';
import { useState, type FormEvent, type ReactNode } from 'react';
import { FormAlert } from '../../../components/form/FormAlert';
import { FormField } from '../../../components/form/FormField';
import type { GuideInput } from '../../../graphql/generated';
import { useLanguageName } from '../../../lib/language-names';
import { useFormProblems } from '../../../lib/useFormProblems';
import { GUIDE_LANGUAGE_CHOICES } from '../language-names';

type Field = 'name' | 'languages' | 'accountEmail' | 'phone';

interface GuideDetailsFormProps {
  /** Makes the fields' ids unique on the page. */
  idPrefix: string;
  heading: ReactNode;
  /** The guide's details now; without them the form adds a guide, and empties after each. */
  initial?: GuideInput;
  submitLabel: string;
  /** Sends the details; the form shows the server's refusal under its field. */
  onSubmit(details: GuideInput): Promise<unknown>;
  onCancel?(): void;
  className?: string;
}

const EMPTY: GuideInput = { name: '', languages: [], accountEmail: '', phone: '' };

/**
 * A guide's name, the languages they lead tours in, the phone travellers call them on, and the
 * tour guide's account they use.
 */
export function GuideDetailsForm(props: GuideDetailsFormProps) {
  const { idPrefix, heading, submitLabel, onSubmit, onCancel } = props;
  const initial = props.initial ?? EMPTY;
  const { i18n } = useLingui();
  const languageName = useLanguageName();
  const [name, setName] = useState(initial.name);
  const [languages, setLanguages] = useState<string[]>(initial.languages);
  const [accountEmail, setAccountEmail] = useState(initial.accountEmail ?? '');
  const [phone, setPhone] = useState(initial.phone ?? '');
  const [sending, setSending] = useState(false);
  const { errors, failure, attempt } = useFormProblems<Field>();
  const choices = [...new Set([...GUIDE_LANGUAGE_CHOICES, ...initial.languages])];
  const id = (field: string) => `${idPrefix}-${field}`;

  const toggle = (code: string) =>
    setLanguages((chosen) =>
      chosen.includes(code) ? chosen.filter((one) => one !== code) : [...chosen, code],
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    const sent = await attempt(() => onSubmit({ name, languages, accountEmail, phone }));
    setSending(false);
    if (!sent || props.initial) return;
    setName('');
    setLanguages([]);
    setAccountEmail('');
    setPhone('');
  };

  return (
    <form className={props.className} onSubmit={(event) => void submit(event)} noValidate>
      {heading}
      <FormField
        id={id('name')}
        label={i18n._('Name')}
        value={name}
        maxLength={100}
        error={errors.name}
        onChange={(event) => setName(event.target.value)}
      />
      <fieldset
        className="mb-3"
        aria-describedby={errors.languages ? id('languages-error') : undefined}
      >
        <legend className="form-label fs-6">{i18n._('Leads tours in')}</legend>
        <div className="guide-languages">
          {choices.map((code) => (
            <div className="form-check form-check-inline" key={code}>
              <input
                id={id(`language-${code}`)}
                type="checkbox"
                className={`form-check-input${errors.languages ? ' is-invalid' : ''}`}
                checked={languages.includes(code)}
                onChange={() => toggle(code)}
              />
              <label htmlFor={id(`language-${code}`)} className="form-check-label">
                {languageName(code)}
              </label>
            </div>
          ))}
        </div>
        {errors.languages && (
          <div id={id('languages-error')} className="invalid-feedback d-block">
            {errors.languages}
          </div>
        )}
      </fieldset>
      <FormField
        id={id('phone')}
        type="tel"
        autoComplete="off"
        label={i18n._('Phone (optional)')}
        hint={i18n._('Travellers get it the day before their tour, to call their guide.')}
        value={phone}
        maxLength={21}
        error={errors.phone}
        onChange={(event) => setPhone(event.target.value)}
      />
      <FormField
        id={id('account')}
        type="email"
        autoComplete="off"
        label={i18n._("Tour guide's account (optional)")}
        hint={i18n._(
          'The address they sign in with as a tour guide, once confirmed: when they sign in, the guides and the month mark them as “You”.',
        )}
        value={accountEmail}
        maxLength={EMAIL_MAX_LENGTH}
        error={errors.accountEmail}
        onChange={(event) => setAccountEmail(event.target.value)}
      />
      {failure && <FormAlert type="error">{failure}</FormAlert>}
      <div className="d-flex flex-wrap gap-2">
        <button type="submit" className="btn btn-primary" disabled={sending}>
          {submitLabel}
        </button>
        {onCancel && (
          <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>
            {i18n._('Cancel')}
          </button>
        )}
      </div>
    </form>
  );
}
