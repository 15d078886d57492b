export { BookingForm } from './BookingForm';
