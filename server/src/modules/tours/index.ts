/** The tours module's public face: the tour plans' options that are booked online, priced. */
export { TOUR_API, TOUR_SCHEMAS } from './tours.contract';
export { TourResolver } from './tours.resolver';
export { tourRoutes } from './tours.routes';
export { TourService } from './tours.service';
