import type { DataSource, EntityManager } from 'typeorm';
import { AppError } from '../../common/errors';
import { translate } from '../../common/i18n';
import { isUuid } from '../../common/ids';
import type { Viewer } from '../../common/request-context';
import { BOOKING_STATUSES, type BookingStatus } from '@lanka-tours/shared/booking-options';
import { mailDeliveries, requeueMail, type MailDelivery } from '../mail';
import { Booking } from './booking.entity';

/** The refusal of a status the inbox does not know, in the request's language. */
const unknownStatus = (status: string) =>
  translate(/*i18n*/ { id: 'Unknown status: {status}', values: { status } });

export type BookingEmailRole = 'notification' | 'autoReply';

/** One of an enquiry's two emails, as the admin's inbox shows it. */
export interface BookingEmailState extends MailDelivery {
  role: BookingEmailRole;
  /** Outside production without SMTP: where the email can be seen. */
  previewUrl?: string;
}

export interface BookingListQuery {
  status?: BookingStatus | null;
  limit?: number | null;
  offset?: number | null;
}

/** An enquiry as the tour guides' inbox shows it: with its emails' delivery. */
export type InboxBooking = Booking & { emails: BookingEmailState[] };

export interface InboxPage {
  items: InboxBooking[];
  /** How many enquiries match the filter, beyond this page too. */
  total: number;
}

export const INBOX_PAGE_SIZE = 50;
const INBOX_MAX_PAGE_SIZE = 100;

function isStatus(value: unknown): value is BookingStatus {
  return (BOOKING_STATUSES as readonly unknown[]).includes(value);
}

function pageSize(limit: number | null | undefined): number {
  if (limit === null || limit === undefined) return INBOX_PAGE_SIZE;
  return Math.min(Math.max(1, Math.floor(limit)), INBOX_MAX_PAGE_SIZE);
}

/**
 * Following enquiries up: the visitor's own list, and the tour guides' inbox with email delivery,
 * which is theirs alone (anonymous → 401, anyone else → 403).
 */
export class BookingInboxService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly previewUrl: (messageId: string) => string | undefined,
  ) {}

  /** The signed-in visitor's enquiries, newest first. */
  mine(viewer: Viewer): Promise<Booking[]> {
    const user = viewer.requireUser();
    return this.dataSource.manager.find(Booking, {
      where: { userId: user.id },
      order: { createdAt: 'DESC', reference: 'DESC' },
    });
  }

  /** A page of the inbox, newest first, each enquiry with its emails (read for the whole page). */
  async page(viewer: Viewer, query: BookingListQuery): Promise<InboxPage> {
    viewer.requireAdmin();
    if (query.status !== null && query.status !== undefined && !isStatus(query.status)) {
      throw AppError.invalidInput({ status: unknownStatus(String(query.status)) });
    }
    const [items, total] = await this.dataSource.manager.findAndCount(Booking, {
      where: query.status ? { status: query.status } : {},
      order: { createdAt: 'DESC', reference: 'DESC' },
      take: pageSize(query.limit),
      skip: Math.max(0, Math.floor(query.offset ?? 0)),
    });
    return { items: await this.withEmails(items), total };
  }

  async setStatus(viewer: Viewer, id: string, status: BookingStatus): Promise<InboxBooking> {
    viewer.requireAdmin();
    if (!isStatus(status)) throw AppError.invalidInput({ status: unknownStatus(status) });
    const booking = await this.find(this.dataSource.manager, id);
    if (booking.status !== status) await this.dataSource.manager.update(Booking, id, { status });
    const [updated] = await this.withEmails([await this.find(this.dataSource.manager, id)]);
    return updated;
  }

  /** Sends a failed email of an enquiry again, with a fresh set of attempts. */
  async resendEmail(viewer: Viewer, bookingId: string, messageId: string): Promise<InboxBooking> {
    viewer.requireAdmin();
    const booking = await this.dataSource.transaction(async (manager) => {
      const found = await this.find(manager, bookingId);
      const ownEmails = [found.notificationMessageId, found.autoReplyMessageId];
      if (!ownEmails.includes(messageId)) throw new AppError('NOT_FOUND');
      if (!(await requeueMail(manager, messageId))) throw new AppError('EMAIL_NOT_FAILED');
      return found;
    });
    const [resent] = await this.withEmails([booking]);
    return resent;
  }

  /** One enquiry's emails, for a booking read elsewhere (My requests, a request's answer). */
  async emailsOf(viewer: Viewer, booking: Booking): Promise<BookingEmailState[]> {
    viewer.requireAdmin();
    return (await this.deliveries([booking])).get(booking.id) ?? [];
  }

  /** The delivery of each booking's emails, read in one query for a whole page. */
  private async deliveries(bookings: Booking[]): Promise<Map<string, BookingEmailState[]>> {
    const roles = new Map<string, { bookingId: string; role: BookingEmailRole }>();
    for (const booking of bookings) {
      if (booking.notificationMessageId) {
        roles.set(booking.notificationMessageId, { bookingId: booking.id, role: 'notification' });
      }
      if (booking.autoReplyMessageId) {
        roles.set(booking.autoReplyMessageId, { bookingId: booking.id, role: 'autoReply' });
      }
    }
    const deliveries = await mailDeliveries(this.dataSource.manager, [...roles.keys()]);
    const byBooking = new Map<string, BookingEmailState[]>(bookings.map((b) => [b.id, []]));
    for (const delivery of deliveries) {
      const { bookingId, role } = roles.get(delivery.id)!;
      const previewUrl = this.previewUrl(delivery.id);
      byBooking.get(bookingId)!.push({ ...delivery, role, ...(previewUrl && { previewUrl }) });
    }
    // The business's notification first, then the visitor's auto-reply.
    for (const emails of byBooking.values()) {
      emails.sort((a, b) => (a.role === b.role ? 0 : a.role === 'notification' ? -1 : 1));
    }
    return byBooking;
  }

  private async withEmails(bookings: Booking[]): Promise<InboxBooking[]> {
    const emails = await this.deliveries(bookings);
    return bookings.map((booking) =>
      Object.assign(booking, { emails: emails.get(booking.id) ?? [] }),
    );
  }

  private async find(manager: EntityManager, id: string): Promise<Booking> {
    const booking = isUuid(id) ? await manager.findOneBy(Booking, { id }) : null;
    if (!booking) throw new AppError('NOT_FOUND');
    return booking;
  }
}
