import { companyToday } from '@lanka-tours/shared/company-days';
import { QUOTE_DAYS_MAX, QUOTE_TRAVELLERS_MAX } from '@lanka-tours/shared/quote-limits';
import { quoteProblems } from '@lanka-tours/shared/quote-rules';
import { LANGUAGE_NAMES, SITE_LANGUAGES } from '@lanka-tours/shared/site-languages';
import { useLingui } from '@lingui/react';
import { useState, type FormEvent } from 'react';
import { FieldError, validityAttributes } from '../../../components/form/FieldError';
import { FormAlert } from '../../../components/form/FormAlert';
import { FormField } from '../../../components/form/FormField';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { useQuoteChoicesQuery, useSendQuoteMutation } from '../../../graphql/generated';
import { translateProblems } from '../../../lib/translate-message';
import { useFormProblems } from '../../../lib/useFormProblems';
import { draftOf, startingFields, type QuoteFields, type QuoteStart } from '../quote-draft';
import { QuoteLinesFields } from './QuoteLinesFields';
import { QuoteSelect } from './QuoteSelect';

type Field = keyof QuoteFields;

/** A quote written on an enquiry, or revised: checked here, then by the server. */
export function QuoteForm(props: QuoteStart & { enquiryId: string; onSent(): void }) {
  const { enquiryId, onSent } = props;
  const { i18n } = useLingui();
  const [fields, setFields] = useState(() => startingFields(props));
  const { data } = useQuoteChoicesQuery();
  const [send, { loading }] = useSendQuoteMutation({ refetchQueries: ['BookingInbox'] });
  const { errors, failure, attempt, refuse } = useFormProblems<Field>();
  const id = (field: string) => `quote-${enquiryId}-${field}`;
  const set = (field: Field) => (value: string) => setFields({ ...fields, [field]: value });
  const draft = draftOf(fields);

  const choosePlan = (planId: string) => {
    const plan = data?.tours.find((tour) => tour.id === planId);
    setFields({
      ...fields,
      planId,
      ...(plan && { title: plan.title, days: String(plan.days) }),
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = translateProblems<Field>(i18n, quoteProblems(draft, companyToday()));
    refuse(found);
    if (Object.keys(found).length) return;
    if (await attempt(() => send({ variables: { enquiryId, input: draft } }))) onSent();
  };

  const input = (field: Field, label: string, more: Record<string, unknown> = {}) => (
    <FormField
      id={id(field)}
      label={label}
      value={fields[field] as string}
      error={errors[field]}
      onChange={(event) => set(field)(event.target.value)}
      {...more}
    />
  );

  return (
    <form className="border-top pt-3" onSubmit={(event) => void submit(event)} noValidate>
      {failure && <FormAlert type="error">{failure}</FormAlert>}
      <QuoteSelect
        id={id('planId')}
        label={i18n._('Route')}
        value={fields.planId}
        error={errors.planId}
        options={[
          ['', i18n._('A route of my own')],
          ...(data?.tours ?? []).map(({ id: tourId, title }): [string, string] => [tourId, title]),
        ]}
        onChange={choosePlan}
      />
      {input('title', i18n._('Title'))}
      <div className="mb-3">
        <label htmlFor={id('route')} className="form-label">
          {i18n._('The route, day by day')}
        </label>
        <textarea
          id={id('route')}
          className={`form-control${errors.route ? ' is-invalid' : ''}`}
          rows={4}
          value={fields.route}
          {...validityAttributes(id('route'), errors.route)}
          onChange={(event) => set('route')(event.target.value)}
        />
        <FieldError fieldId={id('route')} message={errors.route} />
      </div>
      <div className="row">
        <div className="col-sm-4">{input('startDate', i18n._('First day'), { type: 'date' })}</div>
        <div className="col-sm-4">
          {input('days', i18n._('Days'), { type: 'number', min: 1, max: QUOTE_DAYS_MAX })}
        </div>
        <div className="col-sm-4">
          {input('travellers', i18n._('Travellers'), {
            type: 'number',
            min: 1,
            max: QUOTE_TRAVELLERS_MAX,
          })}
        </div>
      </div>
      <div className="row">
        <div className="col-sm-6">
          <QuoteSelect
            id={id('guideId')}
            label={i18n._('Guide')}
            value={fields.guideId}
            error={errors.guideId}
            options={[
              ['', i18n._('Choose a guide')],
              ...(data?.guides ?? []).map(({ id: guideId, name }): [string, string] => [
                guideId,
                name,
              ]),
            ]}
            onChange={set('guideId')}
          />
        </div>
        <div className="col-sm-6">
          <QuoteSelect
            id={id('language')}
            label={i18n._("The traveller's language")}
            value={fields.language}
            error={errors.language}
            options={SITE_LANGUAGES.map((code): [string, string] => [code, LANGUAGE_NAMES[code]])}
            onChange={set('language')}
          />
        </div>
      </div>
      <QuoteLinesFields
        id={id('lines')}
        lines={fields.lines}
        amounts={draft.lines.map(({ amount }) => amount)}
        error={errors.lines}
        onChange={(lines) => setFields({ ...fields, lines })}
      />
      <div className="row">
        <div className="col-sm-6">
          {input('deposit', i18n._('Deposit to book (US dollars)'), {
            type: 'number',
            min: 0,
            step: '0.01',
            inputMode: 'decimal',
          })}
        </div>
        <div className="col-sm-6">
          {input('validUntil', i18n._('Valid until'), { type: 'date' })}
        </div>
      </div>
      <SubmitButton busy={loading} busyLabel={i18n._('Sending...')} className="btn btn-brand">
        {i18n._('Send the quote')}
      </SubmitButton>
    </form>
  );
}
