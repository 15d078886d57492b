import { formatMoney } from '@lanka-tours/shared/money';
import { INTL_LOCALES, type SiteLanguage } from '@lanka-tours/shared/site-languages';
import { i18nFor } from '../../common/i18n';

/** The ways a deposit is paid; the settings choose one. */
export type PaymentProviderName = 'bank-transfer' | 'payhere' | 'stripe';

/** What a traveller with a held booking is told to do to pay its deposit. */
export interface PaymentStart {
  provider: PaymentProviderName;
  /** The provider's page to pay on, where there is one. */
  url?: string;
  /** What to do, in the traveller's language, where there is no page. */
  instructions?: string;
}

/** Which part of a booking's price a payment is: the deposit, or the balance after it. */
export type PaymentPart = 'deposit' | 'balance';

/** The facts of a booking that a payment needs: what is to be paid now, and which part it is. */
export interface PayableBooking {
  reference: string;
  part: PaymentPart;
  /** In minor units. */
  amount: number;
  currency: string;
  language: SiteLanguage;
  /** This site's address that takes the traveller to the provider's page to pay on. */
  checkoutUrl: string;
}

/** A payment a provider reports, once its notification is verified. */
export interface PaymentNotice {
  /** The booking's reference, as the checkout named the order. */
  reference: string;
  /** The provider's own id of the payment: a payment is recorded once by it. */
  providerReference: string;
  /** In minor units. */
  amount: number;
  currency: string;
}

/** A booking on its way to the provider's page to pay a part, and where the traveller comes back to. */
export interface CheckoutBooking extends PayableBooking {
  name: string;
  email: string;
  phone: string;
  tourTitle: string;
  /** The booking's page, once paid or given up. */
  returnUrl: string;
  cancelUrl: string;
}

/** How the browser reaches the provider's page: a form it posts, or an address it goes to. */
export type Checkout =
  { form: { action: string; fields: Record<string, string> } } | { redirect: string };

/** One way of paying a deposit; every provider stands behind this. */
export interface PaymentMethod {
  readonly name: PaymentProviderName;
  /** How long a booking paid this way holds its guide while the deposit is paid. */
  readonly holdMinutes: number;
  /** How the traveller pays: the same answer each time it is asked for the same booking. */
  start(booking: PayableBooking): PaymentStart;
  /** What the company must do for a new booking's payment, in English; none when nothing. */
  companyNote(): string | undefined;
  /** The way to the provider's page to pay on; none when paid elsewhere (a transfer). */
  checkout?(booking: CheckoutBooking): Promise<Checkout>;
  /**
   * Pays `amount` of a payment back through the provider, once for the key however often asked,
   * and answers the provider's reference of the refund; none where the provider has no API for it.
   */
  refund?(payment: { providerReference: string; amount: number; key: string }): Promise<string>;
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

  start({ reference, part, amount: due, currency, language }: PayableBooking): PaymentStart {
    const i18n = i18nFor(language);
    const amount = formatMoney(due, currency, INTL_LOCALES[language]);
    if (part === 'balance') {
      const instructions = i18n._(
        'Please transfer the balance of {amount}, quoting your reference {reference}, to the account of your deposit; or pay it to your guide on the first day.',
        { amount, reference },
      );
      return { provider: this.name, instructions };
    }
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
