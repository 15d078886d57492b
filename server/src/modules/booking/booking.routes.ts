import { Router, type Request } from 'express';
import type { z } from 'zod';
import { bodyTexts, on } from '../../rest/api-contract';
import { clientIp } from '../../rest/rest-helpers';
import { BOOKING_MESSAGES, type BookingStatus } from '@lanka-tours/shared/booking-options';
import type { BookingEmailState, BookingInboxService, InboxBooking } from './booking-inbox.service';
import type { Booking } from './booking.entity';
import type { BookingService } from './booking.service';
import {
  BOOKING_API,
  type RestBooking,
  type RestBookingEmail,
  type RestInboxBooking,
} from './booking.contract';
import { translate } from '../../common/i18n';

/** A booking as REST clients read it (`_id`, as the specification's other resources). */
function toRestBooking(booking: Booking): z.infer<typeof RestBooking> {
  return {
    _id: booking.id,
    reference: booking.reference,
    name: booking.name,
    email: booking.email,
    phone: booking.phone,
    tourDate: booking.tourDate,
    groupSize: booking.groupSize,
    duration: booking.duration,
    destination: booking.destination,
    message: booking.message,
    language: booking.language,
    status: booking.status,
    anonymisedAt: booking.anonymisedAt?.toISOString() ?? null,
    createdAt: booking.createdAt.toISOString(),
    updatedAt: booking.updatedAt.toISOString(),
  };
}

function toRestEmail(email: BookingEmailState): z.infer<typeof RestBookingEmail> {
  return {
    _id: email.id,
    role: email.role,
    toAddress: email.toAddress,
    status: email.status,
    attempts: email.attempts,
    lastError: email.lastError,
    createdAt: email.createdAt.toISOString(),
    sentAt: email.sentAt?.toISOString() ?? null,
    ...(email.previewUrl && { previewUrl: email.previewUrl }),
  };
}

/** An enquiry of the tour guides' inbox, with its emails' delivery. */
function toRestInboxBooking(booking: InboxBooking): z.infer<typeof RestInboxBooking> {
  return {
    ...toRestBooking(booking),
    autoReplySkipped: booking.autoReplySkipped,
    emails: booking.emails.map(toRestEmail),
  };
}

/**
 * The bound GraphQL's Int puts on `limit` and `offset`: far past any real inbox, so a larger
 * offset gets the same empty page instead of a number PostgreSQL cannot read.
 */
const MAX_QUERY_NUMBER = 2 ** 31 - 1;

/** A whole number from the query string; the service caps the page size itself. */
function queryNumber(req: Request, name: string): number | undefined {
  const value = req.query[name];
  if (typeof value !== 'string' || !/^\d+$/.test(value)) return undefined;
  return Math.min(Number(value), MAX_QUERY_NUMBER);
}

/**
 * GET /api/bookings/form-ticket and POST /api/bookings for the form; the rest for My requests and
 * the tour guides' inbox.
 */
export function bookingRoutes(bookings: BookingService, inbox: BookingInboxService): Router {
  const router = Router();

  // Each form gets a ticket of its own (no cache keeps it: every /api answer is no-store).
  on(router, BOOKING_API.formTicket, (_req, res) => {
    res.json({ formTicket: bookings.issueFormTicket() });
  });

  on(router, BOOKING_API.request, async (req, res) => {
    const { booking, created } = await bookings.requestGuide(
      {
        ...bodyTexts(req, BOOKING_API.request),
        idempotencyKey: req.get('idempotency-key') || null,
      },
      res.locals.viewer,
      clientIp(req),
    );
    res.status(created ? 201 : 200).json({
      message: translate(BOOKING_MESSAGES.success),
      reference: booking.reference,
      booking: toRestBooking(booking),
    });
  });

  on(router, BOOKING_API.mine, async (_req, res) => {
    res.json({ bookings: (await inbox.mine(res.locals.viewer)).map(toRestBooking) });
  });

  on(router, BOOKING_API.inbox, async (req, res) => {
    const status = typeof req.query.status === 'string' ? req.query.status : undefined;
    const { items, total } = await inbox.page(res.locals.viewer, {
      status: status as BookingStatus | undefined,
      limit: queryNumber(req, 'limit'),
      offset: queryNumber(req, 'offset'),
    });
    res.json({ bookings: items.map(toRestInboxBooking), total });
  });

  on(router, BOOKING_API.setStatus, async (req, res) => {
    const status = bodyTexts(req, BOOKING_API.setStatus).status as BookingStatus;
    const booking = await inbox.setStatus(res.locals.viewer, req.params.id, status);
    res.json({ booking: toRestInboxBooking(booking) });
  });

  on(router, BOOKING_API.resendEmail, async (req, res) => {
    const booking = await inbox.resendEmail(res.locals.viewer, req.params.id, req.params.emailId);
    res.json({ booking: toRestInboxBooking(booking) });
  });

  return router;
}
