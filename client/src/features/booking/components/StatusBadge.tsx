import type { BookingStatus } from '../../../graphql/generated';
import { STATUS_LABELS } from '../booking-format';

export function StatusBadge({ status }: { status: BookingStatus }) {
  return (
    <span className={`badge rounded-pill booking-status booking-status-${status}`}>
      {STATUS_LABELS[status]}
    </span>
  );
}
