import { formatMoney } from '@lanka-tours/shared/money';
import { INTL_LOCALES, type SiteLanguage } from '@lanka-tours/shared/site-languages';
import { i18nFor } from '../../common/i18n';

/** The ways a deposit is paid; the settings choose one. */
export type PaymentProviderName = 'bank-transfer';

/** What a traveller with a held booking is told to do to pay its deposit. */
export interface PaymentStart {
  provider: PaymentProviderName;
  /** The provider's page to pay on, where there is one. */
  url?: string;
  /** What to do, in the traveller's language, where there is no page. */
  instructions?: string;
}

/** The facts of a held booking that a payment needs. */
export interface PayableBooking {
  reference: string;
  deposit: number;
  currency: string;
  language: SiteLanguage;
}

/** One way of paying a deposit; every provider stands behind this. */
export interface PaymentMethod {
  readonly name: PaymentProviderName;
  /** How long a booking paid this way holds its guide while the deposit is paid. */
  readonly holdMinutes: number;
  /** How the traveller pays: the same answer each time it is asked for the same booking. */
  start(booking: PayableBooking): PaymentStart;
  /** What the company must do for a new booking's payment, in English; none when nothing. */
  companyNote(): string | undefined;
}

/**
 * A transfer to the company's account: the deposit is confirmed when a tour guide records its
 * receipt, so the booking holds its guide for longer than one paid online.
 */
export class BankTransfer implements PaymentMethod {
  readonly name = 'bank-transfer';
  readonly holdMinutes: number;

  constructor(
    holdHours: number,
    private readonly accountDetails?: string,
  ) {
    this.holdMinutes = holdHours * 60;
  }

  start({ reference, deposit, currency, language }: PayableBooking): PaymentStart {
    const i18n = i18nFor(language);
    const amount = formatMoney(deposit, currency, INTL_LOCALES[language]);
    const hours = this.holdMinutes / 60;
    const instructions = this.accountDetails
      ? `${i18n._(
          'Please transfer the deposit of {amount} within {hours} hours, quoting your reference {reference}, to:',
          { amount, hours, reference },
        )}\n${this.accountDetails}`
      : i18n._(
          'Please transfer the deposit of {amount} within {hours} hours, quoting your reference {reference}. We will email you our bank details shortly.',
          { amount, hours, reference },
        );
    return { provider: this.name, instructions };
  }

  companyNote(): string | undefined {
    return this.accountDetails
      ? 'Record the deposit when it reaches the account.'
      : 'No bank details are set (BANK_TRANSFER_DETAILS): the traveller was told they follow by email, so send them; then record the deposit when it arrives.';
  }
}
