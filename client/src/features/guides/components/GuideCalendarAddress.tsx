import { useApolloClient } from '@apollo/client/react';
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { FormAlert } from '../../../components/form/FormAlert';
import {
  GuideCalendarAddressDocument,
  useRenewGuideCalendarAddressMutation,
} from '../../../graphql/generated';
import { useFormProblems } from '../../../lib/useFormProblems';

/**
 * A guide's private calendar address, for their phone's calendar app: shown when asked for (never
 * kept in the page's cache), copied, or made anew when it was passed on.
 */
export function GuideCalendarAddress({ guideId, name }: { guideId: string; name: string }) {
  const { i18n } = useLingui();
  const [url, setUrl] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const { failure, attempt } = useFormProblems();
  const client = useApolloClient();
  const [loading, setLoading] = useState(false);
  const [renew, { loading: renewing }] = useRenewGuideCalendarAddressMutation();
  const inputId = `guide-calendar-${guideId}`;

  const show = () =>
    void attempt(async () => {
      setLoading(true);
      try {
        const { data } = await client.query({
          query: GuideCalendarAddressDocument,
          variables: { guideId },
          fetchPolicy: 'no-cache',
        });
        setUrl(data?.guideCalendarAddress ?? null);
      } finally {
        setLoading(false);
      }
    });
  const makeNew = () =>
    void attempt(async () => {
      const { data } = await renew({ variables: { guideId } });
      setUrl(data?.renewGuideCalendarAddress ?? null);
      setCopied(false);
    });
  const copy = () =>
    void navigator.clipboard.writeText(url ?? '').then(
      () => setCopied(true),
      () => setCopied(false),
    );

  if (!url) {
    return (
      <>
        <button
          type="button"
          className="btn btn-sm btn-outline-primary"
          disabled={loading}
          onClick={show}
        >
          {i18n._('Calendar for their phone')}
        </button>
        {failure && <FormAlert type="error">{failure}</FormAlert>}
      </>
    );
  }
  return (
    <div className="guide-calendar">
      <label htmlFor={inputId} className="form-label">
        {i18n._("{name}'s calendar address", { name })}
      </label>
      <div className="input-group input-group-sm mb-1">
        <input
          id={inputId}
          className="form-control"
          readOnly
          value={url}
          onFocus={(event) => event.target.select()}
        />
        <button type="button" className="btn btn-outline-primary" onClick={copy}>
          {copied ? i18n._('Copied') : i18n._('Copy')}
        </button>
      </div>
      <p className="small text-body-secondary mb-1">
        {i18n._(
          'Subscribe to it in the calendar app of their phone: their tours and days off appear there. Whoever has it sees the travellers’ names and phones, so make a new one if it was passed on.',
        )}
      </p>
      <button
        type="button"
        className="btn btn-sm btn-outline-danger"
        disabled={renewing}
        onClick={makeNew}
      >
        {i18n._('Make a new address')}
      </button>
      {failure && <FormAlert type="error">{failure}</FormAlert>}
    </div>
  );
}
