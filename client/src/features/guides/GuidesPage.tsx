import { useLingui } from '@lingui/react';
import { GuidesPageFrame } from '../../components/GuidesPageFrame';
import { EmptyState } from '../../components/PageHeader';
import { ListNotices } from '../../components/ListNotices';
import { useAdminGuidesQuery } from '../../graphql/generated';
import { useTimedMessage } from '../../lib/useTimedMessage';
import { AddGuideForm } from './components/AddGuideForm';
import { GuideCard } from './components/GuideCard';
import './guides.css';

function GuideList() {
  const { i18n } = useLingui();
  const { data, loading, error } = useAdminGuidesQuery();
  const [message, showMessage] = useTimedMessage();
  const guides = data?.guides ?? [];
  return (
    <>
      <AddGuideForm
        onAdded={(name) =>
          showMessage({ type: 'success', text: i18n._('{name} was added.', { name }) })
        }
      />
      <ListNotices
        message={message}
        loading={loading && !data}
        loadingLabel={i18n._('Loading the guides...')}
        failed={Boolean(error) && !data}
        failedText={i18n._('The guides could not be loaded. Please try again.')}
      />
      {data && !guides.length && (
        <EmptyState
          title={i18n._('No guides yet')}
          text={i18n._('Add the first one above: tours are booked by the days they are free.')}
        />
      )}
      <ul className="row row-cols-1 row-cols-md-2 row-cols-lg-3 g-4 list-unstyled">
        {guides.map((guide) => (
          <li className="col" key={guide.id}>
            <GuideCard guide={guide} />
          </li>
        ))}
      </ul>
    </>
  );
}

export default function GuidesPage() {
  const { i18n } = useLingui();
  return (
    <GuidesPageFrame
      title={i18n._('Guides')}
      lead={i18n._(
        'Who leads the tours, in which languages, and the days each is off: online bookings take only the days a guide is free.',
      )}
    >
      <GuideList />
    </GuidesPageFrame>
  );
}
