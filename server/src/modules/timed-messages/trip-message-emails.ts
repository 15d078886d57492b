import type { I18n } from '@lingui/core';
import type { SiteLanguage } from '@lanka-tours/shared/site-languages';
import {
  fillPlaceholders,
  TIMED_MESSAGE_RULES,
  type TimedMessageKind,
  type TimedMessageWording,
} from '@lanka-tours/shared/timed-messages';
import { i18nFor } from '../../common/i18n';
import { inertText, renderEmail, type MailMessage } from '../mail';
import { writer, type TourBookingEmailSettings } from '../tour-bookings';
import type { TimedMessageSetting } from './timed-message-settings';

/** A confirmed booking as its timed messages read it. */
export interface Trip {
  id: string;
  reference: string;
  language: SiteLanguage;
  name: string;
  email: string;
  tourTitle: string;
  /**
   * Where the guide picks the party up, as the company set it; else what the traveller wrote of
   * their pickup and wishes; empty when nothing.
   */
  pickup: string;
  /** When, as the company set it for this booking; null for its usual time. */
  pickupTime: string | null;
  currency: string;
  total: number;
  paid: number;
  balanceDueOn: string;
  startDate: string;
  endDate: string;
  guideName: string | null;
  guidePhone: string | null;
}

/** Where the message leads, and the company's own phone for a guide who has none set. */
export interface TripLinks {
  managePage: string;
  reviewPage: string;
  companyPhone: string;
}

/**
 * The default wording of a message in a language, its placeholders kept: each placeholder is
 * filled with itself, so the translated sentence keeps `{name}` where the translator put it.
 */
export function defaultWording(
  kind: TimedMessageKind,
  language: SiteLanguage,
): TimedMessageWording {
  const i18n = i18nFor(language);
  const kept = Object.fromEntries(
    TIMED_MESSAGE_RULES[kind].placeholders.map((name) => [name, `{${name}}`]),
  );
  return DEFAULTS[kind](i18n, kept);
}

type Defaults = (i18n: I18n, kept: Record<string, string>) => TimedMessageWording;

const paragraphs = (...texts: string[]) => texts.join('\n\n');

const DEFAULTS: Record<TimedMessageKind, Defaults> = {
  'balance-due': (i18n, kept) => ({
    subject: i18n._('The balance of your tour {reference} is due on {dueDate}', kept),
    body: paragraphs(
      i18n._('Dear {name},', kept),
      i18n._(
        'The balance of {amount} for {tour}, from {firstDay}, is due on {dueDate}. You can pay it from your booking’s page.',
        kept,
      ),
      i18n._('We look forward to showing you Sri Lanka.'),
    ),
  }),
  'day-before': (i18n, kept) => ({
    subject: i18n._('Your tour {reference} starts on {firstDay}: meet {guide}', kept),
    body: paragraphs(
      i18n._('Dear {name},', kept),
      i18n._(
        'Your tour {tour} starts on {firstDay}. Your guide is {guide}; you can call them on {guidePhone}.',
        kept,
      ),
      i18n._('Your guide will pick you up at {pickupTime}: {pickupPlace}', kept),
      i18n._('Have a wonderful trip!'),
    ),
  }),
  'after-tour': (i18n, kept) => ({
    subject: i18n._('Thank you for travelling with us, {name}', kept),
    body: paragraphs(
      i18n._('Dear {name},', kept),
      i18n._('Thank you for touring Sri Lanka with us on {tour}. We hope you loved it.', kept),
      i18n._(
        'Would you tell other travellers how it was? Your review helps them choose, and helps us do better.',
      ),
    ),
  }),
};

/** The values a message's placeholders are filled with, written in the traveller's language. */
function placeholderValues(trip: Trip, setting: TimedMessageSetting, links: TripLinks) {
  const i18n = i18nFor(trip.language);
  const write = writer(trip.language);
  return {
    name: inertText(trip.name),
    reference: trip.reference,
    tour: trip.tourTitle,
    firstDay: write.day(trip.startDate),
    amount: write.money(Math.max(0, trip.total - trip.paid), trip.currency),
    dueDate: write.day(trip.balanceDueOn),
    guide: trip.guideName ?? i18n._('our team'),
    guidePhone: trip.guidePhone ?? links.companyPhone,
    pickupTime: trip.pickupTime ?? setting.pickupTime ?? '',
    pickupPlace: trip.pickup
      ? inertText(trip.pickup.slice(0, 300))
      : i18n._('where you agreed with us; reply to this email to tell us where.'),
  };
}

/** Where each message's button leads. */
function actionOf(kind: TimedMessageKind, i18n: I18n, links: TripLinks) {
  if (kind === 'after-tour') return { label: i18n._('Review your tour'), page: links.reviewPage };
  if (kind === 'balance-due') return { label: i18n._('Pay the balance'), page: links.managePage };
  return { label: i18n._('Manage my booking'), page: links.managePage };
}

/**
 * The message to the traveller, in their language: the company's own wording in that language
 * where it wrote one, else the default, with its placeholders filled; a reply goes to the company.
 */
export function tripMessageEmail(
  trip: Trip,
  setting: TimedMessageSetting,
  links: TripLinks,
  settings: TourBookingEmailSettings,
): MailMessage {
  const kind = setting.kind;
  const i18n = i18nFor(trip.language);
  const wording = setting.wording[trip.language] ?? defaultWording(kind, trip.language);
  const values = placeholderValues(trip, setting, links);
  const subject = fillPlaceholders(wording.subject, values);
  const body = fillPlaceholders(wording.body, values)
    .split(/\n\s*\n/)
    .map((text) => text.trim())
    .filter(Boolean);
  return {
    kind: `timed-${kind}`,
    to: { address: trip.email, name: trip.name },
    replyTo: settings.businessEmail,
    subject,
    ...renderEmail(
      {
        preheader: body[1] ?? subject,
        heading: subject,
        paragraphs: body,
        action: actionOf(kind, i18n, links),
        footnotes: [i18n._('Reply to this email with any question.')],
      },
      { siteUrl: settings.siteUrl, language: trip.language },
    ),
  };
}
