import type { MessageDescriptor } from './messages/descriptor';
import { TIMED_MESSAGE_MESSAGES } from './messages/timed-messages';
import {
  PICKUP_PLACE_MAX_LENGTH,
  TIMED_MESSAGE_DAYS_MAX,
  WORDING_BODY_MAX_LENGTH,
  WORDING_SUBJECT_MAX_LENGTH,
} from './timed-message-limits';

export { TIMED_MESSAGE_MESSAGES };

/**
 * The messages a confirmed booking's traveller gets by themselves, each at a time the company
 * sets: the balance falling due, the day before the tour, and a thank-you after it.
 */
export const TIMED_MESSAGE_KINDS = ['balance-due', 'day-before', 'after-tour'] as const;
export type TimedMessageKind = (typeof TIMED_MESSAGE_KINDS)[number];

/** When a message goes: so many days before or after its day, at a time of day in Sri Lanka. */
export interface TimedMessageTiming {
  enabled: boolean;
  days: number;
  /** HH:MM, Sri Lanka's time. */
  time: string;
}

/** The day a message is counted from: the balance's due day, the tour's first or last day. */
export type TimedMessageAnchor = 'balanceDueOn' | 'startDate' | 'endDate';

interface TimedMessageRule {
  anchor: TimedMessageAnchor;
  /** Counted back from the anchor (before it) or on from it (after it). */
  before: boolean;
  defaults: TimedMessageTiming;
  /** The names a wording may use in braces: `{name}`. */
  placeholders: readonly string[];
}

export const TIMED_MESSAGE_RULES: Record<TimedMessageKind, TimedMessageRule> = {
  'balance-due': {
    anchor: 'balanceDueOn',
    before: true,
    defaults: { enabled: true, days: 3, time: '09:00' },
    placeholders: ['name', 'reference', 'tour', 'firstDay', 'amount', 'dueDate'],
  },
  'day-before': {
    anchor: 'startDate',
    before: true,
    defaults: { enabled: true, days: 1, time: '17:00' },
    placeholders: [
      'name',
      'reference',
      'tour',
      'firstDay',
      'guide',
      'guidePhone',
      'pickupTime',
      'pickupPlace',
    ],
  },
  'after-tour': {
    anchor: 'endDate',
    before: false,
    defaults: { enabled: true, days: 1, time: '10:00' },
    placeholders: ['name', 'reference', 'tour', 'firstDay'],
  },
};

/** The usual pickup time the day-before message gives, until the company sets its own. */
export const DEFAULT_PICKUP_TIME = '08:00';
export {
  PICKUP_PLACE_MAX_LENGTH,
  TIMED_MESSAGE_DAYS_MAX,
  WORDING_BODY_MAX_LENGTH,
  WORDING_SUBJECT_MAX_LENGTH,
} from './timed-message-limits';

/** A message's own wording in one language, with placeholders in braces. */
export interface TimedMessageWording {
  subject: string;
  body: string;
}

const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

export function isTimeOfDay(value: string): boolean {
  return TIME_OF_DAY.test(value);
}

/** What is wrong with a wording text, or undefined: unknown placeholders, stray braces. */
export function placeholderProblem(
  kind: TimedMessageKind,
  text: string,
): MessageDescriptor | undefined {
  const known = TIMED_MESSAGE_RULES[kind].placeholders;
  for (const [, name] of text.matchAll(/\{([^{}]*)\}/g)) {
    if (!known.includes(name)) {
      return {
        ...TIMED_MESSAGE_MESSAGES.unknownPlaceholder,
        values: {
          placeholder: `{${name}}`,
          known: known.map((placeholder) => `{${placeholder}}`).join(', '),
        },
      };
    }
  }
  if (/[{}]/.test(text.replace(/\{[^{}]*\}/g, ''))) return TIMED_MESSAGE_MESSAGES.unclosedBrace;
  return undefined;
}

/** The problems of a wording by field (`subject`, `body`); empty when it can be saved. */
export function wordingProblems(
  kind: TimedMessageKind,
  wording: TimedMessageWording,
): Record<string, MessageDescriptor> {
  const problems: Record<string, MessageDescriptor> = {};
  const checks = [
    ['subject', wording.subject, WORDING_SUBJECT_MAX_LENGTH, 'subject'],
    ['body', wording.body, WORDING_BODY_MAX_LENGTH, 'body'],
  ] as const;
  for (const [field, text, max, name] of checks) {
    const problem = !text.trim()
      ? TIMED_MESSAGE_MESSAGES[`${name}Required`]
      : text.length > max
        ? TIMED_MESSAGE_MESSAGES[`${name}TooLong`]
        : placeholderProblem(kind, text);
    if (problem) problems[field] = problem;
  }
  return problems;
}

/**
 * The problems of a message's timing by field (`days`, `time`, and the day-before message's
 * `pickupTime`); empty when it can be saved.
 */
export function timingProblems(
  kind: TimedMessageKind,
  timing: TimedMessageTiming & { pickupTime: string | null },
): Record<string, MessageDescriptor> {
  const problems: Record<string, MessageDescriptor> = {};
  if (!Number.isInteger(timing.days) || timing.days < 0 || timing.days > TIMED_MESSAGE_DAYS_MAX) {
    problems.days = TIMED_MESSAGE_MESSAGES.daysOutOfRange;
  }
  if (!isTimeOfDay(timing.time)) problems.time = TIMED_MESSAGE_MESSAGES.timeInvalid;
  if (kind === 'day-before' && !isTimeOfDay(timing.pickupTime ?? '')) {
    problems.pickupTime = TIMED_MESSAGE_MESSAGES.timeInvalid;
  }
  return problems;
}

/** Where and when a booking's guide picks the party up; null where the company has not said. */
export interface Pickup {
  /** HH:MM, Sri Lanka's time. */
  time: string | null;
  place: string | null;
}

/** The problems of a booking's pickup by field (`time`, `place`); empty when it can be saved. */
export function pickupProblems(pickup: Pickup): Record<string, MessageDescriptor> {
  const problems: Record<string, MessageDescriptor> = {};
  if (pickup.time !== null && !isTimeOfDay(pickup.time)) {
    problems.time = TIMED_MESSAGE_MESSAGES.timeInvalid;
  }
  if ((pickup.place ?? '').length > PICKUP_PLACE_MAX_LENGTH) {
    problems.place = TIMED_MESSAGE_MESSAGES.pickupPlaceTooLong;
  }
  return problems;
}

/** Whether two wordings say the same, spaces around them aside (a wording as its default is none). */
export function sameWording(a: TimedMessageWording, b: TimedMessageWording): boolean {
  return a.subject.trim() === b.subject.trim() && a.body.trim() === b.body.trim();
}

/** A wording with its placeholders filled in; the values are plain text. */
export function fillPlaceholders(text: string, values: Record<string, string>): string {
  return text.replace(/\{([^{}]*)\}/g, (whole, name: string) => values[name] ?? whole);
}
