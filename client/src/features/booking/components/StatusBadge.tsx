import { useLingui } from '@lingui/react';
import type { BookingStatus } from '../../../graphql/generated';
import { STATUS_LABELS } from '../booking-format';
import './status-badge.css';

export function StatusBadge({ status }: { status: BookingStatus }) {
  const { i18n } = useLingui();
  return (
    <span className={`badge rounded-pill booking-status booking-status-${status}`}>
      {i18n._(STATUS_LABELS[status])}
    </span>
  );
}
