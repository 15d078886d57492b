import { useLingui } from '@lingui/react';
import { longDate } from '@lanka-tours/shared/long-dates';
import { INTL_LOCALES } from '@lanka-tours/shared/site-languages';
import { useBrand } from '../../../content/useSiteContent';
import type { FeedbackCard_FeedbackFragment } from '../../../graphql/generated';
import { usePageLanguage } from '../../../lib/page-language';

type Reply = NonNullable<FeedbackCard_FeedbackFragment['reply']>;

/** The company's public reply under a review, in every language as written. */
export function FeedbackReply({ reply }: { reply: Reply }) {
  const { i18n } = useLingui();
  const { name } = useBrand();
  const locale = INTL_LOCALES[usePageLanguage()];
  return (
    <div className="feedback-reply">
      <p className="feedback-reply-from">{i18n._('Reply from {company}', { company: name })}</p>
      <p className="mb-1 feedback-comment">{reply.text}</p>
      <p className="small text-body-secondary mb-0">
        <time dateTime={reply.repliedAt}>{longDate(reply.repliedAt, locale)}</time>
      </p>
    </div>
  );
}
