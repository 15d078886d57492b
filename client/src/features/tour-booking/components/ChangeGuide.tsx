import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { FormAlert } from '../../../components/form/FormAlert';
import { SubmitButton } from '../../../components/form/SubmitButton';
import {
  useFreeGuidesForTourBookingQuery,
  useMoveTourBookingToGuideMutation,
} from '../../../graphql/generated';
import { useLanguageName } from '../../../lib/language-names';
import { useFormProblems } from '../../../lib/useFormProblems';

/**
 * A tour guide gives a booking's tour to another guide: the list offers only the guides free on
 * every day of it who speak the party's language, read when the list is opened.
 */
export function ChangeGuide({ reference }: { reference: string }) {
  const { i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState('');
  const { failure, attempt } = useFormProblems();
  const { data, loading } = useFreeGuidesForTourBookingQuery({
    variables: { reference },
    skip: !open,
    fetchPolicy: 'network-only',
  });
  const [move, moving] = useMoveTourBookingToGuideMutation({
    refetchQueries: ['UpcomingTourBookings', 'GuidesMonth'],
    awaitRefetchQueries: true,
  });
  const languageName = useLanguageName();
  if (!open) {
    return (
      <button type="button" className="btn btn-outline-primary" onClick={() => setOpen(true)}>
        {i18n._('Change guide')}
      </button>
    );
  }
  const guides = data?.freeGuidesForTourBooking;
  const selectId = `change-guide-${reference}`;
  const close = () => {
    setOpen(false);
    setChosen('');
  };
  return (
    <div className="d-flex flex-column gap-2 w-100">
      {loading && !guides && <p className="mb-0">{i18n._('Looking for free guides...')}</p>}
      {guides?.length === 0 && (
        <p className="mb-0">{i18n._('No other guide is free on every day of this tour.')}</p>
      )}
      {guides && guides.length > 0 && (
        <div>
          <label htmlFor={selectId} className="form-label">
            {i18n._('Guide free on every day of the tour')}
          </label>
          <select
            id={selectId}
            className="form-select"
            value={chosen}
            onChange={(event) => setChosen(event.target.value)}
          >
            <option value="">{i18n._('Choose a guide')}</option>
            {guides.map((guide) => (
              <option key={guide.id} value={guide.id}>
                {guide.name} ({guide.languages.map(languageName).join(', ')})
              </option>
            ))}
          </select>
        </div>
      )}
      {failure && <FormAlert type="error">{failure}</FormAlert>}
      <div className="d-flex flex-wrap gap-2">
        {guides && guides.length > 0 && (
          <SubmitButton
            busy={moving.loading}
            busyLabel={i18n._('Changing...')}
            className="btn btn-primary"
            disabled={!chosen}
            onClick={() =>
              void attempt(async () => {
                await move({ variables: { reference, guideId: chosen } });
                close();
              })
            }
          >
            {i18n._('Give the tour to this guide')}
          </SubmitButton>
        )}
        <button type="button" className="btn btn-outline-primary" onClick={close}>
          {i18n._('Keep the guide')}
        </button>
      </div>
    </div>
  );
}
