import { useLingui } from '@lingui/react';
import { useState, type FormEvent } from 'react';
import { FormAlert } from '../../../components/form/FormAlert';
import { FormField } from '../../../components/form/FormField';
import { useAddGuideMutation } from '../../../graphql/generated';
import { useLanguageName } from '../../../lib/language-names';
import { GUIDE_LANGUAGE_CHOICES } from '../language-names';
import { useFormProblems } from '../../../lib/useFormProblems';

type Field = 'name' | 'languages';

/** A new guide: their name and the languages they lead tours in. */
export function AddGuideForm({ onAdded }: { onAdded: (name: string) => void }) {
  const { i18n } = useLingui();
  const languageName = useLanguageName();
  const [name, setName] = useState('');
  const [languages, setLanguages] = useState<string[]>([]);
  const { errors, failure, attempt } = useFormProblems<Field>();
  const [addGuide, { loading }] = useAddGuideMutation({ refetchQueries: ['AdminGuides'] });

  const toggle = (code: string) =>
    setLanguages((chosen) =>
      chosen.includes(code) ? chosen.filter((one) => one !== code) : [...chosen, code],
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    let added = name;
    const sent = await attempt(async () => {
      const { data } = await addGuide({ variables: { input: { name, languages } } });
      added = data?.addGuide.name ?? name;
    });
    if (!sent) return;
    setName('');
    setLanguages([]);
    onAdded(added);
  };

  return (
    <form
      className="guide-form card card-body mb-4"
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <h2 className="h5">{i18n._('Add a guide')}</h2>
      <FormField
        id="guide-name"
        label={i18n._('Name')}
        value={name}
        maxLength={100}
        error={errors.name}
        onChange={(event) => setName(event.target.value)}
      />
      <fieldset
        className="mb-3"
        aria-describedby={errors.languages ? 'guide-languages-error' : undefined}
      >
        <legend className="form-label fs-6">{i18n._('Leads tours in')}</legend>
        <div className="guide-languages">
          {GUIDE_LANGUAGE_CHOICES.map((code) => (
            <div className="form-check form-check-inline" key={code}>
              <input
                id={`guide-language-${code}`}
                type="checkbox"
                className={`form-check-input${errors.languages ? ' is-invalid' : ''}`}
                checked={languages.includes(code)}
                onChange={() => toggle(code)}
              />
              <label htmlFor={`guide-language-${code}`} className="form-check-label">
                {languageName(code)}
              </label>
            </div>
          ))}
        </div>
        {errors.languages && (
          <div id="guide-languages-error" className="invalid-feedback d-block">
            {errors.languages}
          </div>
        )}
      </fieldset>
      {failure && <FormAlert type="error">{failure}</FormAlert>}
      <div>
        <button type="submit" className="btn btn-primary" disabled={loading}>
          {i18n._('Add guide')}
        </button>
      </div>
    </form>
  );
}
