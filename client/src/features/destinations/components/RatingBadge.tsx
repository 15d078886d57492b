import { useLingui } from '@lingui/react';
import { INTL_LOCALES } from '@lanka-tours/shared/site-languages';
import { usePageLanguage } from '../../../lib/page-language';

export function RatingBadge({ rating }: { rating: number }) {
  const { i18n } = useLingui();
  const shown = rating.toLocaleString(INTL_LOCALES[usePageLanguage()], {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  return (
    <span
      className="rating-badge"
      role="img"
      aria-label={i18n._('Rated {rating} out of 5', { rating: shown })}
    >
      ★ {shown}
    </span>
  );
}
