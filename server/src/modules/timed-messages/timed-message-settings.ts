import type { EntityManager } from 'typeorm';
import type { SiteLanguage } from '@lanka-tours/shared/site-languages';
import {
  TIMED_MESSAGE_KINDS,
  type TimedMessageKind,
  type TimedMessageTiming,
  type TimedMessageWording,
} from '@lanka-tours/shared/timed-messages';

/** The company's setting of one timed message. */
export interface TimedMessageSetting extends TimedMessageTiming {
  kind: TimedMessageKind;
  /** HH:MM: the usual pickup time the day-before message gives; null for the others. */
  pickupTime: string | null;
  /** The company's own wording in the languages it wrote one; the others read the default. */
  wording: Partial<Record<SiteLanguage, TimedMessageWording>>;
  updatedAt: Date;
}

interface SettingRow {
  kind: TimedMessageKind;
  enabled: boolean;
  days: number;
  send_at: string;
  pickup_time: string | null;
  wording: Partial<Record<SiteLanguage, TimedMessageWording>>;
  updated_at: Date;
}

function settingOf(row: SettingRow): TimedMessageSetting {
  return {
    kind: row.kind,
    enabled: row.enabled,
    days: row.days,
    time: row.send_at,
    pickupTime: row.pickup_time,
    wording: row.wording,
    updatedAt: row.updated_at,
  };
}

const SELECT = `SELECT "kind", "enabled", "days", "send_at", "pickup_time", "wording", "updated_at"
  FROM "timed_message_settings"`;

/** Every timed message's setting, in the order of TIMED_MESSAGE_KINDS. */
export async function readSettings(manager: EntityManager): Promise<TimedMessageSetting[]> {
  const rows = (await manager.query(`${SELECT} ORDER BY array_position($1::text[], "kind")`, [
    TIMED_MESSAGE_KINDS,
  ])) as SettingRow[];
  return rows.map(settingOf);
}

/** One timed message's setting; `lock` holds it for a change in `manager`'s transaction. */
export async function readSetting(
  manager: EntityManager,
  kind: TimedMessageKind,
  lock = false,
): Promise<TimedMessageSetting> {
  const [row] = (await manager.query(`${SELECT} WHERE "kind" = $1${lock ? ' FOR UPDATE' : ''}`, [
    kind,
  ])) as SettingRow[];
  return settingOf(row);
}
