import { useLingui } from '@lingui/react';
import { useAddGuideMutation } from '../../../graphql/generated';
import { GuideDetailsForm } from './GuideDetailsForm';

/** A new guide: their name, the languages they lead tours in, and their account, if any. */
export function AddGuideForm({ onAdded }: { onAdded: (name: string) => void }) {
  const { i18n } = useLingui();
  const [addGuide] = useAddGuideMutation({ refetchQueries: ['AdminGuides'] });

  return (
    <GuideDetailsForm
      idPrefix="guide"
      className="guide-form card card-body mb-4"
      heading={<h2 className="h5">{i18n._('Add a guide')}</h2>}
      submitLabel={i18n._('Add guide')}
      onSubmit={async (input) => {
        const { data } = await addGuide({ variables: { input } });
        onAdded(data?.addGuide.name ?? input.name);
      }}
    />
  );
}
