import type { DataSource } from 'typeorm';
import type { MessageDescriptor } from '@lanka-tours/shared/messages';
import {
  isSiteLanguage,
  SITE_LANGUAGES,
  type SiteLanguage,
} from '@lanka-tours/shared/site-languages';
import {
  TIMED_MESSAGE_KINDS,
  TIMED_MESSAGE_RULES,
  sameWording,
  timingProblems,
  wordingProblems,
  type TimedMessageKind,
  type TimedMessageTiming,
  type TimedMessageWording,
} from '@lanka-tours/shared/timed-messages';
import { AppError } from '../../common/errors';
import { refuseProblems } from '../../common/refuse-problems';
import type { Viewer } from '../../common/request-context';
import { defaultWording } from './trip-message-emails';
import { readSetting, readSettings, type TimedMessageSetting } from './timed-message-settings';
import { tripMessages } from './trip-schedule';

/** A message's wording in one language as the company reads it: its own, or the default. */
export interface WordingView extends TimedMessageWording {
  language: SiteLanguage;
  /** Whether the company wrote it; the default is the site's own, translated. */
  own: boolean;
  /** The site's own wording in the language, which a wording of the company's replaces. */
  default: TimedMessageWording;
}

/** A timed message as the company's settings page reads it. */
export interface TimedMessageSettingView extends TimedMessageTiming {
  kind: TimedMessageKind;
  pickupTime: string | null;
  /** The names its wording may use in braces. */
  placeholders: string[];
  /** Its wording in every language, English first. */
  wordings: WordingView[];
  updatedAt: Date;
}

/** What the company sets of a message: when it goes, and its wording in each language given. */
export interface TimedMessageChange extends TimedMessageTiming {
  pickupTime: string | null;
  /** A language left out, or given its default word for word, reads the default. */
  wordings: { language: string; subject: string; body: string }[];
}

function viewOf(setting: TimedMessageSetting): TimedMessageSettingView {
  const { kind } = setting;
  return {
    kind,
    enabled: setting.enabled,
    days: setting.days,
    time: setting.time,
    pickupTime: setting.pickupTime,
    placeholders: [...TIMED_MESSAGE_RULES[kind].placeholders],
    wordings: SITE_LANGUAGES.map((language) => {
      const own = setting.wording[language];
      const standard = defaultWording(kind, language);
      return { language, ...(own ?? standard), own: own !== undefined, default: standard };
    }),
    updatedAt: setting.updatedAt,
  };
}

/** The company's own wordings of a change, checked; those that are the default are left out. */
function ownWordings(kind: TimedMessageKind, change: TimedMessageChange) {
  const problems: Record<string, MessageDescriptor> = {};
  const own: Partial<Record<SiteLanguage, TimedMessageWording>> = {};
  for (const { language, subject, body } of change.wordings) {
    if (!isSiteLanguage(language)) throw new AppError('BAD_USER_INPUT');
    const wording = { subject: subject.trim(), body: body.trim() };
    for (const [field, problem] of Object.entries(wordingProblems(kind, wording))) {
      problems[`wordings.${language}.${field}`] = problem;
    }
    if (!sameWording(wording, defaultWording(kind, language))) own[language] = wording;
  }
  return { own, problems };
}

/**
 * The timed messages' settings, tour guides only: each message's switch, when it goes, and its
 * wording per language, placeholders checked before anything is saved. A change moves the
 * message of every confirmed booking still to come, in the same transaction.
 */
export class TimedMessageSettingsService {
  constructor(private readonly dataSource: DataSource) {}

  async list(viewer: Viewer): Promise<TimedMessageSettingView[]> {
    viewer.requireAdmin();
    return (await readSettings(this.dataSource.manager)).map(viewOf);
  }

  async update(
    viewer: Viewer,
    kind: string,
    change: TimedMessageChange,
  ): Promise<TimedMessageSettingView> {
    const guide = viewer.requireAdmin();
    if (!TIMED_MESSAGE_KINDS.includes(kind as TimedMessageKind)) throw new AppError('NOT_FOUND');
    const messageKind = kind as TimedMessageKind;
    const { own, problems } = ownWordings(messageKind, change);
    const pickupTime = messageKind === 'day-before' ? change.pickupTime : null;
    refuseProblems({ ...timingProblems(messageKind, change), ...problems });
    return this.dataSource.transaction(async (manager) => {
      await readSetting(manager, messageKind, true);
      await manager.query(
        `UPDATE "timed_message_settings"
            SET "enabled" = $2, "days" = $3, "send_at" = $4, "pickup_time" = $5,
                "wording" = $6, "updated_at" = now(), "updated_by" = $7
          WHERE "kind" = $1`,
        [messageKind, change.enabled, change.days, change.time, pickupTime, own, guide.id],
      );
      const setting = await readSetting(manager, messageKind);
      await tripMessages.settingChanged(manager, setting);
      return viewOf(setting);
    });
  }
}
