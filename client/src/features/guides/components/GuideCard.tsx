import { useLingui } from '@lingui/react';
import { longCalendarDate } from '@lanka-tours/shared/long-dates';
import { useState, type FormEvent } from 'react';
import { FormAlert } from '../../../components/form/FormAlert';
import { FormField } from '../../../components/form/FormField';
import {
  useAddGuideDaysOffMutation,
  useRemoveGuideDaysOffMutation,
  useUpdateGuideMutation,
  type GuideCard_GuideFragment,
} from '../../../graphql/generated';
import { useLanguageName } from '../../../lib/language-names';
import { useFormProblems } from '../../../lib/useFormProblems';
import { YouBadge } from '../../../components/YouBadge';
import { GuideCalendarAddress } from './GuideCalendarAddress';
import { GuideDetailsForm } from './GuideDetailsForm';
import { GuidePhoto } from './GuidePhoto';

type Field = 'from' | 'to';

/** A guide: the languages they speak, their days off, and new days off. */
export function GuideCard({ guide }: { guide: GuideCard_GuideFragment }) {
  const { i18n } = useLingui();
  const languageName = useLanguageName();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const { errors, failure, attempt, show } = useFormProblems<Field>();
  const [addDaysOff, { loading }] = useAddGuideDaysOffMutation();
  const [removeDaysOff] = useRemoveGuideDaysOffMutation();
  const [updateGuide] = useUpdateGuideMutation();
  const [editing, setEditing] = useState(false);
  const day = (date: string) => longCalendarDate(date, i18n.locale);
  const headingId = `guide-${guide.id}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const sent = await attempt(() =>
      addDaysOff({ variables: { guideId: guide.id, from, to: to || from } }),
    );
    if (!sent) return;
    setFrom('');
    setTo('');
  };

  const takeBack = (daysOffId: string) =>
    void removeDaysOff({
      variables: { guideId: guide.id, daysOffId },
      // The days off leave the list at once; should the server refuse, they come back.
      optimisticResponse: {
        removeGuideDaysOff: {
          ...guide,
          daysOff: guide.daysOff.filter(({ id }) => id !== daysOffId),
        },
      },
    }).catch(show);

  const field = (name: Field, label: string, value: string, change: (value: string) => void) => (
    <div className="col-sm">
      <FormField
        id={`${headingId}-${name}`}
        label={label}
        type="date"
        value={value}
        error={errors[name]}
        onChange={(event) => change(event.target.value)}
      />
    </div>
  );

  return (
    <article className="card h-100 guide-card" aria-labelledby={headingId}>
      <div className="card-body">
        <GuidePhoto guide={guide} />
        {editing ? (
          <GuideDetailsForm
            idPrefix={`${headingId}-details`}
            className="mb-3"
            heading={
              <h2 id={headingId} className="h5 card-title">
                {i18n._('Edit {name}', { name: guide.name })}
              </h2>
            }
            initial={{
              name: guide.name,
              languages: guide.languages,
              accountEmail: guide.accountEmail ?? '',
              phone: guide.phone ?? '',
            }}
            submitLabel={i18n._('Save')}
            onSubmit={async (input) => {
              await updateGuide({ variables: { guideId: guide.id, input } });
              setEditing(false);
            }}
            onCancel={() => setEditing(false)}
          />
        ) : (
          <>
            <div className="d-flex align-items-start justify-content-between gap-2">
              <h2 id={headingId} className="h5 card-title">
                {guide.name}
                {guide.isYou && <YouBadge />}
              </h2>
              <button
                type="button"
                className="btn btn-sm btn-outline-primary"
                onClick={() => setEditing(true)}
              >
                {i18n._('Edit')}
              </button>
            </div>
            <p className="text-body-secondary mb-1">
              {guide.languages.map(languageName).join(' · ')}
            </p>
            {guide.phone && (
              <p className="mb-1">
                <a href={`tel:${guide.phone.replace(/ /g, '')}`}>{guide.phone}</a>
              </p>
            )}
            <p className="small text-body-secondary">
              {guide.accountEmail
                ? i18n._('Signs in as {email}', { email: guide.accountEmail })
                : i18n._('No account linked')}
            </p>
          </>
        )}
        <h3 className="h6">{i18n._('Days off')}</h3>
        {guide.daysOff.length ? (
          <ul className="list-unstyled guide-days-off">
            {guide.daysOff.map(({ id, from: first, to: last }) => (
              <li key={id} className="d-flex align-items-center justify-content-between gap-2 mb-1">
                <span>{first === last ? day(first) : `${day(first)} – ${day(last)}`}</span>
                <button
                  type="button"
                  className="btn btn-sm btn-outline-danger text-nowrap"
                  onClick={() => takeBack(id)}
                >
                  {i18n._('Take back')}
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p>{i18n._('None planned.')}</p>
        )}
        <form
          className="row g-2 align-items-end"
          onSubmit={(event) => void submit(event)}
          noValidate
        >
          {field('from', i18n._('First day off'), from, setFrom)}
          {field('to', i18n._('Last day off'), to, setTo)}
          <div className="col-12">
            <button type="submit" className="btn btn-outline-primary" disabled={loading || !from}>
              {i18n._('Add days off')}
            </button>
          </div>
        </form>
        {failure && <FormAlert type="error">{failure}</FormAlert>}
        <h3 className="h6 mt-3">{i18n._('Calendar')}</h3>
        <GuideCalendarAddress guideId={guide.id} name={guide.name} />
      </div>
    </article>
  );
}
