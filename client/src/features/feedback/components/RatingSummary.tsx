import { Trans } from '@lingui/react';
import { INTL_LOCALES } from '@lanka-tours/shared/site-languages';
import type { FeedbackListQuery } from '../../../graphql/generated';
import { usePageLanguage } from '../../../lib/page-language';
import { Stars } from './Stars';

/** '4.8 from 57 reviews' above the list. */
export function RatingSummary({ summary }: { summary: FeedbackListQuery['feedbackSummary'] }) {
  const average = summary.average.toLocaleString(INTL_LOCALES[usePageLanguage()], {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  if (!summary.count) return null;
  return (
    <p className="feedback-summary d-flex align-items-center gap-2 mb-3">
      <Stars rating={summary.average} />
      <span>
        <Trans
          id="<0>{average}</0> from {count, plural, one {{count} review} other {{count} reviews}}"
          values={{ average, count: summary.count }}
          components={{ 0: <strong /> }}
        />
      </span>
    </p>
  );
}
