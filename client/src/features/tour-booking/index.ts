/** The tour booking feature's public face: the form on each tour's page, the company's list. */
export { CompanyTourBookings } from './CompanyTourBookings';
export { TourBookingForm } from './TourBookingForm';
