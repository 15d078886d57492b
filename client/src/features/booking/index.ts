export { BookingForm } from './BookingForm';
export { MyRequests } from './MyRequests';
