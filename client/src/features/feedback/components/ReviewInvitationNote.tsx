import { useLingui } from '@lingui/react';
import { INTL_LOCALES } from '@lanka-tours/shared/site-languages';
import { usePageLanguage } from '../../../lib/page-language';
import { tourMonth } from '../tour-month';
import type { ReviewInvitation } from '../useReviewInvitation';

/** Above the form: the tour a review link invites the visitor to review, or why it cannot. */
export function ReviewInvitationNote({ invitation }: { invitation: ReviewInvitation }) {
  const { i18n } = useLingui();
  const locale = INTL_LOCALES[usePageLanguage()];
  if (invitation.refusal) {
    return (
      <div className="alert alert-info" role="note">
        {invitation.refusal}
      </div>
    );
  }
  if (!invitation.trip) return null;
  const { tourTitle, month } = invitation.trip;
  return (
    <div className="alert alert-success" role="note">
      {i18n._(
        'You are reviewing {tour} of {month}: your review will show it, marked as from a verified traveller.',
        { tour: tourTitle, month: tourMonth(month, locale) },
      )}
    </div>
  );
}
