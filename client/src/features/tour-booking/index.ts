/**
 * The tour booking feature's public face: the form on each tour's page, the company's list and
 * the guides' month.
 */
export { CompanyTourBookings } from './CompanyTourBookings';
export { GuidesMonth } from './components/GuidesMonth';
export { TourBookingForm } from './TourBookingForm';
/** The prices of a tour's page also shown in the traveller's currency, as an estimate. */
export { EstimateChooser } from './components/EstimateChooser';
export { Estimated } from './components/Estimated';
export { PriceEstimateContext, useEstimateChoice } from './price-estimate';
