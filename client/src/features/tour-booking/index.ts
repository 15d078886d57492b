/** The tour booking feature's public face: the form on each tour's page. */
export { TourBookingForm } from './TourBookingForm';
