import { Router, type Request } from 'express';
import { companyToday } from '@lanka-tours/shared/company-days';
import { bodyTexts, on } from '../../rest/api-contract';
import { checkoutPage } from './checkout-page';
import { clientIp } from '../../rest/rest-helpers';
import { TOUR_BOOKING_API } from './tour-bookings.contract';
import type { CompanyBookingsService } from './company-bookings.service';
import type { TourBookingService } from './tour-bookings.service';
import type { TourDepositService } from './tour-deposits.service';

/** The party's size as JSON sends it; anything but a number is refused by the rules. */
function travellers(req: Request): number {
  const value: unknown = (req.body as Record<string, unknown> | undefined)?.travellers;
  return typeof value === 'number' ? value : Number.NaN;
}

/** `/api/tour-bookings`, as GraphQL's bookTour, tourBooking, cancelTourBooking and recordTourDeposit. */
export function tourBookingRoutes(
  tourBookings: TourBookingService,
  deposits: TourDepositService,
  company: CompanyBookingsService,
): Router {
  const router = Router();
  on(router, TOUR_BOOKING_API.book, async (req, res) => {
    const { booking, manageUrl } = await tourBookings.book(
      { ...bodyTexts(req, TOUR_BOOKING_API.book), travellers: travellers(req) },
      clientIp(req),
    );
    res.status(201).json({ ...booking, manageUrl });
  });
  on(router, TOUR_BOOKING_API.manage, async (req, res) => {
    res.json({ booking: await tourBookings.manage(req.params.token) });
  });
  on(router, TOUR_BOOKING_API.checkout, async (req, res) => {
    const { checkout, language } = await tourBookings.checkout(req.params.token);
    if ('redirect' in checkout) return res.redirect(303, checkout.redirect);
    const page = checkoutPage(checkout.form, language);
    res.set('content-security-policy', page.contentSecurityPolicy);
    res.type('html').send(page.html);
  });
  on(router, TOUR_BOOKING_API.cancel, async (req, res) => {
    res.json({ booking: await tourBookings.cancel(req.params.token) });
  });
  on(router, TOUR_BOOKING_API.upcoming, async (_req, res) => {
    res.json({ bookings: await company.upcoming(res.locals.viewer) });
  });
  on(router, TOUR_BOOKING_API.export, async (_req, res) => {
    const csv = await company.csv(res.locals.viewer);
    res.attachment(`tour-bookings-${companyToday()}.csv`);
    res.type('text/csv; charset=utf-8').send(csv);
  });
  on(router, TOUR_BOOKING_API.companyCancel, async (req, res) => {
    const booking = await company.cancel(res.locals.viewer, req.params.reference);
    res.json({ booking });
  });
  on(router, TOUR_BOOKING_API.recordDeposit, async (req, res) => {
    const booking = await deposits.recordBankTransfer(res.locals.viewer, req.params.reference);
    res.json({ booking });
  });
  return router;
}
