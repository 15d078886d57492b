import { useLingui } from '@lingui/react';
import type { TimedMessageKind } from '@lanka-tours/shared/timed-messages';

/** Each timed message's name, what it is for, and what its days count from. */
export function useMessageKindTexts(kind: TimedMessageKind) {
  const { i18n } = useLingui();
  switch (kind) {
    case 'balance-due':
      return {
        title: i18n._('Balance reminder'),
        what: i18n._(
          'To travellers who still owe part of the price, with the link to pay it. It does not go once the balance is paid.',
        ),
        days: i18n._('Days before the balance is due'),
      };
    case 'day-before':
      return {
        title: i18n._('Before the tour'),
        what: i18n._(
          "Their guide's name and phone, and when and where they are picked up. Booked later than this, they get it at once.",
        ),
        days: i18n._('Days before the tour starts'),
      };
    case 'after-tour':
      return {
        title: i18n._('Thank-you after the tour'),
        what: i18n._('A thank-you with a link to review the tour.'),
        days: i18n._('Days after the tour ends'),
      };
  }
}
