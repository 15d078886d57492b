/** The booking module's public face: requests for a tour guide and the guides' inbox of them. */
export { BookingInboxService } from './booking-inbox.service';
export { BOOKING_API, BOOKING_SCHEMAS } from './booking.contract';
export { Booking } from './booking.entity';
export { VisitorFormInput } from './booking.inputs';
export { BookingResolver } from './booking.resolver';
export { bookingRoutes } from './booking.routes';
export { BookingService } from './booking.service';
export { EnquiryRetention } from './enquiry-retention';
export { FormTickets } from './form-tickets';
