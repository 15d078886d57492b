import type { EntityManager } from 'typeorm';
import { companyToday, daysBetween, dayAfter } from '@lanka-tours/shared/company-days';
import type { QuoteLine } from '@lanka-tours/shared/quote-rules';
import type { SiteLanguage } from '@lanka-tours/shared/site-languages';
import { balanceDueOn } from '@lanka-tours/shared/tour-prices';

/**
 * Where a quote stands: open (it can be accepted), expired (its last day has passed),
 * superseded (a newer quote replaced it) or accepted (it made a booking).
 */
export type QuoteStatus = 'open' | 'expired' | 'superseded' | 'accepted';

/** A quote as its table and its guide give it, with its enquiry's traveller. */
export interface QuoteRow {
  id: string;
  enquiry_id: string;
  number: number;
  status: 'open' | 'superseded' | 'accepted';
  language: SiteLanguage;
  plan_id: string | null;
  title: string;
  route: string;
  start_date: string;
  days: number;
  travellers: number;
  /** Null once the guide has left the company. */
  guide_id: string | null;
  guide_name: string;
  lines: QuoteLine[];
  currency: string;
  total: number;
  deposit: number;
  valid_until: string;
  email_message_id: string | null;
  tour_booking_id: string | null;
  booking_reference: string | null;
  created_at: Date;
  accepted_at: Date | null;
  enquiry_reference: string;
  name: string;
  email: string;
  phone: string;
  message: string;
}

/** The columns as QuoteRow names them, of `quotes` q joined to its enquiry e. */
const QUOTE_COLUMNS = `q."id", q."enquiry_id", q."number", q."status", q."language",
  q."plan_id", q."title", q."route", to_char(q."start_date", 'YYYY-MM-DD') AS "start_date",
  q."days", q."travellers", q."guide_id", q."guide_name", q."lines", q."currency",
  q."total", q."deposit", to_char(q."valid_until", 'YYYY-MM-DD') AS "valid_until",
  q."email_message_id", q."tour_booking_id",
  (SELECT t."reference" FROM "tour_bookings" t WHERE t."id" = q."tour_booking_id")
    AS "booking_reference",
  q."created_at", q."accepted_at", e."reference" AS "enquiry_reference", e."name", e."email",
  e."phone", e."message"`;

const FROM_QUOTES = `"quotes" q JOIN "bookings" e ON e."id" = q."enquiry_id"`;

/** The quotes that `where` picks (of q and e), the newest first; locked for a change if asked. */
export function quoteRows(
  manager: EntityManager,
  where: string,
  parameters: unknown[],
  lock = false,
): Promise<QuoteRow[]> {
  return manager.query(
    `SELECT ${QUOTE_COLUMNS} FROM ${FROM_QUOTES} WHERE ${where}
     ORDER BY q."number" DESC${lock ? ' FOR UPDATE OF q' : ''}`,
    parameters,
  ) as Promise<QuoteRow[]>;
}

/** A quote's standing today: an open quote past its last day, or its tour's first, has expired. */
export function statusOf(row: QuoteRow): QuoteStatus {
  const today = companyToday();
  const lapsed = daysBetween(today, row.valid_until) < 0 || daysBetween(today, row.start_date) <= 0;
  return row.status === 'open' && lapsed ? 'expired' : row.status;
}

/** A quote as both its traveller and the company read it. */
export interface Quote {
  number: number;
  status: QuoteStatus;
  language: SiteLanguage;
  planId: string | null;
  title: string;
  route: string;
  startDate: string;
  endDate: string;
  days: number;
  travellers: number;
  guideName: string;
  lines: QuoteLine[];
  currency: string;
  total: number;
  deposit: number;
  balance: number;
  balanceDueOn: string;
  validUntil: string;
  /** The enquiry's reference: LK-2026-000123. */
  enquiryReference: string;
  /** The traveller's name. */
  name: string;
}

export function quoteOf(row: QuoteRow): Quote {
  return {
    number: row.number,
    status: statusOf(row),
    language: row.language,
    planId: row.plan_id,
    title: row.title,
    route: row.route,
    startDate: row.start_date,
    endDate: dayAfter(row.start_date, row.days - 1),
    days: row.days,
    travellers: row.travellers,
    guideName: row.guide_name,
    lines: row.lines,
    currency: row.currency,
    total: row.total,
    deposit: row.deposit,
    balance: row.total - row.deposit,
    balanceDueOn: balanceDueOn(row.start_date, companyToday()),
    validUntil: row.valid_until,
    enquiryReference: row.enquiry_reference,
    name: row.name,
  };
}
