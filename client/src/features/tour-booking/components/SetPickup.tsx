import { pickupProblems } from '@lanka-tours/shared/timed-messages';
import { useLingui } from '@lingui/react';
import { useState, type FormEvent } from 'react';
import { FormAlert } from '../../../components/form/FormAlert';
import { FormField } from '../../../components/form/FormField';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { useSetTourBookingPickupMutation } from '../../../graphql/generated';
import { translateProblems } from '../../../lib/translate-message';
import { useFormProblems } from '../../../lib/useFormProblems';

interface SetPickupProps {
  reference: string;
  time: string | null;
  place: string | null;
}

/**
 * When and where a booking's guide picks the party up, which the day-before message gives;
 * until set, it gives the company's usual time and what the traveller wrote.
 */
export function SetPickup({ reference, time, place }: SetPickupProps) {
  const { i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const [fields, setFields] = useState({ time: time ?? '', place: place ?? '' });
  const { errors, failure, attempt, refuse } = useFormProblems<'time' | 'place'>();
  const [save, { loading }] = useSetTourBookingPickupMutation({
    refetchQueries: ['UpcomingTourBookings'],
    awaitRefetchQueries: true,
  });
  const id = (field: string) => `pickup-${reference}-${field}`;
  if (!open) {
    return (
      <button type="button" className="btn btn-outline-primary" onClick={() => setOpen(true)}>
        {i18n._('Set the pickup')}
      </button>
    );
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = { time: fields.time || null, place: fields.place || null };
    const found = translateProblems(i18n, pickupProblems(input));
    refuse(found);
    if (Object.keys(found).length) return;
    if (await attempt(() => save({ variables: { reference, input } }))) setOpen(false);
  };
  return (
    <form className="w-100" onSubmit={(event) => void submit(event)} noValidate>
      {failure && <FormAlert type="error">{failure}</FormAlert>}
      <div className="row g-2">
        <div className="col-sm-4">
          <FormField
            id={id('time')}
            type="time"
            label={i18n._('Pickup time (Sri Lanka)')}
            value={fields.time}
            error={errors.time}
            onChange={(event) => setFields({ ...fields, time: event.target.value })}
          />
        </div>
        <div className="col-sm-8">
          <FormField
            id={id('place')}
            label={i18n._('Pickup place')}
            value={fields.place}
            error={errors.place}
            onChange={(event) => setFields({ ...fields, place: event.target.value })}
          />
        </div>
      </div>
      <div className="d-flex flex-wrap gap-2">
        <SubmitButton busy={loading} busyLabel={i18n._('Saving...')} className="btn btn-primary">
          {i18n._('Save the pickup')}
        </SubmitButton>
        <button type="button" className="btn btn-outline-primary" onClick={() => setOpen(false)}>
          {i18n._('Keep the pickup')}
        </button>
      </div>
    </form>
  );
}
