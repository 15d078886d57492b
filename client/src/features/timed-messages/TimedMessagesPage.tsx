import { useLingui } from '@lingui/react';
import { GuidesPageFrame } from '../../components/GuidesPageFrame';
import { ListNotices } from '../../components/ListNotices';
import {
  TimedMessageSettingsDocument,
  useTimedMessageSettingsQuery,
  useUpdateTimedMessageSettingMutation,
} from '../../graphql/generated';
import { TimedMessageForm } from './components/TimedMessageForm';
import './timed-messages.css';

function TimedMessageList() {
  const { i18n } = useLingui();
  const { data, loading, error } = useTimedMessageSettingsQuery();
  const [update] = useUpdateTimedMessageSettingMutation();
  return (
    <>
      <ListNotices
        message={null}
        loading={loading && !data}
        loadingLabel={i18n._('Loading the messages...')}
        failed={Boolean(error) && !data}
        failedText={i18n._('The messages could not be loaded. Please try again.')}
      />
      <ul className="timed-message-list list-unstyled">
        {(data?.timedMessageSettings ?? []).map((message) => (
          <li key={message.kind}>
            <TimedMessageForm
              message={message}
              onSave={(input) =>
                update({
                  variables: { kind: message.kind, input },
                  update(cache, { data: saved }) {
                    const changed = saved?.updateTimedMessageSetting;
                    if (!changed) return;
                    cache.updateQuery(
                      { query: TimedMessageSettingsDocument },
                      (list) =>
                        list && {
                          timedMessageSettings: list.timedMessageSettings.map((one) =>
                            one.kind === changed.kind ? changed : one,
                          ),
                        },
                    );
                  },
                })
              }
            />
          </li>
        ))}
      </ul>
    </>
  );
}

export default function TimedMessagesPage() {
  const { i18n } = useLingui();
  return (
    <GuidesPageFrame
      title={i18n._('Timed messages')}
      lead={i18n._(
        'What each confirmed booking’s travellers get by email on their own, in their language: when it goes, and its wording. A cancelled booking gets none.',
      )}
    >
      <TimedMessageList />
    </GuidesPageFrame>
  );
}
