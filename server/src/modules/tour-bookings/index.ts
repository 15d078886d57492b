/** The tour bookings module's public face: tours booked online, their holds and manage links. */
export { inTurn, type BookingLifecycle } from './booking-lifecycle';
export { CompanyBookingsService } from './company-bookings.service';
export { GUIDE_ASSIGNMENT_API } from './guide-assignments.contract';
export { GuideAssignmentsResolver } from './guide-assignments.resolver';
export { guideAssignmentRoutes } from './guide-assignments.routes';
export { GuideCalendarFeeds } from './guide-calendar-feeds';
export { GUIDE_CALENDAR_API } from './guide-calendars.contract';
export { GuideCalendarResolver } from './guide-calendars.resolver';
export { guideCalendarRoutes } from './guide-calendars.routes';
export { ManageLinks } from './manage-links';
export { writer, type TourBookingEmailSettings } from './tour-booking-emails';
export { BookingPayments } from './booking-payments';
export { BankTransfer } from './payment-methods';
export {
  PAYMENT_NOTIFICATIONS_PREFIX,
  paymentNotificationRoutes,
} from './payment-notifications.routes';
export { PayHere } from './payhere';
export { StripeCheckout } from './stripe-checkout';
export { TOUR_BOOKING_API, TOUR_BOOKING_SCHEMAS } from './tour-bookings.contract';
export { TourBookingResolver } from './tour-bookings.resolver';
export { NewTourBookingView } from './tour-bookings.types';
export { tourBookingRoutes } from './tour-bookings.routes';
export { TourBookingService, type QuotedTour } from './tour-bookings.service';
export { TourDepositService } from './tour-deposits.service';
export { TOUR_BOOKING_COLUMNS, type NewTourBooking, type TourBookingRow } from './tour-booking';
